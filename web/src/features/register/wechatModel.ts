/**
 * The WeChat bind (/register/wechat) after WeChat's sign-in: the authorisation code WeChat hands
 * back (`?code=`, kept in session storage so a reload keeps it), one kit form (phone, SMS code,
 * and for a phone not registered yet a password twice: core Forms.wechatBind). Whether the phone
 * is registered is asked once it is a valid mobile number (the answer for the number typed last wins; a lookup the
 * server brakes, 429, says so on the phone field); a server that asks for a password on a 422 also
 * shows the password fields.
 *
 * A registered phone: the WeChat sign-in is bound, the session set, and the page reloads at home.
 * A new phone: the registration goes on at step 2 with the token the server gave.
 */
import * as Constants from "@mall/core/Constants"
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import * as Registration from "@mall/core/Registration"
import * as Validation from "@mall/core/Validation"
import { signal } from "@preact/signals-react"
import { keepText, storedText } from "../../lib/browser.ts"
import { createForm } from "../../lib/kit/form.ts"
import { resource } from "../../lib/kit/resource.ts"
import { setLoginFlag } from "../../lib/session/loginFlag.ts"
import * as api from "./api.ts"
import { main } from "./model.ts"

const KEY = "mall.register.wechat"

export const form = createForm({
  fields: Forms.wechatBind,
  initial: { phone: "", code: "", password: "", confirm: "", [Forms.NEW_PHONE]: "" },
  persist: `${KEY}.form`,
})

/** The WeChat code of this visit: the URL's, else the one kept from before a reload. */
export const wechatCode = signal<string | null>(null)

/** Takes the code from the page's query (or the stored one) when the page opens. */
export function open(search: string): void {
  const fromUrl = Registration.wechatCode(new URLSearchParams(search).get("code"))
  // storage off: the URL still has it
  if (fromUrl !== null) keepText(KEY, fromUrl)
  wechatCode.value = fromUrl ?? Registration.wechatCode(storedText(KEY))
}

const isNew = (): boolean => form.values.peek()[Forms.NEW_PHONE] === "1"
const markNew = (on: boolean): void => {
  if (isNew() !== on) form.setField(Forms.NEW_PHONE, on ? "1" : "")
}

/**
 * Whether a phone is registered (its outcome, shown on the form): only the answer for the phone
 * typed last is shown.
 */
const lookup = resource((phone: string) => api.phoneRegistered(phone), {
  shown: (outcome) => {
    // braked (429): the buyer is told on the field; the server still asks for a password on submit
    if (outcome._tag === "Warning" && outcome.code === Constants.TOO_MANY_CODE)
      form.reject({ phone: Messages.edge.phoneLookupTooOften() })
    if (outcome._tag === "Success") markNew(outcome.data.is_registered === 0)
  },
})

/** The phone typed; a valid mobile number is looked up (registered or new). */
export async function setPhone(phone: string): Promise<void> {
  form.setField("phone", phone)
  const typed = phone.trim()
  // another number typed meanwhile: the answer for the one before is no longer wanted
  if (Validation.isMobile(typed)) await lookup.load(typed)
  else lookup.reset()
}

export type Next = { readonly _tag: "Home" } | { readonly _tag: "Register" }

/** Sends the bind; what opens next, or null when something is wrong (shown on the form). */
export async function submit(): Promise<Next | null> {
  const code = wechatCode.peek()
  if (code === null) return null
  const outcome = await form.submit((v) =>
    api.wechat({
      wechatCode: code,
      phone: v.phone,
      code: v.code,
      password: isNew() ? v.password : "",
      confirm: isNew() ? v.confirm : "",
    }),
  )
  if (outcome === null) return null
  if (outcome._tag === "FormInvalid" && !isNew()) {
    const errors = outcome.errors as Record<string, unknown> | null
    if (errors !== null && typeof errors === "object" && "password" in errors) markNew(true)
  }
  if (outcome._tag !== "Success") return null
  const phone = form.values.peek().phone.trim()
  keepText(KEY, null)
  form.reset()
  if (outcome.data.next_step === 0) {
    setLoginFlag()
    return { _tag: "Home" }
  }
  main.adopt(phone, outcome.data.register_token)
  return { _tag: "Register" }
}
