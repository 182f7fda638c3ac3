/**
 * The company login form (POST /api/auth/login) on the form kit (lib/kit/form.ts): fields checked
 * by core's `Forms.login`, a server 422's `errors` shown under their fields only (not toasted as
 * well), the first field with a message taking focus after a failed submit; other failures go to
 * the shared display. After success the login flag is set and the app goes back to the page the
 * user came from (`?redirect=` app path), else /; that navigation reloads the page so every part
 * reads the new session.
 */
import * as Forms from "@mall/core/Forms"
import { createForm } from "../../lib/kit/form.ts"
import { appPathOf, navigateTo } from "../../lib/navigation.ts"
import { setLoginFlag } from "../../lib/session/loginFlag.ts"
import * as Api from "./api.ts"

export const form = createForm({
  fields: Forms.login,
  initial: { username: "", password: "" },
  toastFieldErrors: false,
})

/** Where to go after signing in: a safe in-app `redirect` path, else home. */
export function returnPath(search: string): string {
  const target = appPathOf(new URLSearchParams(search).get("redirect"))
  return target !== null && target !== "/login" ? target : "/"
}

/** Validates and sends the form; on success goes back (see the module doc). */
export async function submit(search: string): Promise<void> {
  const outcome = await form.submit(Api.login)
  if (outcome?._tag !== "Success") return
  setLoginFlag()
  navigateTo(returnPath(search), { replace: true })
}
