/**
 * Orders read back: a placed order holds the cart lines it was placed from and is 待付款; a
 * cancelled or confirmed one shows its new status; a return or after-sales request answered as
 * made can be read by its id.
 */
import { rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import { goodsCounts, noteCart } from "./cart.ts"
import type { CartBefore } from "./cart.ts"
import { idOf, list, num } from "./kit.ts"
import type { ReadBack } from "./kit.ts"

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

export const orderCancelled = orderStatus("postOrderCancel", 4, "cancelled")
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

export const returnApplied = readable("postReturn", "getReturnById", "a return")
export const afterSaleApplied = readable(
  "postAfterSale",
  "getAfterSaleById",
  "an after-sales request",
)
