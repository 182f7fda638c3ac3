/** Feedback (意见反馈, POST /api/user/feedback): content 5-500 characters; contact a phone or an e-mail. */
import * as Messages from "../Messages.ts"
import * as Validation from "../Validation.ts"
import * as Kit from "./kit.ts"

const M = Messages.form
const FB = Messages.member.feedback

export const feedback = {
  type: Kit.text(Kit.required(M.feedbackTypeRequired)),
  content: Kit.text(
    Kit.required(M.feedbackContentRequired),
    Kit.matches((v) => [...v.trim()].length >= 5, FB.contentTooShort),
    Kit.maxLength(500, M.feedbackContentTooLong),
  ),
  contact: Kit.text(
    Kit.required(FB.contactRequired),
    Kit.matches((v) => Validation.isPhone(v) || Validation.isEmail(v), FB.contactInvalid),
  ),
} satisfies Kit.Form<string>
