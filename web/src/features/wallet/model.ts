/**
 * 我的钱包 (/wdqb/*): the balance and its log (use type and date range in the URL, the range
 * checked by core `BalanceLog.filter` before it is sent), the points log, the coupons by status
 * (core `CouponStatus`) and the cash vouchers by status. Each list is a kit resource keyed by its
 * URL query.
 */
import * as BalanceLog from "@mall/core/BalanceLog"
import * as Calendar from "@mall/core/Calendar"
import * as ListQuery from "@mall/core/ListQuery"
import { Result } from "effect"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export const balanceSpec = {
  page: ListQuery.page,
  type: ListQuery.oneOf(["0", "1", "2", "3"]),
  start: ListQuery.date,
  end: ListQuery.date,
}
export type BalanceQuery = ListQuery.Values<typeof balanceSpec>

export const money = resource((_: null) => Api.money())

/** The log for a query; a range whose start is after its end is not sent (the form says why). */
export const moneyLog = resource((q: BalanceQuery) => {
  const checked = BalanceLog.filter({ use_type: q.type, start_time: q.start, end_time: q.end })
  return Api.moneyLog(q.page, Result.isSuccess(checked) ? checked.success : {})
})

/**
 * Checks a date range the buyer typed (each day read as 年-月-日 first, core Calendar): the range
 * to search, or the errors per field.
 */
export const checkRange = (
  start: string,
  end: string,
): { start: string; end: string; errors: BalanceLog.FilterErrors } => {
  const s = Calendar.normalise(start)
  const e = Calendar.normalise(end)
  const r = BalanceLog.filter({ start_time: s, end_time: e })
  return { start: s, end: e, errors: Result.isFailure(r) ? r.failure : {} }
}

export const pointsSpec = { page: ListQuery.page }
export const pointsLog = resource((q: ListQuery.Values<typeof pointsSpec>) => Api.pointsLog(q.page))

export const couponSpec = { page: ListQuery.page, status: ListQuery.oneOf(["0", "1", "2"]) }
export const coupons = resource((q: ListQuery.Values<typeof couponSpec>) =>
  Api.coupons(q.page, Number(q.status) as 0 | 1 | 2),
)

export const voucherSpec = { page: ListQuery.page, status: ListQuery.oneOf(["0", "1", "2"]) }
export const vouchers = resource((q: ListQuery.Values<typeof voucherSpec>) =>
  Api.vouchers(q.page, Number(q.status) as 0 | 1 | 2),
)
