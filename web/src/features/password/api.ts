/** Password recovery's calls: the code check (a reset token) and the reset. */
import * as Op from "@mall/core/generated/operations"
import { request } from "../../lib/api/client.ts"
import { renameErrors } from "../../lib/api/outcome.ts"

/** POST /api/password/verify: the reset token for a right code. */
export const verify = (body: { phone: string; code: string }) =>
  request(Op.postPasswordVerify, { body })

/** POST /api/password/reset; the server's `password_confirmation` is the form's `confirm`. */
export const reset = async (token: string, v: { password: string; confirm: string }) =>
  renameErrors(
    await request(Op.postPasswordReset, {
      body: { reset_token: token, password: v.password, password_confirmation: v.confirm },
    }),
    { password_confirmation: "confirm" },
  )
