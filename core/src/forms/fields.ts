/**
 * The fields several forms share: a mobile phone, a contact phone (mobile or landline), an SMS
 * code, a new password (6-20 characters of at least two kinds) and its confirmation.
 */
import * as Messages from "../Messages.ts"
import * as PasswordStrength from "../PasswordStrength.ts"
import * as Validation from "../Validation.ts"
import * as Kit from "./kit.ts"

const M = Messages.form

export const mobile = Kit.text(
  Kit.required(M.phoneRequired),
  Kit.matches(Validation.isMobile, M.phoneInvalid),
)
export const contactPhone = Kit.text(
  Kit.required(M.contactPhoneRequired),
  Kit.matches(Validation.isPhone, M.contactPhoneInvalid),
)
export const smsCode = Kit.text(
  Kit.required(M.codeRequired),
  Kit.matches((v) => /^\d{4,6}$/.test(v.trim()), M.codeInvalid),
)
export const newPassword = Kit.secret(
  Kit.required(M.passwordRequired),
  Kit.lengthBetween(6, 20, M.passwordLength),
  Kit.matches(PasswordStrength.isAcceptable, Messages.registerErrors.passwordWeak),
)
export const confirm = Kit.secret(
  Kit.required(M.confirmRequired),
  Kit.sameAs("password", M.confirmMismatch),
)
