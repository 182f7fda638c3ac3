/** The account pages' calls: sign in, the login-page ad and the e-contract. */
import * as Op from "@mall/core/generated/operations"
import { call, request, send } from "../../lib/api/client.ts"

/** GET /api/focus/login, silent. */
export const loginAds = () => call(Op.getFocusLogin, undefined, { silent: true })

/** POST /api/auth/login: the outcome, shown by the caller (422 lands on the fields). */
export const login = (body: { username: string; password: string }) =>
  request(Op.postAuthLogin, { body })

/** GET /api/contract/status. */
export const contractStatus = () => call(Op.getContractStatus)

/** POST /api/contract/sign. */
export const signContract = (signName: string) =>
  send(Op.postContractSign, { body: { agree: 1, sign_name: signName } })
