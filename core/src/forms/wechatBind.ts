/**
 * Binding a phone to a WeChat sign-in (/register/wechat): the phone and its SMS code; a phone
 * not registered yet (`new_phone` "1") also sets a password, twice.
 */
import * as Fields from "./fields.ts"
import * as Kit from "./kit.ts"

/**
 * The field of the WeChat bind form that says the phone is not registered yet ("1"): the buyer
 * then also sets a password, twice.
 */
export const NEW_PHONE = "new_phone"
const isNewPhone = (all: Readonly<Record<string, unknown>>): boolean => all[NEW_PHONE] === "1"

export const wechatBind = {
  phone: Fields.mobile,
  code: Fields.smsCode,
  password: Kit.onlyWhen(isNewPhone, Fields.newPassword),
  confirm: Kit.onlyWhen(isNewPhone, Fields.confirm),
  [NEW_PHONE]: Kit.text(),
} satisfies Kit.Form<string>
