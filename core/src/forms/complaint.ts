/** Complaints and suggestions (guests too): a phone (mobile or landline) or an e-mail. */
import * as Messages from "../Messages.ts"
import * as Validation from "../Validation.ts"
import * as Kit from "./kit.ts"

const H = Messages.helpErrors

export const complaint = {
  type: Kit.text(Kit.required(H.typeRequired)),
  content: Kit.text(Kit.required(H.contentRequired), Kit.charsBetween(5, 500, H.contentLength)),
  name: Kit.text(Kit.maxLength(20, H.nameTooLong)),
  phone: Kit.text(
    (v, all) =>
      v.trim() === "" && Kit.textOf(all.email).trim() === "" ? H.contactRequired : undefined,
    Kit.matches(Validation.isPhone, H.phoneInvalid),
  ),
  email: Kit.text(Kit.matches(Validation.isEmail, H.emailInvalid)),
} satisfies Kit.Form<string>
