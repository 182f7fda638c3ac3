/**
 * A held coupon's status on the wallet page (我的优惠券): used (已使用) when the server says so;
 * expired (已过期) when the server says so or its end time has passed; not yet started (未生效)
 * before its start time; usable (可使用) otherwise, and flagged "expiring soon" (即将过期) within
 * `SOON_DAYS` (3) days of its end. Times are the contract's `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai;
 * the clock is passed in (epoch milliseconds). The card shows the face value (¥ for amount-off
 * coupons, `{n}折` for discount coupons), the threshold (无门槛 or 满¥{n}可用), the scope (type 3
 * variety coupons are for named goods only) and the validity (`{start} 至 {end}`, dates only).
 */
import type * as Contract from "./Contract.ts"
import * as DateTime from "./DateTime.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"

/** A coupon ending within this many days is flagged. */
export const SOON_DAYS = 3

/** A held coupon as the wallet reads it (`GET /api/user/coupon`, `Contract.Coupon`). */
export type Coupon = Partial<
  Pick<Contract.Coupon, "type" | "amount" | "min_amount" | "start_time" | "end_time" | "status">
>

export type Status = "Usable" | "NotStarted" | "Used" | "Expired"

/** The wallet page's tabs: the `status` query value and its label. */
export const tabs: ReadonlyArray<{ readonly status: 0 | 1 | 2; readonly label: string }> = [
  { status: 0, label: Messages.member.coupon.usable },
  { status: 1, label: Messages.member.coupon.used },
  { status: 2, label: Messages.member.coupon.expired },
]

/** The instant of a coupon's Shanghai `YYYY-MM-DD HH:mm:ss`, or `null` when absent or unreadable. */
const parseTime = (value: string | undefined): number | null =>
  value === undefined ? null : DateTime.parse(value)

/** The status of a held coupon at `now`. */
export const status = (coupon: Coupon, now: number): Status => {
  const s = coupon.status
  if (s === 1) return "Used"
  const end = parseTime(coupon.end_time)
  if (s === 2 || (end !== null && end <= now)) return "Expired"
  const start = parseTime(coupon.start_time)
  if (start !== null && start > now) return "NotStarted"
  return "Usable"
}

/** Whether a usable coupon ends within `SOON_DAYS` days of `now`. */
export const expiringSoon = (coupon: Coupon, now: number): boolean => {
  const end = parseTime(coupon.end_time)
  return (
    status(coupon, now) === "Usable" && end !== null && end - now <= SOON_DAYS * DateTime.DAY_MS
  )
}

/** How a status is shown: usable green, not started blue, used and expired grey. */
export const tone = (s: Status): "success" | "info" | "muted" =>
  s === "Usable" ? "success" : s === "NotStarted" ? "info" : "muted"

/** The label of a status. */
export const statusLabel = (s: Status): string => {
  const M = Messages.member.coupon
  return s === "Used"
    ? M.used
    : s === "Expired"
      ? M.expired
      : s === "NotStarted"
        ? M.notStarted
        : M.usable
}

/** The face value: `¥50.00`, or `9.5折` for a discount coupon (type 2). */
export const face = (coupon: Coupon): string => {
  const amount = Money.max(Money.parseOr(coupon.amount), Money.zero)
  if (coupon.type === 2) return Messages.member.coupon.discount(amount / 100)
  return Messages.priceYuan(amount)
}

/** The threshold: 无门槛 when the minimum is 0, else `满¥{n}可用`. */
export const threshold = (coupon: Coupon): string => {
  const min = Money.max(Money.parseOr(coupon.min_amount), Money.zero)
  return Messages.couponMinimum(min)
}

/** The scope: 指定品种可用 for variety coupons (type 3), else 全场通用. */
export const scope = (coupon: Coupon): string =>
  coupon.type === 3 ? Messages.member.coupon.scopeVariety : Messages.member.coupon.scopeAll

/** The validity `{start} 至 {end}` (dates only). */
export const validity = (coupon: Coupon): string => {
  const day = (v: string | undefined): string => (v ?? "").trim().slice(0, 10)
  return Messages.member.coupon.validity(day(coupon.start_time), day(coupon.end_time))
}
