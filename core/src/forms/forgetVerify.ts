/** Forgotten password step 1: the phone and its SMS code. */
import * as Fields from "./fields.ts"
import type * as Kit from "./kit.ts"

export const forgetVerify = {
  phone: Fields.mobile,
  code: Fields.smsCode,
} satisfies Kit.Form<string>
