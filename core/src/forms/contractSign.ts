/** Signing the e-contract: the terms agreed to (checkbox) and the signer's name, 2-20 characters. */
import * as Messages from "../Messages.ts"
import * as Kit from "./kit.ts"

const M = Messages.form

export const contractSign = {
  agree: Kit.text(Kit.ticked(M.contractAgreeRequired)),
  sign_name: Kit.text(
    Kit.required(M.signerNameRequired),
    Kit.charsBetween(2, 20, M.signerNameLength),
  ),
} satisfies Kit.Form<string>
