/**
 * The signed-in account: its state for the page header and member centre (GET /api/user/base,
 * with the complaint hotline and instant-message links every page shows), its profile, a new
 * password (proved by the current one or an SMS code), signing out, and the registration check
 * of whether a phone is registered already (braked per address: state/security.ts).
 */
import { createHash } from "node:crypto"
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { invalid, invalidMany, ok } from "../http/envelope.ts"
import { sessionCookie } from "../http/cookies.ts"
import { msg } from "../domain/messages.ts"
import { bit } from "../domain/present.ts"
import { userLines } from "../domain/cart.ts"
import { optString, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"
import { changePassword, tooMany } from "./auth.ts"

export const HOT_LINE = "400-800-1234"

/** The complaint hotline and the two instant-message links: every company's, and a guest's. */
export const COMMON_CONFIG = {
  hot_line: HOT_LINE,
  qq1: "https://wpa.qq.com/msgrd?v=3&uin=800001001&site=qq&menu=yes",
  qq2: "https://wpa.qq.com/msgrd?v=3&uin=800001002&site=qq&menu=yes",
} as const

export const accountRoutes: RouteDef[] = [
  route("GET", "/api/user/base", true, (ctx) => {
    const user = requireUser(ctx)
    const token = createHash("sha256")
      .update(`${ctx.session?.token ?? ""}:chat`)
      .digest("hex")
      .slice(0, 32)
    return ok({
      show: 1,
      username: user.username,
      name: user.name,
      phone: user.phone,
      company: user.company,
      face: user.face,
      rank: user.rank,
      admin: user.admin ?? { name: "", phone: "", is_default: 1 },
      address: user.address,
      is_passed: user.isPassed,
      points: user.points,
      cart: { count: userLines(ctx.db, user.id).length },
      message_count: ctx.db.messages.filter((m) => m.userId === user.id && !m.isRead).length,
      wechat: user.wechat,
      common_config: COMMON_CONFIG,
      quality_inspection:
        user.isSpecial === 1
          ? { quality_inspection_url: "", msg: "质检报告请联系您的客户经理获取" }
          : { quality_inspection_url: "/zhzx/jybg", msg: "" },
      login_url: "/login",
      is_show_youx: user.isShowYoux,
      is_special: user.isSpecial,
      is_can_chat: user.isCanChat,
      token,
      is_AfterSale: user.isAfterSale,
    })
  }),

  route("DELETE", "/api/user/logout", true, (ctx) => {
    if (ctx.session) ctx.db.sessions.delete(ctx.session.token)
    ctx.setCookie(sessionCookie("", 0))
    return ok(null, msg.loggedOut)
  }),

  route("POST", "/api/user/updateUserInfo", true, (ctx) => {
    const user = requireUser(ctx)
    const name = optString(ctx, "name").trim()
    const phone = optString(ctx, "phone").trim()
    const result = Forms.validate(Forms.basicInfo, { name, phone })
    if (result._tag === "Failure") {
      const errors: Record<string, string[]> = {}
      for (const [field, message] of Object.entries(result.failure))
        if (typeof message === "string") errors[field] = [message]
      throw invalidMany(errors)
    }
    user.name = name
    user.phone = phone
    return ok(null, msg.saved)
  }),

  route("POST", "/api/user/resetPassword", true, (ctx) => {
    const user = requireUser(ctx)
    const password = optString(ctx, "password")
    if (password.length < 6 || password.length > 20) throw invalid("password", "密码长度为6-20位")
    changePassword(ctx, user, password)
    return ok(null, msg.passwordChanged)
  }),

  route("GET", "/api/user/phone/{phone}", false, (ctx) => {
    // braked per address like sign-in: the answer tells anyone whether a number is registered
    const security = ctx.app.security
    const wait = security.phoneLookups.take(ctx.peer, security.now())
    if (wait > 0) throw tooMany(Messages.edge.phoneLookupTooOften(wait / 1000), wait)
    const phone = ctx.params.phone ?? ""
    return ok({ phone, is_registered: bit(ctx.db.users.some((u) => u.phone === phone)) })
  }),
]
