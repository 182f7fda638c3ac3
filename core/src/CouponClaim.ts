/**
 * 领券中心 (/lqzx): what the button of a coupon offers. A coupon the company already holds is
 * 已领取, whatever else is true; otherwise one past its end is 已结束, one before its start is
 * 活动未开始, one with none left (`remain` 0) is 已领完, and only the rest can be claimed
 * (立即领取). Start and end arrive as Shanghai `YYYY-MM-DD HH:mm:ss` strings (or timestamps);
 * the clock is passed in. An unreadable start counts as started and an unreadable end as not
 * ended, so a coupon is never hidden by a bad date; an absent `remain` means not sold out. After
 * a successful claim the coupon is held (`claimed`) and one fewer is left.
 */
import type * as Contract from "./Contract.ts"
import * as DateTime from "./DateTime.ts"
import * as Messages from "./Messages.ts"

export type State = "Claimable" | "Claimed" | "Ended" | "NotStarted" | "SoldOut"

/** A coupon of the coupon centre as far as its button reads it (`Contract.Coupon`). */
export type CentreCoupon = Partial<
  Pick<Contract.Coupon, "is_received" | "start_time" | "end_time" | "remain">
>

const instant = (value: string | undefined): number | null =>
  value === undefined ? null : DateTime.instant(value)

/** The state of a coupon at `nowMs`. */
export const state = (c: CentreCoupon, nowMs: number): State => {
  if (c.is_received === 1) return "Claimed"
  const end = instant(c.end_time)
  if (end !== null && nowMs >= end) return "Ended"
  const start = instant(c.start_time)
  if (start !== null && nowMs < start) return "NotStarted"
  if (c.remain !== undefined && c.remain <= 0) return "SoldOut"
  return "Claimable"
}

/** Whether the button claims. */
export const canClaim = (s: State): boolean => s === "Claimable"

/** The button's words. */
export const label = (s: State): string => {
  const M = Messages.zones
  switch (s) {
    case "Claimable":
      return M.claim
    case "Claimed":
      return M.claimed
    case "Ended":
      return M.couponEnded
    case "NotStarted":
      return M.notStarted
    case "SoldOut":
      return M.soldOut
  }
}

/** The coupon after the company claimed it: held, and one fewer left. */
export const afterClaim = <C extends CentreCoupon>(c: C): C & { is_received: 1 } => {
  return {
    ...c,
    is_received: 1,
    ...(c.remain === undefined ? {} : { remain: Math.max(0, c.remain - 1) }),
  }
}
