/**
 * Coupons: the company's own (by type and status), those usable now and their count, and the
 * coupon centre with claiming (not started, ended, claimed already and sold out are warnings).
 */
import { notFound, ok, warn } from "../http/envelope.ts"
import { availableCoupons, heldCoupons, presentHeld, statusOf } from "../domain/coupons.ts"
import { msg } from "../domain/messages.ts"
import { presentCoupon } from "../domain/present.ts"
import { nextId } from "../state/db.ts"
import { optInt, pageArgs, paginate, requireUser, value } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

export const couponRoutes: RouteDef[] = [
  route("GET", "/api/user/coupon", true, (ctx) => {
    const user = requireUser(ctx)
    const type = optInt(ctx, "type", 0, "券类型")
    const status = value(ctx, "status") === undefined ? null : optInt(ctx, "status", 0, "状态")
    const list = heldCoupons(ctx.db, user, ctx.now).filter(
      (c) => (type === 0 || c.type === type) && (status === null || c.status === status),
    )
    return ok(paginate(list, pageArgs(ctx, 10), presentHeld))
  }),

  route("GET", "/api/user/availableCoupon", true, (ctx) => {
    const user = requireUser(ctx)
    const type = optInt(ctx, "type", 0, "券类型")
    const list = availableCoupons(ctx.db, user, ctx.now).filter(
      (c) => type === 0 || c.type === type,
    )
    return ok(paginate(list, pageArgs(ctx, 10), presentHeld))
  }),

  route("GET", "/api/user/couponNum", true, (ctx) =>
    ok({ count: availableCoupons(ctx.db, requireUser(ctx), ctx.now).length }),
  ),

  route("GET", "/api/coupon/center", true, (ctx) => {
    const user = requireUser(ctx)
    const type = optInt(ctx, "type", 0, "券类型")
    const list = ctx.db.coupons.filter((c) => (type === 0 || c.type === type) && c.endAt > ctx.now)
    return ok(
      paginate(list, pageArgs(ctx, 10), (c) => {
        const held = ctx.db.userCoupons.find((uc) => uc.userId === user.id && uc.couponId === c.id)
        return {
          ...presentCoupon(c, held ? statusOf(held, c, ctx.now) : 0, held !== undefined),
          remain: Math.max(0, c.total - c.claimed),
        }
      }),
    )
  }),

  route("POST", "/api/coupon/{id}/receive", true, (ctx) => {
    const user = requireUser(ctx)
    const c = ctx.db.coupons.find((x) => x.id === Number(ctx.params.id))
    if (!c) throw notFound(msg.couponNotFound)
    if (ctx.now < c.startAt) throw warn(msg.couponNotStarted)
    if (ctx.now >= c.endAt) throw warn(msg.couponEnded)
    if (ctx.db.userCoupons.some((uc) => uc.userId === user.id && uc.couponId === c.id))
      throw warn(msg.couponAlreadyClaimed)
    if (c.claimed >= c.total) throw warn(msg.couponSoldOut)
    c.claimed += 1
    ctx.db.userCoupons.push({
      id: nextId(ctx.db, "userCoupons"),
      userId: user.id,
      couponId: c.id,
      status: 0,
      claimedAt: ctx.now,
    })
    return ok(null, msg.couponClaimed)
  }),
]
