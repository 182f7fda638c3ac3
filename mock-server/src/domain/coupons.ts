/** Coupons a user holds: their status now, which ones can be used, and which apply to an order. */
import * as Cart from "@mall/core/Cart"
import * as CouponRule from "@mall/core/Coupon"
import { formatDateTime } from "@mall/core/DateTime"
import type { Fen } from "@mall/core/Money"
import type { Db } from "../state/db.ts"
import type { Coupon, User, UserCoupon } from "../state/types.ts"
import { presentCouponFacts } from "./present.ts"

export interface HeldCoupon {
  /** The user's coupon id (what coupon_ids refer to). */
  id: number
  couponId: number
  name: string
  type: 1 | 2 | 3
  amount: number
  minAmount: number
  /** A variety coupon's goods. */
  goodsIds?: number[]
  startTime: string
  endTime: string
  startAt: number
  /** 0 unused, 1 used, 2 expired. */
  status: 0 | 1 | 2
}

export function statusOf(uc: UserCoupon, c: Coupon, now: number): 0 | 1 | 2 {
  if (uc.status === 1) return 1
  if (uc.status === 2 || c.endAt <= now) return 2
  return 0
}

export function heldCoupons(db: Db, user: User, now: number): HeldCoupon[] {
  const out: HeldCoupon[] = []
  for (const uc of db.userCoupons) {
    if (uc.userId !== user.id) continue
    const c = db.coupons.find((x) => x.id === uc.couponId)
    if (!c) continue
    out.push({
      id: uc.id,
      couponId: c.id,
      name: c.name,
      type: c.type,
      amount: c.amount,
      minAmount: c.minAmount,
      ...(c.goodsIds === undefined ? {} : { goodsIds: c.goodsIds }),
      startTime: formatDateTime(c.startAt),
      endTime: formatDateTime(c.endAt),
      startAt: c.startAt,
      status: statusOf(uc, c, now),
    })
  }
  return out.sort((a, b) => b.id - a.id)
}

/** Unused, started and not expired. */
export function availableCoupons(db: Db, user: User, now: number): HeldCoupon[] {
  return heldCoupons(db, user, now).filter((c) => c.status === 0 && c.startAt <= now)
}

export function presentHeld(c: HeldCoupon) {
  return presentCouponFacts(c, c.status)
}

/**
 * What coupons are judged on for these contract cart lines (the selected ones) and goods amount
 * after 满减: core's `Coupon.Order`, so that the server and 确认订单 agree on each coupon.
 */
export function couponOrder(lines: readonly Cart.RawLine[], goodsAmount: Fen): CouponRule.Order {
  const selected = Cart.fromApi({ data: lines })
  return CouponRule.orderOf(
    goodsAmount,
    selected.lines.filter((_, i) => selected.selected[i] === true),
  )
}

/** The discount the coupon gives on the order, or `null` when it does not apply (core `Coupon`). */
export function couponDiscount(c: HeldCoupon, order: CouponRule.Order): Fen | null {
  const coupon = presentHeld(c)
  return CouponRule.appliesTo(coupon, order) ? CouponRule.discountFor(coupon, order) : null
}
