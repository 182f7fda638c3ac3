/** The member centre's basic information: the contact's name and phone. */
import * as Messages from "../Messages.ts"
import * as Fields from "./fields.ts"
import * as Kit from "./kit.ts"

const M = Messages.form

export const basicInfo = {
  name: Kit.text(Kit.required(M.nameRequired)),
  phone: Fields.contactPhone,
} satisfies Kit.Form<string>
