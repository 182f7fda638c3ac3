/** Password recovery's calls: the SMS code, the code check (a reset token) and the reset. */
import * as ApiOutcome from "@mall/core/ApiOutcome"
import * as Op from "@mall/core/generated/operations"
import { request } from "../../lib/api/client.ts"

/** POST /api/sms/send (scene forget). */
export const sendCode = (phone: string) =>
  request(Op.postSmsSend, { body: { phone, scene: "forget" } })

/** POST /api/password/verify: the reset token for a right code. */
export const verify = (body: { phone: string; code: string }) =>
  request(Op.postPasswordVerify, { body })

/** POST /api/password/reset; the server's `password_confirmation` is the form's `confirm`. */
export const reset = async (token: string, v: { password: string; confirm: string }) => {
  const outcome = await request(Op.postPasswordReset, {
    body: { reset_token: token, password: v.password, password_confirmation: v.confirm },
  })
  if (
    outcome._tag !== "FormInvalid" ||
    typeof outcome.errors !== "object" ||
    outcome.errors === null
  )
    return outcome
  const errors = Object.fromEntries(
    Object.entries(outcome.errors as Record<string, unknown>).map(([k, e]) => [
      k === "password_confirmation" ? "confirm" : k,
      e,
    ]),
  )
  return new ApiOutcome.FormInvalid({ message: outcome.message, errors })
}
