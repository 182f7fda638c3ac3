/**
 * 领券中心 (/lqzx): the coupons to claim, each with its state (core CouponClaim: 立即领取, 已领取,
 * 已领完, 活动未开始, 已结束). Claiming asks the server; on success the coupon shows 已领取 with one
 * fewer left (kept here over the loaded page) and a dialog titled 领取成功 says where the coupon
 * went and offers the way to 我的优惠券 (/wdqb/yhq); a refusal is shown as the server says
 * (温馨提示).
 */
import { signal } from "@preact/signals-react"
import * as CouponClaim from "@mall/core/CouponClaim"
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import type { DataOf } from "@mall/core/Operation"
import type * as Op from "@mall/core/generated/operations"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { whileBusy } from "../../lib/busy.ts"
import { resource } from "../../lib/kit/resource.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { alert } from "../../lib/ui/dialogs.ts"
import * as Api from "./api.ts"

export type CentreCoupon = DataOf<typeof Op.getCouponCenter>["data"][number]

export const MY_COUPONS_PATH = "/wdqb/yhq"

/** Coupons claimed on this page load, by id. */
export const claimedHere = signal<ReadonlySet<number>>(new Set())
/** Coupon ids with a claim on its way. */
export const claiming = signal<ReadonlySet<number>>(new Set())

/** The coupon as it stands now (claimed here → held, one fewer left). */
export const current = (c: CentreCoupon): CentreCoupon =>
  claimedHere.value.has(c.id) ? CouponClaim.afterClaim(c) : c

/** Claims a coupon. */
export async function claim(c: CentreCoupon): Promise<void> {
  if (claiming.value.has(c.id)) return
  const outcome = await whileBusy(claiming, c.id, () => Api.claim(c.id))
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  claimedHere.value = new Set([...claimedHere.value, c.id])
  void alert(Messages.zones.claimedBody, {
    title: Messages.zones.claimedNotice,
    action: { label: Messages.zones.viewMyCoupons, onSelect: () => navigateTo(MY_COUPONS_PATH) },
  })
}

/** Forgets the claims of this page load (tests, leaving the page). */
export function resetClaims(): void {
  claimedHere.value = new Set()
  claiming.value = new Set()
}

export const spec = { page: ListQuery.page, type: ListQuery.oneOf(["all", "1", "2", "3"]) }
export type Query = ListQuery.Values<typeof spec>

export const list = resource((q: Query) =>
  Api.coupons(q.page, q.type === "all" ? null : (Number(q.type) as 1 | 2 | 3)),
)
