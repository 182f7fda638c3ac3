/** Registration step 1: the account (the agreement ticked). */
import * as Messages from "../Messages.ts"
import * as Fields from "./fields.ts"
import * as Kit from "./kit.ts"

const R = Messages.registerErrors

export const registerStep1 = {
  phone: Fields.mobile,
  code: Fields.smsCode,
  password: Fields.newPassword,
  confirm: Fields.confirm,
  agree: Kit.text(Kit.ticked(R.agreeRequired)),
} satisfies Kit.Form<string>
