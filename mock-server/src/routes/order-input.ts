/**
 * Request readers and small tables shared by the order-area handlers (orders, returns,
 * after-sales, 含麻 receipts, invoices, points orders): the date filter of a list (core
 * DateTime: Shanghai days, ends included, 422 with a Chinese message when the end is before the
 * start), parallel number lists read without dropping repeats, and the points-order statuses.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import { Result } from "effect"
import { invalid } from "../http/envelope.ts"
import { optString, value } from "./input.ts"
import type { Ctx } from "./types.ts"

/** The `start_date` / `end_date` filter of a list. */
export function dateRangeOf(ctx: Ctx): DateTime.DateRange {
  const r = DateTime.dateRange(optString(ctx, "start_date"), optString(ctx, "end_date"))
  if (Result.isSuccess(r)) return r.success
  const words = Messages.orders.search
  switch (r.failure._tag) {
    case "BadStart":
      throw invalid("start_date", words.badStart)
    case "BadEnd":
      throw invalid("end_date", words.badEnd)
    case "EndBeforeStart":
      throw invalid("end_date", words.endBeforeStart)
  }
}

/** Whether an instant (epoch ms) falls on the days of a range. */
export function inDateRange(ms: number, range: DateTime.DateRange): boolean {
  return DateTime.inRange(DateTime.formatDateTime(ms), range)
}

/**
 * A list of whole numbers in request order, repeats kept (`numbers` of a return run parallel to
 * the line ids, so two lines may return the same quantity). `null` items are left as NaN so a
 * length check still sees them.
 */
export function intList(ctx: Ctx, name: string): number[] {
  const v = value(ctx, name)
  const raw: unknown[] = Array.isArray(v)
    ? v
    : v === undefined || v === null || v === ""
      ? []
      : typeof v === "string"
        ? v.split(",")
        : [v]
  return raw.map((x) => {
    const t = typeof x === "string" ? x.trim() : x
    if (typeof t === "number") return Number.isSafeInteger(t) ? t : Number.NaN
    return typeof t === "string" && /^-?\d{1,15}$/.test(t) ? Number(t) : Number.NaN
  })
}

/** A list of strings in request order (empty items dropped). */
export function stringList(ctx: Ctx, name: string): string[] {
  const v = value(ctx, name)
  const raw: unknown[] = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]
  return raw
    .filter((x): x is string | number => typeof x === "string" || typeof x === "number")
    .map((x) => String(x).trim())
    .filter((x) => x !== "")
}

/** Points-order statuses: 0 待发货, 1 已发货, 2 已完成, 3 已取消. */
export const POINTS_ORDER_STATUS = ["待发货", "已发货", "已完成", "已取消"] as const

export function pointsOrderStatus(status: number): 0 | 1 | 2 | 3 {
  return status === 1 || status === 2 || status === 3 ? status : 0
}
