/**
 * 近效期专场 (/jxqzc): goods whose expiry date (`yxq`, `YYYY-MM-DD`) falls within 180 days. Days
 * left are counted on the Asia/Shanghai calendar, from today's date to the expiry date (0 on
 * the expiry day, negative once past), whatever the browser's zone; an unreadable date has no
 * days left (`null`). The zone lists goods by expiry date, soonest first; goods without a
 * readable date come last; equal dates keep their order (the sort is stable).
 */
import type * as Contract from "./Contract.ts"
import * as DateTime from "./DateTime.ts"

/** Goods expiring within this many days are near expiry. */
export const WINDOW_DAYS = 180

/** Epoch ms of a `YYYY-MM-DD` expiry date (Shanghai midnight), or `null`. */
export const expiryOf = (yxq: Contract.Goods["yxq"]): number | null =>
  yxq === undefined ? null : DateTime.parseDate(yxq.trim())

/** Days from today (Shanghai) to the expiry date; `null` when the date cannot be read. */
export const daysLeft = (yxq: Contract.Goods["yxq"], nowMs: number): number | null => {
  const e = expiryOf(yxq)
  return e === null ? null : DateTime.day(e) - DateTime.day(nowMs)
}

/** True when the goods expires within the window (today included) and has not expired. */
export const isNear = (yxq: Contract.Goods["yxq"], nowMs: number): boolean => {
  const d = daysLeft(yxq, nowMs)
  return d !== null && d >= 0 && d <= WINDOW_DAYS
}

/** Goods as far as their expiry goes (`Contract.Goods`). */
export type Dated = Partial<Pick<Contract.Goods, "yxq">>

/** Order by expiry date, soonest first; unreadable dates last. */
export const compare = (a: Dated, b: Dated): number => {
  const x = expiryOf(a.yxq)
  const y = expiryOf(b.yxq)
  if (x === null) return y === null ? 0 : 1
  if (y === null) return -1
  return x - y
}

/** A copy sorted by expiry (stable). */
export const sortByExpiry = <G extends Dated>(goods: ReadonlyArray<G>): ReadonlyArray<G> =>
  [...goods].sort(compare)
