/**
 * The cart's writes read back: goods added (also by quick add, by its pack) are in the cart on top
 * of what it held, a selection change and a quantity edit are kept (the line priced at its ladder
 * price for the new quantity), deleted lines are gone; after each, the cart total follows the cart
 * list (a total that does not is named at GET /api/cart/total).
 */
import * as LadderPrice from "@mall/core/LadderPrice"
import type { Row } from "../bag.ts"
import { rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import type { Exchange } from "../http.ts"
import { fen, shown, yuan } from "../money.ts"
import { list, num } from "./kit.ts"
import type { ReadBack, ReadCtx } from "./kit.ts"

export type CartBefore = { lines: Row[] }

export async function cartLines(ctx: ReadCtx): Promise<{ x: Exchange; lines: Row[] }> {
  const { x, data } = await ctx.read("getCartList")
  return { x, lines: rowsOf(data) }
}

/** How many of each goods the cart holds (plain lines, any warehouse or line). */
export const goodsCounts = (lines: Row[]): Map<number, number> => {
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

export const noteCart = async (ctx: ReadCtx): Promise<CartBefore> => ({
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
