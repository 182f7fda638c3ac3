/** The shell's calls: the signed-in company, the cart count, logout and the site-wide data. */
import * as Op from "@mall/core/generated/operations"
import { Option, Schema } from "effect"
import { call, request, send } from "../api/client.ts"

/** GET /api/user/base: its outcome, shown by nobody (a guest gets 401 here). */
export const userBase = () => request(Op.getUserBase)

/** GET /api/cart/total, silent. */
export const cartTotal = () => call(Op.getCartTotal, undefined, { silent: true })

/** DELETE /api/user/logout, failures shown by the shared handler. */
export const logout = () => send(Op.deleteUserLogout)

/** GET /api/focus/common, silent. */
export const focusCommon = () => call(Op.getFocusCommon, undefined, { silent: true })

/** GET /api/help/category (categoryServe), silent: the footer and the help centre share it. */
export const helpCategories = () => call(Op.getHelpCategory, undefined, { silent: true })

const decodeHelpJson = Schema.decodeUnknownOption(Schema.fromJsonString(Op.getHelpCategory.data))

/** Help categories kept by an earlier page load (JSON text), decoded like an answer. */
export const decodeHelpCategories = (text: string | null) =>
  text === null ? [] : Option.getOrElse(decodeHelpJson(text), () => [])
