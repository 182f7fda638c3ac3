/**
 * The forms of the product as data, one namespace (`import * as Forms from "@mall/core/Forms"`):
 * `Forms.validate(Forms.login, input)` gives either the values (trimmed strings; passwords
 * untouched) or one Chinese message per failing field, in field order (`Forms.firstError` is the
 * one to toast). Its parts live in `forms/`: the validator kit the forms are written in
 * (`forms/kit.ts`: checks, `validate`), the fields several forms share (`forms/fields.ts`), and
 * one module per form, named after it, each with its own tests (`test/forms/`).
 */
export {
  required,
  matches,
  lengthBetween,
  maxLength,
  charsBetween,
  ticked,
  sameAs,
  onlyWhen,
  validate,
  firstError,
} from "./forms/kit.ts"
export type { Check, Field, Form, Values, Errors } from "./forms/kit.ts"
export { login } from "./forms/login.ts"
export { registerStep1 } from "./forms/registerStep1.ts"
export { registerStep2 } from "./forms/registerStep2.ts"
export { wechatBind, NEW_PHONE } from "./forms/wechatBind.ts"
export { newPasswordTwice } from "./forms/newPasswordTwice.ts"
export { forgetVerify } from "./forms/forgetVerify.ts"
export { complaint } from "./forms/complaint.ts"
export { feedback } from "./forms/feedback.ts"
export { purchaseRequest } from "./forms/purchaseRequest.ts"
export { address } from "./forms/address.ts"
export { changePassword } from "./forms/changePassword.ts"
export { basicInfo } from "./forms/basicInfo.ts"
export { contractSign } from "./forms/contractSign.ts"
export { listFilter } from "./forms/listFilter.ts"
