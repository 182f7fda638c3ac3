/**
 * Password recovery's state: step 1's phone and code (the phone kept for a reload), the reset
 * token of a right code (session storage, so step 2 survives a reload), step 2's new password
 * twice (never stored), and whether the reset is done.
 */
import * as Forms from "@mall/core/Forms"
import { signal } from "@preact/signals-react"
import { keepObject, storedObject } from "../../lib/browser.ts"
import { createForm } from "../../lib/kit/form.ts"
import * as api from "./api.ts"

const KEY = "mall.forget"
type Stage = { readonly token: string; readonly done: boolean }

const read = (): Stage => {
  const r = storedObject(KEY)
  return { token: typeof r.token === "string" ? r.token : "", done: r.done === true }
}

export const stage = signal<Stage>(read())
const setStage = (s: Stage): void => {
  stage.value = s
  // storage off: works until a reload
  keepObject(KEY, s)
}

export const verifyForm = createForm({
  fields: Forms.forgetVerify,
  initial: { phone: "", code: "" },
  persist: `${KEY}.step1`,
})

export const passwordForm = createForm({
  fields: Forms.newPasswordTwice,
  initial: { password: "", confirm: "" },
})

/** Step 1: true when the code was right (step 2 may open). */
export async function verify(): Promise<boolean> {
  const outcome = await verifyForm.submit((v) => api.verify(v))
  if (outcome?._tag !== "Success") return false
  setStage({ token: outcome.data.reset_token, done: false })
  verifyForm.fill({ code: "" })
  return true
}

/** Step 2: true when the password was changed. */
export async function reset(): Promise<boolean> {
  const outcome = await passwordForm.submit((v) => api.reset(stage.peek().token, v))
  if (outcome === null) return false
  if (outcome._tag === "FormInvalid") {
    const errors = outcome.errors as Record<string, unknown> | null
    if (errors !== null && typeof errors === "object" && "reset_token" in errors)
      setStage({ token: "", done: false })
  }
  if (outcome._tag !== "Success") return false
  setStage({ token: "", done: true })
  passwordForm.reset()
  verifyForm.reset()
  return true
}

/** Leaving the success page: the next visit starts afresh. */
export function restart(): void {
  setStage({ token: "", done: false })
}
