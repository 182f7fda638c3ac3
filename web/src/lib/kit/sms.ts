/**
 * Sending an SMS code (POST /api/sms/send) for a form's phone: the phone is checked first (a
 * wrong one is toasted and nothing is sent), a refusal (too soon, unknown phone) is shown. Resolves
 * true when the code went out, which starts SmsCodeButton's countdown.
 */
import * as Forms from "@mall/core/Forms"
import * as Op from "@mall/core/generated/operations"
import { Result } from "effect"
import { request } from "../api/client.ts"
import { showOutcome } from "../api/outcomeUi.ts"
import { notifyError } from "../ui/toast.ts"

export type SmsScene = "register" | "forget" | "bind"

export async function sendSmsCode(rawPhone: string, scene: SmsScene): Promise<boolean> {
  const phone = rawPhone.trim()
  const checked = Forms.validate({ phone: Forms.forgetVerify.phone }, { phone })
  if (Result.isFailure(checked)) {
    notifyError(checked.failure.phone ?? "")
    return false
  }
  const outcome = await request(Op.postSmsSend, { body: { phone, scene } })
  if (outcome._tag === "Success") return true
  showOutcome(outcome)
  return false
}
