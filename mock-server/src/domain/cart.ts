/**
 * The cart on the server: adding, merging and repricing lines. Prices, manjian tiers, shipping
 * and totals come from core (LadderPrice, Manjian, Cart), so the server and the web app agree to
 * the fen.
 */
import * as Cart from "@mall/core/Cart"
import * as Messages from "@mall/core/Messages"
import { controlledRefusal } from "../data/campaigns.ts"
import { invalid, warn } from "../http/envelope.ts"
import type { Db } from "../state/db.ts"
import { nextId } from "../state/db.ts"
import type { CartLine, Combination, Goods, User } from "../state/types.ts"
import { msg } from "./messages.ts"
import { unitPrice } from "./ladder.ts"
import { bit, goodsImage, money, presentGoods } from "./present.ts"

/** Order shipping rule: 10.00 fee below 800.00. */
export const SHIPPING_FEE = 1000
export const FREE_SHIPPING_THRESHOLD = 80000
export const MAX_LINE_QUANTITY = 99999

export const LINE_TYPE_NORMAL = 1
export const LINE_TYPE_SPECIAL = 2
export const LINE_TYPE_COMBINATION = 3

const PROMOTION_TAGS = new Set(["满", "秒", "特", "赠", "换购", "优"])

export function userLines(db: Db, userId: number): CartLine[] {
  return db.cart.filter((l) => l.userId === userId)
}

function combinationGoods(db: Db, c: Combination): Goods[] {
  return c.items
    .map((it) => db.goodsById.get(it.goodsId))
    .filter((g): g is Goods => g !== undefined)
}

/** The goods of one set of a combination, each with how many of it a set holds, and its picture. */
export function presentSetItems(db: Db, c: Combination) {
  return c.items.map((it) => {
    const g = db.goodsById.get(it.goodsId)
    return {
      goods_id: it.goodsId,
      name: g?.name ?? "",
      ypgg: g?.ypgg ?? "",
      bzdw: g?.bzdw ?? "",
      image: g ? goodsImage(g.id) : "",
      number: it.number,
    }
  })
}

export function combinationSelectable(db: Db, c: Combination): boolean {
  return c.stock > 0 && combinationGoods(db, c).every((g) => g.isBuy && g.stock > 0)
}

function activeManjian(db: Db, now: number) {
  return db.manjians.find((m) => m.startAt <= now && now < m.endAt) ?? null
}

/**
 * One cart line in the contract's CartLine shape. A combination line is counted in sets: its
 * `combination` names the goods of one set with their per-set numbers and the set stock, its price
 * is the set price, and its goods (the first goods of the set) carries the set's terms: the set
 * stock, whether the set can be bought, sold one set at a time (pack 1, unit 组), no ladder, no
 * free shipping of its own and no goods tags.
 */
export function presentLine(db: Db, line: CartLine, user: User | null, now: number) {
  if (line.combinationId !== null) {
    const c = db.combinations.find((x) => x.id === line.combinationId)
    const first = c ? db.goodsById.get(c.items[0]?.goodsId ?? 0) : undefined
    if (c && first) {
      const selectable = combinationSelectable(db, c)
      return {
        id: line.id,
        type: LINE_TYPE_COMBINATION,
        combination: {
          id: c.id,
          name: c.name,
          stock: c.stock,
          goods: presentSetItems(db, c),
        },
        goods: {
          ...presentGoods(db, first, user),
          number: c.stock,
          is_buy: bit(selectable),
          type: LINE_TYPE_COMBINATION,
          bzdw: Messages.cart.setUnit,
          zbz: 1,
          jzl: 1,
          is_free_shipping: 0 as const,
          free_shipping_number: 0,
          ladder_price: [],
          tags: [],
        },
        number: line.number,
        price: money(c.price),
        is_selected: bit(line.isSelected && selectable),
        with_coupon: 0 as const,
        goods_manjian_amount: money(0),
        gift_data: { total: 0, type: 0 },
        goods_type: LINE_TYPE_COMBINATION,
      }
    }
  }
  const g = db.goodsById.get(line.goodsId)
  if (!g) throw new Error(`cart line ${line.id} points at missing goods ${line.goodsId}`)
  const price = unitPrice(g, line.number)
  const selectable = g.isBuy && g.stock > 0
  const manjian = activeManjian(db, now)
  const eligible = manjian && g.manjianId === manjian.id ? price * line.number : 0
  const gifts = g.gift ? Math.floor(line.number / g.gift.buy) * g.gift.give : 0
  return {
    id: line.id,
    type: line.type,
    combination: null,
    goods: presentGoods(db, g, user),
    number: line.number,
    price: money(price),
    is_selected: bit(line.isSelected && selectable),
    with_coupon: bit(!g.isYoux),
    goods_manjian_amount: money(eligible),
    gift_data: { total: gifts, type: g.gift && gifts > 0 ? g.gift.type : 0 },
    goods_type: line.type === LINE_TYPE_SPECIAL ? LINE_TYPE_SPECIAL : LINE_TYPE_NORMAL,
  }
}

export type PresentedLine = ReturnType<typeof presentLine>

function manjianRaw(db: Db, now: number): { amount: string; reduce: string }[] {
  const m = activeManjian(db, now)
  return m ? m.tiers.map((t) => ({ amount: money(t.amount), reduce: money(t.reduce) })) : []
}

export const shippingData = {
  shipping_amount: money(SHIPPING_FEE),
  no_trans_order_amount: money(FREE_SHIPPING_THRESHOLD),
}

/** Core's totals of the given presented lines (their is_selected decides). */
export function totalsOf(db: Db, lines: readonly PresentedLine[], now: number): Cart.Totals {
  return Cart.totals(
    Cart.fromApi({
      data: lines,
      shipping_data: shippingData,
      activity_data: { manjians: manjianRaw(db, now) },
    }),
  )
}

function filterOf(
  db: Db,
  line: PresentedLine,
): { promotion: boolean; priceDown: boolean; invalid: boolean } {
  const selectable = line.goods.is_buy === 1 && line.goods.number > 0
  // a combination is a promotion of its own; the prices of the goods in it are not its price
  if (line.goods_type === LINE_TYPE_COMBINATION)
    return { promotion: true, priceDown: false, invalid: !selectable }
  const g = db.goodsById.get(line.goods.id)
  return {
    promotion: g?.tags.some((t) => PROMOTION_TAGS.has(t)) ?? false,
    priceDown:
      g !== undefined &&
      g.marketPrice > g.price &&
      (g.spikePrice !== null || g.everydayPrice !== null),
    invalid: !selectable,
  }
}

/** The names a keyword finds a line by: its goods' name and maker, a combination's name and goods. */
function namesOf(line: PresentedLine): string[] {
  const c = line.combination
  return c === null ? [line.goods.name, line.goods.sccj] : [c.name, ...c.goods.map((g) => g.name)]
}

export interface ListArgs {
  filter: string
  keywords: string
  page: number
  limit: number
}

/** The contract's CartState for a user. Manjian tier statuses follow the selected lines. */
export function cartState(db: Db, user: User, now: number, args: ListArgs) {
  const all = userLines(db, user.id).map((l) => presentLine(db, l, user, now))
  const totals = totalsOf(db, all, now)
  const flags = all.map((l) => filterOf(db, l))
  const kw = args.keywords.trim().toLowerCase()
  const visible = all.filter((l, i) => {
    const f = flags[i]
    if (args.filter === "promotion" && !f?.promotion) return false
    if (args.filter === "price_down" && !f?.priceDown) return false
    if (args.filter === "invalid" && !f?.invalid) return false
    if (kw !== "" && !namesOf(l).some((n) => n.toLowerCase().includes(kw))) return false
    return true
  })
  const start = (args.page - 1) * args.limit
  return {
    action: "list",
    data: visible.slice(start, start + args.limit),
    shipping_data: shippingData,
    activity_data: {
      manjians: totals.manjian.tiers.map((t) => ({
        amount: money(t.amount),
        reduce: money(t.reduce),
        status: t.status,
        title: t.label,
      })),
    },
    filter_data: [
      { value: "all", name: "全部", count: all.length },
      { value: "promotion", name: "促销", count: flags.filter((f) => f.promotion).length },
      { value: "price_down", name: "降价", count: flags.filter((f) => f.priceDown).length },
      { value: "invalid", name: "失效", count: flags.filter((f) => f.invalid).length },
    ],
  }
}

export interface LineInput {
  goodsId: number
  number: number
  ckId: number
  type: number
}

/**
 * Adds one line (merging with an equal line: same goods or combination, warehouse and type).
 * Throws a 400 warning for unknown goods, goods that cannot be bought, too little stock and a
 * cart that already holds `maxLines` lines; a 422 for a warehouse (`ck_id`) the goods is not
 * stocked in (0 means the goods' own).
 */
export function addLine(
  db: Db,
  user: User,
  input: LineInput,
  now: number,
  maxLines = Number.POSITIVE_INFINITY,
): CartLine {
  if (input.type === LINE_TYPE_COMBINATION) {
    const c = db.combinations.find((x) => x.id === input.goodsId)
    if (!c) throw warn(msg.goodsNotFound)
    if (!combinationSelectable(db, c))
      throw warn(c.stock === 0 ? msg.outOfStock : msg.goodsNotBuyable)
    const existing = db.cart.find((l) => l.userId === user.id && l.combinationId === c.id)
    const total = (existing?.number ?? 0) + input.number
    if (total > c.stock) throw warn(msg.outOfStock)
    if (!existing) checkRoom(db, user, maxLines)
    return saveLine(db, existing, total, {
      userId: user.id,
      goodsId: c.items[0]?.goodsId ?? 0,
      combinationId: c.id,
      ckId: 0,
      type: LINE_TYPE_COMBINATION,
      createdAt: now,
    })
  }
  const g = db.goodsById.get(input.goodsId)
  if (!g) throw warn(msg.goodsNotFound)
  if (!g.isBuy) throw warn(msg.goodsNotBuyable)
  const refused = controlledRefusal(db, user, g.id)
  if (refused !== null) throw warn(refused)
  if (input.ckId > 0 && input.ckId !== g.ckId)
    throw invalid("ck_id", Messages.edge.warehouseNotStocked)
  const ckId = g.ckId
  const type =
    input.type === LINE_TYPE_SPECIAL || g.category === "yx" ? LINE_TYPE_SPECIAL : LINE_TYPE_NORMAL
  const existing = db.cart.find(
    (l) =>
      l.userId === user.id &&
      l.combinationId === null &&
      l.goodsId === g.id &&
      l.ckId === ckId &&
      l.type === type,
  )
  const total = (existing?.number ?? 0) + input.number
  if (total > MAX_LINE_QUANTITY) throw warn(msg.quantityTooLarge)
  if (total > g.stock)
    throw warn(
      g.stock === 0 ? msg.outOfStock : `${msg.outOfStock}，${g.name}库存仅剩${g.stock}${g.bzdw}`,
    )
  if (!existing) checkRoom(db, user, maxLines)
  return saveLine(db, existing, total, {
    userId: user.id,
    goodsId: g.id,
    combinationId: null,
    ckId,
    type,
    createdAt: now,
  })
}

/** A new line needs room: the company's cart holds at most `maxLines` lines. */
function checkRoom(db: Db, user: User, maxLines: number): void {
  if (!Number.isFinite(maxLines)) return
  let count = 0
  for (const l of db.cart) if (l.userId === user.id) count += 1
  if (count >= maxLines) throw warn(Messages.edge.cartLinesFull(maxLines))
}

/** Raises the equal line to `total` and selects it, or adds a new selected line of `total`. */
function saveLine(
  db: Db,
  existing: CartLine | undefined,
  total: number,
  fields: Omit<CartLine, "id" | "number" | "isSelected">,
): CartLine {
  if (existing) {
    existing.number = total
    existing.isSelected = true
    return existing
  }
  const line: CartLine = {
    id: nextId(db, "cart"),
    userId: fields.userId,
    goodsId: fields.goodsId,
    combinationId: fields.combinationId,
    number: total,
    isSelected: true,
    ckId: fields.ckId,
    type: fields.type,
    createdAt: fields.createdAt,
  }
  db.cart.push(line)
  return line
}

/** Stock available for a line (goods or combination). */
export function lineStock(db: Db, line: CartLine): number {
  if (line.combinationId !== null)
    return db.combinations.find((c) => c.id === line.combinationId)?.stock ?? 0
  return db.goodsById.get(line.goodsId)?.stock ?? 0
}

/** The unit a line is counted in: sets (组) for a combination, else its goods' packing unit. */
export function lineUnit(db: Db, line: CartLine): string {
  if (line.combinationId !== null) return Messages.cart.setUnit
  return db.goodsById.get(line.goodsId)?.bzdw ?? ""
}
