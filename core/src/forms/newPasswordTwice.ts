/** A new password twice (WeChat sign-up of a new phone, forgotten password step 2). */
import * as Fields from "./fields.ts"
import type * as Kit from "./kit.ts"

export const newPasswordTwice = {
  password: Fields.newPassword,
  confirm: Fields.confirm,
} satisfies Kit.Form<string>
