/**
 * The forms of the product as data: each form lists its fields with checks, and `validate`
 * gives either the values (trimmed strings; passwords untouched) or one Chinese message per
 * failing field, in field order (`firstError` is the one to toast). A checkbox is read as "1"
 * when ticked (`true`, 1 or "1") and "" otherwise; other non-text inputs (the address default
 * flag) are not validated here.
 */
import { Result } from "effect"
import * as ListQuery from "./ListQuery.ts"
import * as Messages from "./Messages.ts"
import * as PasswordStrength from "./PasswordStrength.ts"
import * as Validation from "./Validation.ts"

const M = Messages.form

/** A check returns a message when the value is wrong. `all` holds the whole input. */
export type Check = (value: string, all: Readonly<Record<string, unknown>>) => string | undefined

export interface Field {
  readonly checks: ReadonlyArray<Check>
  /** Whether the value is trimmed (all fields except passwords). */
  readonly trim: boolean
}

export type Form<K extends string> = Readonly<Record<K, Field>>
export type Values<K extends string> = Readonly<Record<K, string>>
export type Errors<K extends string> = Readonly<Partial<Record<K, string>>>

export const required =
  (message: string): Check =>
  (v) =>
    v.trim() === "" ? message : undefined
export const matches =
  (test: (v: string) => boolean, message: string): Check =>
  (v) =>
    v.trim() === "" || test(v) ? undefined : message
export const lengthBetween =
  (min: number, max: number, message: string): Check =>
  (v) =>
    v === "" || (v.length >= min && v.length <= max) ? undefined : message
export const maxLength =
  (max: number, message: string): Check =>
  (v) =>
    [...v].length <= max ? undefined : message
/** Between `min` and `max` characters (code points) once trimmed; blank is left to `required`. */
export const charsBetween =
  (min: number, max: number, message: string): Check =>
  (v) => {
    const n = [...v.trim()].length
    return n === 0 || (n >= min && n <= max) ? undefined : message
  }
/** A checkbox that must be ticked. */
export const ticked =
  (message: string): Check =>
  (v) =>
    v === "1" ? undefined : message
export const sameAs =
  (other: string, message: string): Check =>
  (v, all) =>
    v === "" || v === String(all[other] ?? "") ? undefined : message

/**
 * `field`'s checks, applied only while `applies(all)` holds: a field the form shows on a condition
 * (the password of a WeChat bind, asked only for a phone not registered yet).
 */
export const onlyWhen = (
  applies: (all: Readonly<Record<string, unknown>>) => boolean,
  field: Field,
): Field => ({
  trim: field.trim,
  checks: field.checks.map(
    (check): Check =>
      (v, all) =>
        applies(all) ? check(v, all) : undefined,
  ),
})

const text = (...checks: ReadonlyArray<Check>): Field => ({ checks, trim: true })
const secret = (...checks: ReadonlyArray<Check>): Field => ({ checks, trim: false })

const mobile = text(required(M.phoneRequired), matches(Validation.isMobile, M.phoneInvalid))
const contactPhone = text(
  required(M.contactPhoneRequired),
  matches(Validation.isPhone, M.contactPhoneInvalid),
)
const smsCode = text(
  required(M.codeRequired),
  matches((v) => /^\d{4,6}$/.test(v.trim()), M.codeInvalid),
)
const newPassword = secret(
  required(M.passwordRequired),
  lengthBetween(6, 20, M.passwordLength),
  matches(PasswordStrength.isAcceptable, Messages.registerErrors.passwordWeak),
)
const confirm = secret(required(M.confirmRequired), sameAs("password", M.confirmMismatch))

export const login = {
  username: text(required(M.usernameRequired)),
  password: secret(required(M.passwordRequired)),
} satisfies Form<string>

const R = Messages.registerErrors

/** Registration step 1: the account (the agreement ticked). */
export const registerStep1 = {
  phone: mobile,
  code: smsCode,
  password: newPassword,
  confirm,
  agree: text(ticked(R.agreeRequired)),
} satisfies Form<string>

/**
 * Registration step 2: the company (the company type and business scopes are also checked
 * against the variant by Registration.validateStep2).
 */
export const registerStep2 = {
  company: text(required(M.companyRequired), charsBetween(2, 50, R.companyLength)),
  company_type: text(required(R.companyTypeRequired)),
  province: text(required(R.provinceRequired)),
  city: text(required(R.cityRequired), maxLength(20, R.cityRequired)),
  district: text(required(R.districtRequired), maxLength(20, R.districtRequired)),
  address: text(required(R.addressRequired), maxLength(100, R.addressRequired)),
  name: text(required(R.contactRequired), maxLength(20, R.contactRequired)),
} satisfies Form<string>

/**
 * The field of the WeChat bind form that says the phone is not registered yet ("1"): the buyer
 * then also sets a password, twice.
 */
export const NEW_PHONE = "new_phone"
const isNewPhone = (all: Readonly<Record<string, unknown>>): boolean => all[NEW_PHONE] === "1"

/**
 * Binding a phone to a WeChat sign-in (/register/wechat): the phone and its SMS code; a phone
 * not registered yet (`new_phone` "1") also sets a password, twice.
 */
export const wechatBind = {
  phone: mobile,
  code: smsCode,
  password: onlyWhen(isNewPhone, newPassword),
  confirm: onlyWhen(isNewPhone, confirm),
  [NEW_PHONE]: text(),
} satisfies Form<string>

/** A new password twice (WeChat sign-up of a new phone, forgotten password step 2). */
export const newPasswordTwice = {
  password: newPassword,
  confirm,
} satisfies Form<string>

/** Forgotten password step 1: the phone and its SMS code. */
export const forgetVerify = {
  phone: mobile,
  code: smsCode,
} satisfies Form<string>

const H = Messages.helpErrors

/** Complaints and suggestions (guests too): a phone (mobile or landline) or an e-mail. */
export const complaint = {
  type: text(required(H.typeRequired)),
  content: text(required(H.contentRequired), charsBetween(5, 500, H.contentLength)),
  name: text(maxLength(20, H.nameTooLong)),
  phone: text(
    (v, all) =>
      v.trim() === "" && asText(all.email).trim() === "" ? H.contactRequired : undefined,
    matches(Validation.isPhone, H.phoneInvalid),
  ),
  email: text(matches(Validation.isEmail, H.emailInvalid)),
} satisfies Form<string>

const FB = Messages.member.feedback

/** Feedback (意见反馈, POST /api/user/feedback): content 5-500 characters; contact a phone or an e-mail. */
export const feedback = {
  type: text(required(M.feedbackTypeRequired)),
  content: text(
    required(M.feedbackContentRequired),
    matches((v) => [...v.trim()].length >= 5, FB.contentTooShort),
    maxLength(500, M.feedbackContentTooLong),
  ),
  contact: text(
    required(FB.contactRequired),
    matches((v) => Validation.isPhone(v) || Validation.isEmail(v), FB.contactInvalid),
  ),
} satisfies Form<string>

/** A purchase request (品种求购, POST /api/user/buy): the contract's field names. */
export const purchaseRequest = {
  name: text(required(M.goodsNameRequired), maxLength(100, M.goodsNameRequired)),
  sccj: text(required(M.makerRequired), maxLength(100, M.makerRequired)),
  ypgg: text(required(M.specRequired), maxLength(100, M.specRequired)),
  number: text(
    required(M.quantityRequired),
    matches((v) => /^[1-9]\d*$/.test(v.trim()), M.quantityInvalid),
    matches((v) => v.trim().length <= 5, Messages.member.purchase.quantityTooLarge),
  ),
  phone: contactPhone,
  remarks: text(maxLength(200, Messages.member.purchase.remarksTooLong)),
} satisfies Form<string>

export const address = {
  consignee: text(required(M.consigneeRequired)),
  phone: contactPhone,
  province: text(required(M.regionRequired)),
  city: text(required(M.regionRequired)),
  district: text(required(M.regionRequired)),
  detail: text(required(M.detailRequired)),
} satisfies Form<string>

/** Changing the password in the member centre: the current one proves it is the buyer (ADR of the edge). */
export const changePassword = {
  old_password: secret(required(Messages.member.basic.oldPasswordRequired)),
  password: newPassword,
  confirm,
} satisfies Form<string>

export const basicInfo = {
  name: text(required(M.nameRequired)),
  phone: contactPhone,
} satisfies Form<string>

/** Signing the e-contract: the terms agreed to (checkbox) and the signer's name, 2-20 characters. */
export const contractSign = {
  agree: text(ticked(M.contractAgreeRequired)),
  sign_name: text(required(M.signerNameRequired), charsBetween(2, 20, M.signerNameLength)),
} satisfies Form<string>

/**
 * A list's search row (the kit's FilterBar): a text and a date range. An end before the start is
 * refused on the end date (core ListQuery.rangeInverted), so nothing is searched.
 */
export const listFilter = {
  text: text(),
  start: text(),
  end: text((v, all) =>
    ListQuery.rangeInverted(asText(all.start).trim(), v.trim())
      ? Messages.kit.dateRangeInverted
      : undefined,
  ),
} satisfies Form<string>

const asText = (v: unknown): string =>
  typeof v === "string"
    ? v
    : typeof v === "number" && Number.isFinite(v)
      ? String(v)
      : typeof v === "boolean"
        ? v
          ? "1"
          : ""
        : ""

/** Checks every field; the first failing check of a field gives its message. */
export const validate = <K extends string>(
  form: Form<K>,
  input: Readonly<Partial<Record<K, unknown>>>,
): Result.Result<Values<K>, Errors<K>> => {
  const values: Partial<Record<K, string>> = {}
  const errors: Partial<Record<K, string>> = {}
  let failed = false
  const all = input as Readonly<Record<string, unknown>>
  for (const key of Object.keys(form) as Array<K>) {
    const field = form[key]
    const raw = asText(input[key])
    const value = field.trim ? raw.trim() : raw
    values[key] = value
    for (const check of field.checks) {
      const message = check(raw, all)
      if (message !== undefined) {
        errors[key] = message
        failed = true
        break
      }
    }
  }
  return failed ? Result.fail(errors) : Result.succeed(values as Values<K>)
}

/** The first message of an errors object (the toast text), if any. */
export const firstError = <K extends string>(errors: Errors<K>): string | undefined =>
  Validation.firstFieldError(errors)
