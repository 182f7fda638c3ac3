/** Signing in (/login): the user name and the password. */
import * as Messages from "../Messages.ts"
import * as Kit from "./kit.ts"

const M = Messages.form

export const login = {
  username: Kit.text(Kit.required(M.usernameRequired)),
  password: Kit.secret(Kit.required(M.passwordRequired)),
} satisfies Kit.Form<string>
