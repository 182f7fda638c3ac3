/**
 * Orders read back: a placed order holds the cart lines it was placed from, is 待付款 and was
 * made now, in Beijing time (its created_at in the detail and in the order list); a
 * cancelled or confirmed one shows its new status; a return or after-sales request answered as
 * made can be read by its id.
 */
import * as DateTime from "@mall/core/DateTime"
import { rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import type { Exchange } from "../http.ts"
import { goodsCounts, noteCart } from "./cart.ts"
import type { CartBefore } from "./cart.ts"
import { allRows, idOf, list, num, sparing } from "./kit.ts"
import type { ReadBack, ReadCtx } from "./kit.ts"

export const orderPlaced: ReadBack = {
  before: noteCart,
  async after(ctx, call, answer, before) {
    const id = idOf(answer)
    const { x, data } = await ctx.read("getOrderById", { path: { id: String(id) } })
    if (!data)
      return [
        {
          op: "postOrder",
          cause: "an order answered as placed cannot be read",
          detail: `order ${String(id)}: GET /api/order/${String(id)} answered ${x.status}`,
          exchange: x,
        },
      ]
    const chosen = new Set(list(call.body?.ids).map(num))
    const lines = (before as CartBefore).lines
    const want = goodsCounts(lines.filter((l) => chosen.has(num(l.id))))
    const got = new Map<number, number>()
    for (const g of rowsOf(data.goods))
      if (num(g.is_gift) !== 1)
        got.set(num(g.goods_id), (got.get(num(g.goods_id)) ?? 0) + num(g.number))
    const wrong = [...want].filter(([g, n]) => got.get(g) !== n)
    const problems: Problem[] = wrong.map(([g, n]) => ({
      op: "postOrder",
      cause: "an order does not hold the cart lines it was placed from",
      detail: `order ${String(id)}: goods ${g} ×${n} was chosen, the order holds ${got.get(g) ?? 0}`,
      exchange: x,
    }))
    problems.push(...(await madeNow(ctx, id, data.created_at, x)))
    if (num(data.status) !== 0)
      problems.push({
        op: "postOrder",
        cause: "a new order is not 待付款 (status 0)",
        detail: `order ${String(id)} has status ${String(data.status)}`,
        exchange: x,
      })
    return problems
  },
}

/** How far a new record's time may be from the suite's clock (servers' clocks drift a little). */
const CLOCK_SLACK_MS = 30 * 60_000

/**
 * A new order's created_at, in its detail and in the order list, is now in Beijing time: a time
 * written in UTC or in the server's own zone is hours off (named at the answer that says it).
 */
async function madeNow(
  ctx: ReadCtx,
  id: number | null,
  detailTime: unknown,
  detail: Exchange,
): Promise<Problem[]> {
  const { x, data } = await ctx.read("getOrderList", { query: { page: 1 } })
  const listed = rowsOf(data).find((o) => num(o.id) === id)
  const problems: Problem[] = []
  for (const [op, t, ex] of [
    ["getOrderById", detailTime, detail],
    ["getOrderList", listed?.created_at, x],
  ] as const) {
    const at = typeof t === "string" ? DateTime.parse(t) : null
    if (at === null || Math.abs(at - Date.now()) <= CLOCK_SLACK_MS) continue
    const hours = (at - Date.now()) / DateTime.HOUR_MS
    problems.push({
      op,
      cause: "a new record's time is not now in Beijing time",
      detail: `order ${String(id)} placed just now has created_at ${String(t)}, ${hours.toFixed(1)} h from now in Beijing time (UTC+8)`,
      exchange: ex,
    })
  }
  return problems
}

/** An order's status after a write must be `status` (`what` names it). */
const orderStatus = (op: string, status: number, what: string): ReadBack => ({
  async after(ctx, call) {
    const id = String(call.path?.id)
    const { x, data } = await ctx.read("getOrderById", { path: { id } })
    return num(data?.status) === status
      ? []
      : [
          {
            op,
            cause: `an order ${what} does not show status ${status}`,
            detail: `order ${id} answered as ${what} shows status ${String(data?.status)}`,
            exchange: x,
          },
        ]
  },
})

/** Cancelling an order leaves the company's other orders as they were. */
export const orderCancelled = sparing(
  "postOrderCancel",
  "getOrderList",
  ["status"],
  (call) => new Set([num(call.path?.id)]),
  orderStatus("postOrderCancel", 4, "cancelled"),
)

/** A payment asks for the order's amount (PayInfo.amount is the order's order_amount). */
export const orderPaid: ReadBack = {
  async after(ctx, call, answer) {
    const id = String(call.path?.id)
    const asked = (answer as Record<string, unknown> | null)?.amount
    if (asked === undefined) return []
    const { x, data } = await ctx.read("getOrderById", { path: { id } })
    if (!data || data.order_amount === asked) return []
    return [
      {
        op: "postOrderPay",
        cause: "a payment asks for another amount than the order's",
        detail: `order ${id}: the payment asks ${String(asked)}, the order's order_amount is ${String(data.order_amount)}`,
        exchange: x,
      },
    ]
  },
}
export const orderConfirmed = orderStatus("postOrderConfirm", 3, "confirmed")

/** A record a write answered as made must be readable by its id (`read` of `{id}`). */
const readable = (op: string, read: string, what: string): ReadBack => ({
  async after(ctx, _call, answer) {
    const id = idOf(answer)
    const { x } = await ctx.read(read, { path: { id: String(id) } })
    return x.status === 200
      ? []
      : [
          {
            op,
            cause: `${what} answered as made cannot be read`,
            detail: `${what} ${String(id)}: ${x.method} ${new URL(x.url).pathname} answered ${x.status}`,
            exchange: x,
          },
        ]
  },
})

/** A return answered as made is readable by its id and in the return list. */
const returnReadable = readable("postReturn", "getReturnById", "a return")
export const returnApplied: ReadBack = {
  async after(ctx, call, answer) {
    const own = await returnReadable.after(ctx, call, answer, undefined)
    const id = idOf(answer)
    if (id === null || own.length > 0) return own
    const listed = (await allRows(ctx, "getReturnList")).some((r) => num(r.id) === id)
    return listed
      ? []
      : [
          {
            op: "getReturnList",
            cause: "a record answered as made is missing from its list",
            detail: `return ${id} can be read by its id but is not in GET /api/returns`,
          },
        ]
  },
}
export const afterSaleApplied = readable(
  "postAfterSale",
  "getAfterSaleById",
  "an after-sales request",
)
