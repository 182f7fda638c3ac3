/**
 * Orders read back: a placed order holds the cart lines it was placed from, is 待付款 and was
 * made now, in Beijing time (its created_at in the detail and in the order list), and is listed
 * with its own day as start_date and end_date; a cancelled or confirmed one shows its new status;
 * buying again puts its quantities in the cart; a return or after-sales request answered as made
 * can be read by its id, and a return is counted in the order detail's returned; a balance payment
 * pays the order and takes its amount from the balance, one the balance cannot cover changes
 * neither.
 */
import * as DateTime from "@mall/core/DateTime"
import * as PayType from "@mall/core/PayType"
import { rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import type { Row } from "../bag.ts"
import type { Exchange } from "../http.ts"
import { fen, shown, yuan } from "../money.ts"
import { goodsCounts, noteCart } from "./cart.ts"
import type { CartBefore } from "./cart.ts"
import { allRows, idOf, list, num, sentDiff, sparing, text } from "./kit.ts"
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
    problems.push(...(await listedOnItsDay(ctx, id, data.created_at)))
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

/**
 * The order list's date filter holds both ends (北京时间，含当天): a new order is listed with
 * start_date and end_date both its own day.
 */
async function listedOnItsDay(ctx: ReadCtx, id: number | null, at: unknown): Promise<Problem[]> {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(String(at ?? ""))?.[0]
  if (day === undefined || id === null) return []
  const { x, data } = await ctx.read("getOrderList", {
    query: { start_date: day, end_date: day, page: 1 },
  })
  return rowsOf(data).some((o) => num(o.id) === id)
    ? []
    : [
        {
          op: "getOrderList",
          cause: "a date filter leaves out its own end day",
          detail: `order ${id} created ${String(at)} is not in GET /api/order?start_date=${day}&end_date=${day}`,
          exchange: x,
        },
      ]
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

/**
 * A payment or a cancel the contract refuses in the order's status (a cancelled order paid, a
 * shipped one cancelled) leaves the order in the status it had.
 */
export const statusKept = (op: string): ReadBack => ({
  async before(ctx, call) {
    const { data } = await ctx.read("getOrderById", { path: { id: String(call.path?.id) } })
    return data?.status
  },
  async after(ctx, call, _answer, before) {
    const id = String(call.path?.id)
    const { x, data } = await ctx.read("getOrderById", { path: { id } })
    return data === null || data.status === before
      ? []
      : [
          {
            op,
            cause: "a payment or cancel the order's status refuses changes the order",
            detail: `order ${id} in status ${String(before)} is in status ${String(data.status)} after it`,
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

/**
 * A payment asks for the order's amount (PayInfo.amount is the order's order_amount), and the
 * order shows the pay_type it was paid with (not the one it was placed with).
 */
export const orderPaid: ReadBack = {
  async after(ctx, call, answer) {
    const id = String(call.path?.id)
    const asked = (answer as Record<string, unknown> | null)?.amount
    const { x, data } = await ctx.read("getOrderById", { path: { id } })
    if (!data) return []
    const problems: Problem[] = []
    if (asked !== undefined && data.order_amount !== asked)
      problems.push({
        op: "postOrderPay",
        cause: "a payment asks for another amount than the order's",
        detail: `order ${id}: the payment asks ${String(asked)}, the order's order_amount is ${String(data.order_amount)}`,
        exchange: x,
      })
    // the detail names the type by its code or its word (core PayType)
    const sent = call.body?.pay_type
    if (sent !== undefined && PayType.parse(text(data.pay_type)) !== sent)
      problems.push({
        op: "postOrderPay",
        cause: "an order paid does not show how it was paid",
        detail: `order ${id} paid with pay_type ${JSON.stringify(sent)} shows pay_type ${JSON.stringify(data.pay_type)} in GET /api/order/${id}`,
        exchange: x,
      })
    return problems
  },
}
export const orderConfirmed = orderStatus("postOrderConfirm", 3, "confirmed")

/** The company's balance (GET /api/user/user_money), in fen. */
const balanceOf = async (ctx: ReadCtx): Promise<{ x: Exchange; shown: unknown; fen: number }> => {
  const { x, data } = await ctx.read("getUserUserMoney")
  return { x, shown: data?.user_money, fen: fen(data?.user_money) }
}

/**
 * `inner`, and the company's balance after a balance payment: less the order's order_amount when
 * the payment is `taken`, as it was when it is refused.
 */
const withBalance = (inner: ReadBack, taken: boolean): ReadBack => ({
  async before(ctx, call) {
    return { inner: await inner.before?.(ctx, call), balance: (await balanceOf(ctx)).fen }
  },
  async after(ctx, call, answer, before) {
    const noted = before as { inner: unknown; balance: number }
    const problems = await inner.after(ctx, call, answer, noted.inner)
    const id = String(call.path?.id)
    const { data: order } = await ctx.read("getOrderById", { path: { id } })
    const now = await balanceOf(ctx)
    const want = taken ? noted.balance - fen(order?.order_amount) : noted.balance
    if (order && Number.isFinite(noted.balance) && now.fen !== want)
      problems.push({
        op: "postOrderPay",
        cause: taken
          ? "a balance payment does not take the order's amount from the balance"
          : "a balance payment refused changes the balance",
        detail: `order ${id} (order_amount ${shown(order.order_amount)}) ${taken ? "paid" : "refused"} from the balance: user_money was ${yuan(noted.balance)}, now ${shown(now.shown)}, expected ${yuan(want)}`,
        exchange: now.x,
      })
    return problems
  },
})

/** A payment taken at once (from the balance): the order is 待发货 (status 1) with its paid_at. */
const paidNow: ReadBack = {
  async after(ctx, call, answer) {
    const problems = await orderPaid.after(ctx, call, answer, undefined)
    const id = String(call.path?.id)
    const { x, data } = await ctx.read("getOrderById", { path: { id } })
    if (data && (num(data.status) !== 1 || text(data.paid_at) === ""))
      problems.push({
        op: "postOrderPay",
        cause: "an order paid does not show as paid",
        detail: `order ${id} answered as paid from the balance shows status ${String(data.status)}, paid_at ${JSON.stringify(data.paid_at)}; expected status 1 and the time it was paid`,
        exchange: x,
      })
    return problems
  },
}

/** A balance payment: the order paid, the order's amount taken from the balance. */
export const paidFromBalance = withBalance(paidNow, true)
/** A balance payment the balance cannot cover: refused, the order unpaid, the balance as it was. */
export const balanceShort = withBalance(statusKept("postOrderPay"), false)

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

/** The returned count of each line of an order (OrderGoods.returned, by order goods id). */
async function returnedOf(ctx: ReadCtx, orderId: unknown): Promise<Map<number, number>> {
  const { data } = await ctx.read("getOrderById", { path: { id: String(orderId) } })
  return new Map(rowsOf(data?.goods).map((g) => [num(g.id), num(g.returned)]))
}

/**
 * A return answered as made is readable by its id and in the return list, and the order detail
 * counts it: each line's returned grows by the number returned (可退数量 = number − returned).
 */
const returnReadable = readable("postReturn", "getReturnById", "a return")
export const returnApplied: ReadBack = {
  async before(ctx, call) {
    return returnedOf(ctx, call.body?.order_id)
  },
  async after(ctx, call, answer, before) {
    const own = await returnReadable.after(ctx, call, answer, undefined)
    const id = idOf(answer)
    if (id === null || own.length > 0) return own
    const problems: Problem[] = []
    const listed = (await allRows(ctx, "getReturnList")).some((r) => num(r.id) === id)
    if (!listed)
      problems.push({
        op: "getReturnList",
        cause: "a record answered as made is missing from its list",
        detail: `return ${id} can be read by its id but is not in GET /api/returns`,
      })
    const was = before as Map<number, number>
    const now = await returnedOf(ctx, call.body?.order_id)
    const numbers = list(call.body?.numbers).map(num)
    const wrong = list(call.body?.order_goods_ids)
      .map((g, i) => [num(g), numbers[i] ?? 0] as const)
      .filter(([g, n]) => was.has(g) && now.get(g) !== (was.get(g) ?? 0) + n)
    if (wrong.length > 0)
      problems.push({
        op: "getOrderById",
        cause: "an order detail does not count its returns",
        detail: `order ${String(call.body?.order_id)} after return ${id}: ${wrong
          .map(
            ([g, n]) =>
              `line ${g} returned ${String(was.get(g))} → ${String(now.get(g))}, expected ${(was.get(g) ?? 0) + n}`,
          )
          .join("; ")}`,
      })
    return problems
  },
}
/** An after-sales request answered as made reads back as sent (each field its detail shows). */
const afterSaleReadable = readable("postAfterSale", "getAfterSaleById", "an after-sales request")
export const afterSaleApplied: ReadBack = {
  async after(ctx, call, answer) {
    const own = await afterSaleReadable.after(ctx, call, answer, undefined)
    const id = idOf(answer)
    if (id === null || own.length > 0) return own
    const { x, data } = await ctx.read("getAfterSaleById", { path: { id: String(id) } })
    const diff = data ? sentDiff(call.body ?? {}, data) : []
    return diff.length === 0
      ? []
      : [
          {
            op: "postAfterSale",
            cause: "an after-sales request is not kept as sent",
            detail: `after-sales ${id} in GET /api/after_sales/${id}: ${diff.join("; ")}`,
            exchange: x,
          },
        ]
  },
}

/**
 * Buying again puts the order's goods (gifts excepted) in the cart at the order's quantities:
 * each goods the answer does not list as skipped is in the cart that many more than before.
 */
export const rebought: ReadBack = {
  before: noteCart,
  async after(ctx, call, answer, before) {
    const id = String(call.path?.id)
    const { data: order } = await ctx.read("getOrderById", { path: { id } })
    const { x, data } = await ctx.read("getCartList")
    const skipped = new Set(list((answer as Row | null)?.skipped).map(String))
    const want = new Map<number, number>()
    for (const g of rowsOf(order?.goods)) {
      if (num(g.is_gift) === 1 || skipped.has(String(g.name)) || String(g.batch ?? "x") === "")
        continue
      want.set(num(g.goods_id), (want.get(num(g.goods_id)) ?? 0) + num(g.number))
    }
    const was = goodsCounts((before as CartBefore).lines)
    const now = goodsCounts(rowsOf(data))
    const wrong = [...want].filter(([g, n]) => (now.get(g) ?? 0) - (was.get(g) ?? 0) !== n)
    return wrong.length === 0
      ? []
      : [
          {
            op: "postOrderRebuy",
            cause: "buying again does not put the order's quantities in the cart",
            detail: `order ${id}: ${wrong
              .slice(0, 3)
              .map(
                ([g, n]) =>
                  `goods ${g} ×${n} in the order, the cart holds ${(now.get(g) ?? 0) - (was.get(g) ?? 0)} more`,
              )
              .join("; ")}`,
            exchange: x,
          },
        ]
  },
}
