/** Coupons a user holds: their status now, and which ones can be used. */
import type { Db } from "../state/db.ts"
import type { Coupon, User, UserCoupon } from "../state/types.ts"
import { presentCouponFacts } from "./present.ts"
import { formatDateTime } from "./time.ts"

export interface HeldCoupon {
  /** The user's coupon id (what coupon_ids refer to). */
  id: number
  couponId: number
  name: string
  type: 1 | 2 | 3
  amount: number
  minAmount: number
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
