/**
 * The company login form (POST /api/auth/login): fields checked by core's `Forms.login`, server
 * 422 `errors` shown per field (the first of them takes focus), other failures by the shared
 * display. After success the login
 * flag is set and the app goes back to the page the user came from (`?redirect=` app path), else
 * /; that navigation reloads the page so every part reads the new session.
 */
import { signal } from "@preact/signals-react"
import * as Forms from "@mall/core/Forms"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { serverErrors } from "../../lib/kit/form.ts"
import { appPathOf, navigateTo } from "../../lib/navigation.ts"
import { setLoginFlag } from "../../lib/session/loginFlag.ts"
import * as Api from "./api.ts"

export type LoginField = keyof typeof Forms.login

export const values = signal<Record<LoginField, string>>({ username: "", password: "" })
export const errors = signal<Partial<Record<LoginField, string>>>({})
export const submitting = signal(false)

/** The field to focus after a failed submit: the first with a message (`seq` repeats a request). */
export const focusRequest = signal<{ readonly field: LoginField; readonly seq: number } | null>(
  null,
)
let focusSeq = 0

const FIELDS: ReadonlyArray<LoginField> = ["username", "password"]

/** Shows the fields' messages and asks for the first of them to take focus. */
function fail(messages: Partial<Record<LoginField, string>>): void {
  errors.value = messages
  const first = FIELDS.find((f) => messages[f] !== undefined)
  if (first !== undefined) focusRequest.value = { field: first, seq: ++focusSeq }
}

/** Updates one field and clears its error. */
export function setField(field: LoginField, value: string): void {
  values.value = { ...values.value, [field]: value }
  if (errors.value[field] !== undefined) errors.value = { ...errors.value, [field]: undefined }
}

/** Where to go after signing in: a safe in-app `redirect` path, else home. */
export function returnPath(search: string): string {
  const target = appPathOf(new URLSearchParams(search).get("redirect"))
  return target !== null && target !== "/login" ? target : "/"
}

/** Validates and sends the form; on success goes back (see the module doc). */
export async function submit(search: string): Promise<void> {
  if (submitting.value) return
  const checked = Forms.validate(Forms.login, values.value)
  if (checked._tag === "Failure") {
    fail(checked.failure)
    return
  }
  errors.value = {}
  submitting.value = true
  const outcome = await Api.login(checked.success)
  submitting.value = false
  if (outcome._tag === "Success") {
    setLoginFlag()
    navigateTo(returnPath(search), { replace: true })
    return
  }
  if (outcome._tag === "FormInvalid") {
    const perField = serverErrors(Forms.login, outcome.errors)
    if (Object.keys(perField).length > 0) {
      fail(perField)
      return
    }
  }
  showOutcome(outcome)
}

/** Back to an empty form (tests). */
export function resetLogin(): void {
  values.value = { username: "", password: "" }
  errors.value = {}
  submitting.value = false
  focusRequest.value = null
}
