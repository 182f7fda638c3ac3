/** The company's money: its balance, the balance log (by use and date range) and cash vouchers. */
import { invalid, ok } from "../http/envelope.ts"
import { money } from "../domain/present.ts"
import { DAY_MS as DAY, formatDateTime, parseDate } from "@mall/core/DateTime"
import { optInt, optString, pageArgs, paginate, requireUser, value } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

export const walletRoutes: RouteDef[] = [
  route("GET", "/api/cash_voucher", true, (ctx) => {
    const user = requireUser(ctx)
    const status = value(ctx, "status") === undefined ? null : optInt(ctx, "status", 0, "状态")
    const list = ctx.db.cashVouchers
      .filter((v) => v.userId === user.id)
      .map((v) => ({ v, status: v.endAt <= ctx.now ? 2 : v.balance === 0 ? 1 : 0 }))
      .filter((x) => status === null || x.status === status)
    return ok(
      paginate(list, pageArgs(ctx, 10), ({ v, status: s }) => ({
        id: v.id,
        name: v.name,
        amount: money(v.amount),
        balance: money(v.balance),
        end_time: formatDateTime(v.endAt),
        status: s,
      })),
    )
  }),

  route("GET", "/api/user/user_money", true, (ctx) =>
    ok({ user_money: money(requireUser(ctx).money), frozen_money: money(0) }),
  ),

  route("GET", "/api/user/user_money_log", true, (ctx) => {
    const user = requireUser(ctx)
    const useType = optInt(ctx, "use_type", 0, "类型")
    const start = optString(ctx, "start_time")
    const end = optString(ctx, "end_time")
    const from = start ? parseDate(start) : Number.NEGATIVE_INFINITY
    const endDay = end ? parseDate(end) : Number.POSITIVE_INFINITY
    if (from === null) throw invalid("start_time", "开始时间格式不正确")
    if (endDay === null) throw invalid("end_time", "结束时间格式不正确")
    const to = endDay + DAY
    const list = ctx.db.moneyLog
      .filter(
        (l) =>
          l.userId === user.id &&
          (useType === 0 || l.useType === useType) &&
          l.createdAt >= from &&
          l.createdAt < to,
      )
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (l) => ({
        id: l.id,
        use_type: l.useType,
        amount: money(l.change),
        balance: money(l.balance),
        remarks: l.remark,
        created_at: formatDateTime(l.createdAt),
      })),
    )
  }),
]
