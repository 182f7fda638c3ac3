/**
 * Read-back after a write: the read that shows what a write of the scenario table did (a list, a
 * detail, a total), compared with what the write asked for, never with what the server said
 * about it. A write that is answered but not kept is named at the write; a read that disagrees
 * with the others (the cart total against the cart list) is named at that read.
 */
import * as LadderPrice from "@mall/core/LadderPrice"
import type { Bag, Row } from "./bag.ts"
import { rowsOf } from "./checks.ts"
import type { Problem } from "./checks.ts"
import type { Call, Exchange } from "./http.ts"
import { fen, shown, yuan } from "./money.ts"

export interface ReadCtx {
  /** A read of the account the write was sent for (conformance recorded). */
  read(
    id: string,
    parts?: Omit<Call, "op">,
  ): Promise<{ x: Exchange; data: Record<string, unknown> | null }>
  bag: Bag
}

/** How a write is read back: what to note before it (optional), and what to compare after. */
export interface ReadBack {
  before?(ctx: ReadCtx, call: Call): Promise<unknown>
  after(ctx: ReadCtx, call: Call, answer: unknown, before: unknown): Promise<Problem[]>
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v])
const num = (v: unknown): number => Number(v)
const text = (v: unknown): string => String(v ?? "").trim()
const idOf = (answer: unknown): number | null => {
  const id = (answer as Row | null)?.id
  return typeof id === "number" ? id : null
}

/** The rows of a list read, all pages of it up to a few. */
async function allRows(ctx: ReadCtx, id: string, query: Row = {}): Promise<Row[]> {
  const out: Row[] = []
  for (let page = 1; page <= 5; page++) {
    const { data } = await ctx.read(id, { query: { ...query, page } })
    out.push(...rowsOf(data))
    const last = num((data as Row | null)?.last_page ?? 1)
    if (!Array.isArray((data as Row | null)?.data) || !(page < last)) break
  }
  return out
}

const ADDRESS_FIELDS = ["consignee", "phone", "province", "city", "district", "address"]

/** The fields of a sent address that the list shows otherwise. */
function addressDiff(sent: Row, shown: Row): string[] {
  return ADDRESS_FIELDS.filter((f) => f in sent && text(sent[f]) !== text(shown[f])).map(
    (f) => `${f} ${JSON.stringify(text(sent[f]))} shows as ${JSON.stringify(shown[f])}`,
  )
}

export const addressAdded: ReadBack = {
  async after(ctx, call, answer) {
    const { x, data } = await ctx.read("getAddressList")
    const rows = rowsOf(data)
    const id = idOf(answer)
    const sent = call.body ?? {}
    const found = id === null ? undefined : rows.find((r) => r.id === id)
    if (!found)
      return [
        {
          op: "postAddress",
          cause: "an address added is not in the address list",
          detail: `address ${String(id)} answered as added is not in GET /api/address`,
          exchange: x,
        },
      ]
    const diff = addressDiff(sent, found)
    return diff.length === 0
      ? []
      : [
          {
            op: "postAddress",
            cause: "an address added is not kept as sent",
            detail: `address ${String(id)} as added: ${diff.join("; ")}`,
            exchange: x,
          },
        ]
  },
}

export const addressChanged: ReadBack = {
  async after(ctx, call) {
    const { x, data } = await ctx.read("getAddressList")
    const id = num(call.path?.id)
    const found = rowsOf(data).find((r) => r.id === id)
    const diff = found ? addressDiff(call.body ?? {}, found) : ["it is gone from the list"]
    return diff.length === 0
      ? []
      : [
          {
            op: "putAddress",
            cause: "an address changed is not kept as sent",
            detail: `address ${id} after PUT: ${diff.join("; ")}`,
            exchange: x,
          },
        ]
  },
}

export const addressDeleted: ReadBack = {
  async after(ctx, call) {
    const { x, data } = await ctx.read("getAddressList")
    const id = num(call.path?.id)
    return rowsOf(data).some((r) => r.id === id)
      ? [
          {
            op: "deleteAddress",
            cause: "a deleted address is still in the address list",
            detail: `address ${id} answered as deleted is still in GET /api/address`,
            exchange: x,
          },
        ]
      : []
  },
}

async function favouriteIds(ctx: ReadCtx): Promise<{ ids: Set<number>; x?: Exchange }> {
  const rows = await allRows(ctx, "getFavorite")
  return { ids: new Set(rows.map((r) => num(r.id))) }
}

export const favouritesAdded: ReadBack = {
  async after(ctx, call) {
    const { ids } = await favouriteIds(ctx)
    const missing = list(call.body?.goods_ids).filter((g) => !ids.has(num(g)))
    return missing.length === 0
      ? []
      : [
          {
            op: "postFavorite",
            cause: "goods added to favourites are not in the favourites list",
            detail: `goods ${missing.join(", ")} answered as added are not in GET /api/favorite`,
          },
        ]
  },
}

export const favouritesCancelled: ReadBack = {
  async after(ctx, call) {
    const { ids } = await favouriteIds(ctx)
    const left = list(call.body?.goods_ids).filter((g) => ids.has(num(g)))
    return left.length === 0
      ? []
      : [
          {
            op: "postFavoriteCancel",
            cause: "goods taken out of favourites are still in the favourites list",
            detail: `goods ${left.join(", ")} answered as cancelled are still in GET /api/favorite`,
          },
        ]
  },
}

type CartBefore = { lines: Row[] }

async function cartLines(ctx: ReadCtx): Promise<{ x: Exchange; lines: Row[] }> {
  const { x, data } = await ctx.read("getCartList")
  return { x, lines: rowsOf(data) }
}

/** How many of each goods the cart holds (plain lines, any warehouse or line). */
const goodsCounts = (lines: Row[]): Map<number, number> => {
  const out = new Map<number, number>()
  for (const l of lines) {
    if (num(l.goods_type) === 3) continue
    const g = num((l.goods as Row | undefined)?.id)
    out.set(g, (out.get(g) ?? 0) + num(l.number))
  }
  return out
}

/** The cart total (GET /api/cart/total) against the cart list: named at the total. */
async function totalFollows(ctx: ReadCtx, lines: Row[], after: string): Promise<Problem[]> {
  const { x, data } = await ctx.read("getCartTotal")
  const total = num(data?.total)
  return total === lines.length
    ? []
    : [
        {
          op: "getCartTotal",
          cause: "the cart total does not follow the cart list",
          detail: `after ${after}, GET /api/cart/total says ${String(data?.total)} while GET /api/cart/list holds ${lines.length} lines`,
          exchange: x,
        },
      ]
}

/** Goods added (id → number) must be in the cart on top of what it held. */
async function added(
  ctx: ReadCtx,
  op: string,
  before: CartBefore,
  adds: Map<number, number>,
  answerTotal: unknown,
): Promise<Problem[]> {
  const { x, lines } = await cartLines(ctx)
  const was = goodsCounts(before.lines)
  const now = goodsCounts(lines)
  const problems: Problem[] = []
  for (const [g, n] of adds) {
    const expected = (was.get(g) ?? 0) + n
    if ((now.get(g) ?? 0) !== expected)
      problems.push({
        op,
        cause: "goods added to the cart are not in the cart as added",
        detail: `goods ${g}: the cart held ${was.get(g) ?? 0}, ${n} were added, GET /api/cart/list holds ${now.get(g) ?? 0}`,
        exchange: x,
      })
  }
  if (answerTotal !== undefined && num(answerTotal) !== lines.length)
    problems.push({
      op,
      cause: "the cart count an add answers is not the cart's",
      detail: `the answer's total ${String(answerTotal)} ≠ ${lines.length} lines in GET /api/cart/list`,
      exchange: x,
    })
  return [...problems, ...(await totalFollows(ctx, lines, op))]
}

const noteCart = async (ctx: ReadCtx): Promise<CartBefore> => ({
  lines: (await cartLines(ctx)).lines,
})

export const cartAdded: ReadBack = {
  before: noteCart,
  async after(ctx, call, answer, before) {
    const ids = list(call.body?.goods_id).map(num)
    const numbers = list(call.body?.number).map(num)
    const types = list(call.body?.type).map(num)
    const adds = new Map<number, number>()
    ids.forEach((g, i) => {
      if (types[i] === 3) return
      adds.set(g, (adds.get(g) ?? 0) + (numbers[i] ?? 0))
    })
    return added(ctx, "postCart", before as CartBefore, adds, (answer as Row | null)?.total)
  },
}

export const cartQuickAdded: ReadBack = {
  before: noteCart,
  async after(ctx, call, answer, before) {
    const id = num(call.path?.id)
    const { data } = await ctx.read("getGoodsDetailById", { path: { id } })
    const pack = Math.max(1, num(data?.zbz ?? 1))
    return added(
      ctx,
      "postCartQuickAdd",
      before as CartBefore,
      new Map([[id, pack]]),
      (answer as Row | null)?.total,
    )
  },
}

export const cartSelected: ReadBack = {
  async after(ctx, call) {
    const { x, lines } = await cartLines(ctx)
    const wanted = num(call.body?.is_selected)
    const ids = new Set(list(call.body?.ids).map(num))
    const wrong = lines.filter((l) => {
      const g = (l.goods ?? {}) as Row
      const selectable = num(g.is_buy) === 1 && num(g.number) > 0
      return ids.has(num(l.id)) && selectable && num(l.is_selected) !== wanted
    })
    return wrong.length === 0
      ? []
      : [
          {
            op: "postCartBatchSelect",
            cause: "a selection change is not kept",
            detail: `lines ${wrong.map((l) => String(l.id)).join(", ")} asked is_selected ${wanted} show ${wrong.map((l) => String(l.is_selected)).join(", ")} in GET /api/cart/list`,
            exchange: x,
          },
        ]
  },
}

export const cartEdited: ReadBack = {
  async after(ctx, call) {
    const { x, lines } = await cartLines(ctx)
    const id = num(call.path?.id)
    const wanted = num(call.body?.number)
    const line = lines.find((l) => num(l.id) === id)
    if (!line || num(line.number) !== wanted)
      return [
        {
          op: "postCartEdit",
          cause: "a quantity edit is not kept",
          detail: `line ${id} set to ${wanted} shows ${line ? String(line.number) : "nothing (gone)"} in GET /api/cart/list`,
          exchange: x,
        },
      ]
    if (num(line.goods_type) === 3) return []
    const price = LadderPrice.unitPrice(line.goods as LadderPrice.PricedGoods, wanted)
    return fen(line.price) === price
      ? []
      : [
          {
            op: "getCartList",
            cause: "a cart line is not priced at its ladder price for its quantity",
            detail: `line ${id} of ${wanted}: price ${shown(line.price)}, the ladder price is ${yuan(price)}`,
            exchange: x,
          },
        ]
  },
}

export const cartDeleted: ReadBack = {
  async after(ctx, call) {
    const { x, lines } = await cartLines(ctx)
    const ids = new Set(list(call.body?.ids).map(num))
    const left = lines.filter((l) => ids.has(num(l.id)))
    return [
      ...(left.length === 0
        ? []
        : [
            {
              op: "postCartBatchDelete",
              cause: "deleted cart lines are still in the cart",
              detail: `lines ${left.map((l) => String(l.id)).join(", ")} answered as deleted are in GET /api/cart/list`,
              exchange: x,
            },
          ]),
      ...(await totalFollows(ctx, lines, "postCartBatchDelete")),
    ]
  },
}

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

export const messagesRead: ReadBack = {
  async after(ctx, call) {
    const ids = new Set(list(call.body?.ids).map(num))
    const rows = await allRows(ctx, "getMessageList")
    const unread = rows.filter((r) => ids.has(num(r.id)) && num(r.is_read) !== 1)
    return unread.length === 0
      ? []
      : [
          {
            op: "postMessageRead",
            cause: "messages marked read are still unread",
            detail: `messages ${unread.map((r) => String(r.id)).join(", ")} show is_read 0 in GET /api/message`,
          },
        ]
  },
}

export const couponReceived: ReadBack = {
  async after(ctx, call) {
    const id = num(call.path?.id)
    const rows = await allRows(ctx, "getCouponCenter")
    const row = rows.find((r) => num(r.id) === id)
    return row === undefined || num(row.is_received) === 1
      ? []
      : [
          {
            op: "postCouponReceive",
            cause: "a coupon claimed is not marked claimed",
            detail: `coupon ${id} answered as claimed shows is_received ${String(row.is_received)} in GET /api/coupon/center`,
          },
        ]
  },
}

export const profileUpdated: ReadBack = {
  async after(ctx, call) {
    const { x, data } = await ctx.read("getUserBase")
    const diff = ["name", "phone"].filter(
      (f) => f in (call.body ?? {}) && text(call.body?.[f]) !== text(data?.[f]),
    )
    return diff.length === 0
      ? []
      : [
          {
            op: "postUserUpdateUserInfo",
            cause: "a profile change is not kept",
            detail: diff
              .map(
                (f) =>
                  `${f} ${JSON.stringify(call.body?.[f])} shows as ${JSON.stringify(data?.[f])}`,
              )
              .join("; "),
            exchange: x,
          },
        ]
  },
}

export const purchaseRequested: ReadBack = {
  async after(ctx, call, answer) {
    const id = idOf(answer)
    const rows = await allRows(ctx, "getUserBuy")
    const row = rows.find(
      (r) => (id === null ? true : num(r.id) === id) && text(r.name) === text(call.body?.name),
    )
    return row
      ? []
      : [
          {
            op: "postUserBuy",
            cause: "a purchase request sent is not in the purchase requests",
            detail: `request ${String(id)} (${JSON.stringify(call.body?.name)}) is not in GET /api/user/buy`,
          },
        ]
  },
}

export const receiptSent: ReadBack = {
  async after(ctx, call) {
    const id = num(call.path?.id)
    const rows = await allRows(ctx, "getHmddList")
    const row = rows.find((r) => num(r.id) === id)
    return row && text(row.receipt_image) === text(call.body?.receipt_image)
      ? []
      : [
          {
            op: "postHmddReceipt",
            cause: "a receipt sent is not kept",
            detail: `order ${id}: receipt_image ${JSON.stringify(call.body?.receipt_image)} shows as ${JSON.stringify(row?.receipt_image)} in GET /api/hmdd`,
          },
        ]
  },
}

export const contractSigned: ReadBack = {
  async after(ctx) {
    const { x, data } = await ctx.read("getContractStatus")
    return num(data?.status) === 1
      ? []
      : [
          {
            op: "postContractSign",
            cause: "an e-contract signed does not show as signed",
            detail: `GET /api/contract/status says status ${String(data?.status)} after the contract was signed`,
            exchange: x,
          },
        ]
  },
}
