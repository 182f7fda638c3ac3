/**
 * Registration's calls: the three steps (main and single-store), the scopes, and the WeChat bind
 * with its check whether a phone is registered.
 */
import * as Op from "@mall/core/generated/operations"
import type * as Registration from "@mall/core/Registration"
import type * as RegistrationChecks from "@mall/core/RegistrationChecks"
import type * as RegistrationWire from "@mall/core/RegistrationWire"
import { call, request } from "../../lib/api/client.ts"
import { renameErrors } from "../../lib/api/outcome.ts"

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
  company: RegistrationChecks.Company,
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
  lists: RegistrationWire.Step3Lists,
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

/** GET /api/user/phone/{phone}: whether the phone is registered already (nothing shown). */
export const phoneRegistered = (phone: string) =>
  request(Op.getUserPhoneByPhone, { params: { path: { phone } } })

export interface WechatBind {
  readonly wechatCode: string
  readonly phone: string
  readonly code: string
  /** Set for a phone not registered yet (with `confirm`); "" otherwise. */
  readonly password: string
  readonly confirm: string
}

/**
 * POST /api/register/wechat: a registered phone gets the WeChat sign-in and a session
 * (`next_step` 0); a new one starts a registration (`next_step` 2, its `register_token`).
 */
export const wechat = async (v: WechatBind) =>
  renameErrors(
    await request(Op.postRegisterWechat, {
      body: {
        wechat_code: v.wechatCode,
        phone: v.phone,
        code: v.code,
        ...(v.password === "" ? {} : { password: v.password, password_confirmation: v.confirm }),
      },
    }),
    { password_confirmation: "confirm" },
  )
