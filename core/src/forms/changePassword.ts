/** Changing the password in the member centre: the current one proves it is the buyer (ADR of the edge). */
import * as Messages from "../Messages.ts"
import * as Fields from "./fields.ts"
import * as Kit from "./kit.ts"

export const changePassword = {
  old_password: Kit.secret(Kit.required(Messages.member.basic.oldPasswordRequired)),
  password: Fields.newPassword,
  confirm: Fields.confirm,
} satisfies Kit.Form<string>
