/** Registration's calls: the SMS code, the three steps (main and single-store) and the scopes. */
import * as ApiOutcome from "@mall/core/ApiOutcome"
import * as Op from "@mall/core/generated/operations"
import type * as Registration from "@mall/core/Registration"
import { call, request } from "../../lib/api/client.ts"
import type { Outcome } from "../../lib/api/outcome.ts"

/** The server names the confirmation `password_confirmation`; the form calls it `confirm`. */
export const renameErrors = <A>(
  outcome: Outcome<A>,
  names: Readonly<Record<string, string>>,
): Outcome<A> => {
  if (outcome._tag !== "FormInvalid") return outcome
  const raw = outcome.errors
  if (typeof raw !== "object" || raw === null) return outcome
  const errors = Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([k, v]) => [names[k] ?? k, v]),
  )
  return new ApiOutcome.FormInvalid({ message: outcome.message, errors })
}

/** POST /api/sms/send (scene register): the outcome; a 422 lands on the phone field. */
export const sendCode = (phone: string) =>
  request(Op.postSmsSend, { body: { phone, scene: "register" } })

export interface Step1 {
  readonly phone: string
  readonly code: string
  readonly password: string
  readonly confirm: string
}

/** POST /api/register/step1 (or /register/dd/step1). */
export const step1 = async (variant: Registration.Variant, v: Step1) => {
  const body = {
    phone: v.phone,
    code: v.code,
    password: v.password,
    password_confirmation: v.confirm,
  }
  const outcome =
    variant === "dd"
      ? await request(Op.postRegisterDdStep1, { body })
      : await request(Op.postRegisterStep1, { body })
  return renameErrors(outcome, { password_confirmation: "confirm" })
}

/** POST /api/register/step2 (or /register/dd/step2). */
export const step2 = (
  variant: Registration.Variant,
  token: string,
  company: Registration.Company,
) => {
  const body = {
    register_token: token,
    ...company.values,
    company_type: company.companyType,
    jyfw_ids: [...company.scopeIds],
  }
  return variant === "dd"
    ? request(Op.postRegisterDdStep2, { body })
    : request(Op.postRegisterStep2, { body })
}

/** POST /api/register/step3 (or /register/dd/step3): the documents as parallel lists. */
export const step3 = (
  variant: Registration.Variant,
  token: string,
  lists: Registration.Step3Lists,
) => {
  const body = {
    register_token: token,
    licence_type: [...lists.licence_type],
    licence_number: [...lists.licence_number],
    licence_valid_until: [...lists.licence_valid_until],
    licence_image: [...lists.licence_image],
  }
  return variant === "dd"
    ? request(Op.postRegisterDdStep3, { body })
    : request(Op.postRegisterStep3, { body })
}

/** GET /api/register/jyfw: the business scopes to choose from. */
export const scopes = () => call(Op.getRegisterJyfw)
