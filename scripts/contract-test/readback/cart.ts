/**
 * The cart's writes read back: goods added (also by quick add, by its pack) are in the cart on top
 * of what it held, a selection change and a quantity edit are kept (the line priced at its ladder
 * price for the new quantity), deleted lines are gone; lines a selection, an edit or a delete did
 * not name stay as they were; after each, the cart total follows the cart list (a total that does
 * not is named at GET /api/cart/total); an edit above the stock is refused, the line unchanged;
 * a cart copied to another store is in that store's cart.
 */
import * as LadderPrice from "@mall/core/LadderPrice"
import type { Row } from "../bag.ts"
import { rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import type { Call, Exchange } from "../http.ts"
import { fen, shown, yuan } from "../money.ts"
import { list, num, sparing } from "./kit.ts"
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

/**
 * The cart total (GET /api/cart/total) against the cart list: named at the total, or at the list
 * when the count an add answered (`answered`) agrees with the total (two answers against one).
 */
async function totalFollows(
  ctx: ReadCtx,
  lines: Row[],
  after: string,
  answered?: unknown,
): Promise<Problem[]> {
  const { x, data } = await ctx.read("getCartTotal")
  const total = num(data?.total)
  if (total === lines.length) return []
  const listWrong = answered !== undefined && num(answered) === total
  return [
    {
      op: listWrong ? "getCartList" : "getCartTotal",
      cause: listWrong
        ? "the cart list leaves out lines the cart counts"
        : "the cart total does not follow the cart list",
      detail: `after ${after}, GET /api/cart/total says ${String(data?.total)}${listWrong ? ` (as ${after} answered)` : ""} while GET /api/cart/list holds ${lines.length} lines`,
      exchange: x,
    },
  ]
}

/** How many sets of each combination the cart holds (its combination lines). */
const combinationCounts = (lines: Row[]): Map<number, number> => {
  const out = new Map<number, number>()
  for (const l of lines) {
    if (num(l.goods_type) !== 3) continue
    const c = num((l.combination as Row | null)?.id)
    out.set(c, (out.get(c) ?? 0) + num(l.number))
  }
  return out
}

/** What an add puts in the cart, counted: goods (plain lines) or combinations (their sets). */
const KINDS = {
  goods: { count: goodsCounts, cause: "goods added to the cart are not in the cart as added" },
  combination: {
    count: combinationCounts,
    cause: "a combination added to the cart is not in the cart as added",
  },
} as const

/** Goods or combinations added (id → number) must be in the cart on top of what it held. */
async function added(
  ctx: ReadCtx,
  op: string,
  before: CartBefore,
  adds: Map<number, number>,
  answerTotal: unknown,
  kind: keyof typeof KINDS = "goods",
): Promise<Problem[]> {
  const { x, lines } = await cartLines(ctx)
  const { count, cause } = KINDS[kind]
  const was = count(before.lines)
  const now = count(lines)
  const problems: Problem[] = []
  for (const [g, n] of adds) {
    const expected = (was.get(g) ?? 0) + n
    if ((now.get(g) ?? 0) !== expected)
      problems.push({
        op,
        cause,
        detail: `${kind} ${g}: the cart held ${was.get(g) ?? 0}, ${n} were added, GET /api/cart/list holds ${now.get(g) ?? 0}`,
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
  return [...problems, ...(await totalFollows(ctx, lines, op, answerTotal))]
}

export const noteCart = async (ctx: ReadCtx): Promise<CartBefore> => ({
  lines: (await cartLines(ctx)).lines,
})

/** What a POST /api/cart asks to add, id → number: its combinations (type 3) or its goods. */
function addsOf(call: Call, combinations: boolean): Map<number, number> {
  const ids = list(call.body?.goods_id).map(num)
  const numbers = list(call.body?.number).map(num)
  const types = list(call.body?.type).map(num)
  const adds = new Map<number, number>()
  ids.forEach((id, i) => {
    if ((types[i] === 3) === combinations) adds.set(id, (adds.get(id) ?? 0) + (numbers[i] ?? 0))
  })
  return adds
}

export const cartAdded: ReadBack = {
  before: noteCart,
  async after(ctx, call, answer, before) {
    const total = (answer as Row | null)?.total
    return added(ctx, "postCart", before as CartBefore, addsOf(call, false), total)
  },
}

/** Sets of a combination added (type 3) are in the cart as a combination line, on top. */
export const combinationAdded: ReadBack = {
  before: noteCart,
  async after(ctx, call, answer, before) {
    const total = (answer as Row | null)?.total
    return added(ctx, "postCart", before as CartBefore, addsOf(call, true), total, "combination")
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

const selected: ReadBack = {
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

const edited: ReadBack = {
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
    if (fen(line.price) !== price)
      return [
        {
          op: "getCartList",
          cause: "a cart line is not priced at its ladder price for its quantity",
          detail: `line ${id} of ${wanted}: price ${shown(line.price)}, the ladder price is ${yuan(price)}`,
          exchange: x,
        },
      ]
    return aboveStock(ctx, line)
  },
}

/**
 * An edit above the line's stock is refused with 400 and the line keeps its quantity
 * (POST /api/cart/{id}/edit: 数量超过库存时答 400，该行数量不变), never clamped to the stock.
 */
async function aboveStock(ctx: ReadCtx, line: Row): Promise<Problem[]> {
  const stock = num((line.goods as Row | undefined)?.number)
  if (!(stock > 0)) return []
  const id = num(line.id)
  const { x } = await ctx.read("postCartEdit", {
    path: { id: String(id) },
    body: { number: stock + 1 },
  })
  const after = (await cartLines(ctx)).lines.find((l) => num(l.id) === id)
  if (x.status === 400 && num(after?.number) === num(line.number)) return []
  return [
    {
      op: "postCartEdit",
      cause: "an edit above the stock is not refused with 400, the line unchanged",
      detail: `line ${id} (stock ${stock}) set to ${stock + 1}: answered ${x.status}, the line shows ${String(after?.number)} (was ${String(line.number)})`,
      exchange: x,
    },
  ]
}

const deleted: ReadBack = {
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

/** Lines a cart write did not name keep their quantity and selection. */
const LINE_FIELDS = ["number", "is_selected"] as const
const namedIds = (call: Call) => new Set(list(call.body?.ids).map(num))
const namedLine = (call: Call) => new Set([num(call.path?.id)])

export const cartSelected = sparing(
  "postCartBatchSelect",
  "getCartList",
  LINE_FIELDS,
  namedIds,
  selected,
)
export const cartEdited = sparing("postCartEdit", "getCartList", LINE_FIELDS, namedLine, edited)
export const cartDeleted = sparing(
  "postCartBatchDelete",
  "getCartList",
  LINE_FIELDS,
  namedIds,
  deleted,
)

/** Each store's plain goods counts, read with the session switched to it and then back. */
async function storeCarts(
  ctx: ReadCtx,
  stores: number[],
): Promise<Map<number, Map<number, number>> | null> {
  const own = rowsOf((await ctx.read("getStoreList")).data).find((s) => num(s.is_current) === 1)
  if (!own) return null
  const out = new Map<number, Map<number, number>>()
  try {
    for (const store of stores) {
      const { x } = await ctx.read("postStoreSwitch", { body: { user_id: store } })
      if (x.status !== 200) return null
      out.set(store, goodsCounts((await cartLines(ctx)).lines))
    }
  } finally {
    await ctx.read("postStoreSwitch", { body: { user_id: num(own.user_id) } })
  }
  return out
}

type CopyBefore = { lines: Row[]; stores: Map<number, Map<number, number>> | null }

/**
 * A cart copied to other stores (POST /api/cart/copy) is in each store's cart: every copied line's
 * goods that many more than before, read with the session switched to the store and back.
 */
export const cartCopied: ReadBack = {
  async before(ctx, call): Promise<CopyBefore> {
    return {
      lines: (await cartLines(ctx)).lines,
      stores: await storeCarts(ctx, list(call.body?.other_user_ids).map(num)),
    }
  },
  async after(ctx, call, _answer, before) {
    const noted = before as CopyBefore
    if (!noted.stores) return []
    const ids = new Set(list(call.body?.ids).map(num))
    const want = goodsCounts(noted.lines.filter((l) => ids.has(num(l.id))))
    const now = await storeCarts(ctx, [...noted.stores.keys()])
    if (!now) return []
    const wrong: string[] = []
    for (const [store, was] of noted.stores)
      for (const [g, n] of want) {
        const more = (now.get(store)?.get(g) ?? 0) - (was.get(g) ?? 0)
        if (more !== n)
          wrong.push(`store ${store}: goods ${g} ×${n} copied, its cart holds ${more} more`)
      }
    return wrong.length === 0
      ? []
      : [
          {
            op: "postCartCopy",
            cause: "a cart copied to other stores is not in their carts",
            detail: wrong.slice(0, 3).join("; "),
          },
        ]
  },
}
