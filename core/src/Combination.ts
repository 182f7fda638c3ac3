/**
 * 组合购 (/zhzq): a combination is sold as one unit at its own price; its original price is what
 * its goods cost one by one. The saving is the original price minus the combination price, never
 * below 0 (a combination dearer than its parts saves nothing); amounts arrive in yuan and are
 * handled in fen. Adding a combination to the cart is one cart line of goods type 3 whose goods
 * id is the combination's id, with a whole positive quantity (at least 1).
 *
 * In the cart a combination line (`goods_type` 3) is bought in whole sets (组): its quantity is a
 * number of sets, stepping by 1 from 1 up to the combination's stock (`combination.stock`, else
 * the stock its goods carries), never by the pack size of the goods in it. It is shown as the
 * combination: its name (else 组合：A + B of its goods' names), each goods with how many one set
 * holds, and the set price (the line's price). `setTerms` gives the terms a set quantity is
 * checked against (pack 1, the set stock, unit 组, buyable as the line's goods says).
 */
import * as Constants from "./Constants.ts"
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"
import type * as Quantity from "./Quantity.ts"
import type { components } from "./generated/api.ts"

/**
 * A combination as its listing sends it (`Contract.Combination`); `stock` is the sets that can be
 * bought (absent: no limit given).
 */
export type Offer = Partial<Pick<Contract.Combination, "id" | "price" | "original_price" | "stock">>

export interface Priced {
  readonly price: Fen
  readonly original: Fen
  readonly saving: Fen
}

/** Combination price, original price and the saving (≥ 0). */
export const priced = (c: Offer): Priced => {
  const price = Money.max(Money.parseOr(c.price), Money.zero)
  const original = Money.max(Money.parseOr(c.original_price), Money.zero)
  return { price, original, saving: Money.subFloor0(original, price) }
}

/** The cart line type of a combination (goods_type 3). */
export const LINE_TYPE = Constants.GOODS_TYPE_COMBINATION

/**
 * The cart line that adds `quantity` units of the combination, or `null` when the id is not a
 * positive whole number. A quantity that is not a whole number ≥ 1 counts as 1.
 */
export const cartLine = (
  c: Offer,
  quantity: number,
): components["schemas"]["CartLineInput"] | null => {
  const id = c.id
  if (id === undefined || !Number.isSafeInteger(id) || id <= 0) return null
  const n = Number.isSafeInteger(quantity) ? Math.max(1, quantity) : 1
  return {
    goods_id: id,
    price: Money.toYuanString(priced(c).price),
    number: n,
    ck_id: 0,
    type: LINE_TYPE,
  }
}

type InCart = NonNullable<Contract.CartLine["combination"]>

/** The combination of a cart line (`Contract.CartLine`), any part of it absent. */
export type LineCombination = Partial<Omit<InCart, "goods">> & {
  readonly goods?: ReadonlyArray<Partial<InCart["goods"][number]>>
}

/** A cart line as far as its combination goes (`Contract.CartLine`). */
export type Line = Partial<Pick<Contract.CartLine, "goods_type">> & {
  readonly combination?: LineCombination | null
  readonly goods?: Partial<Pick<Contract.Goods, "is_buy" | "number">> | null
}

/** One goods of a combination line and how many of it one set holds. */
export interface Item {
  readonly goodsId: string | null
  readonly name: string
  readonly spec: string
  readonly unit: string
  /** The goods' picture (`null` when none). */
  readonly image: string | null
  /** How many of this goods one set holds (at least 1). */
  readonly perSet: number
}

/** The combination of a cart line. */
export interface InLine {
  readonly id: string | null
  /** Its own name, else 组合：A + B of its goods' names. */
  readonly name: string
  /** Sets in stock (`null` when the line says nothing). */
  readonly stock: number | null
  readonly items: ReadonlyArray<Item>
}

/** Whether a cart line is a combination (goods_type 3). */
export const isLine = (line: Line): boolean => line.goods_type === LINE_TYPE

const itemOf = (g: Partial<InCart["goods"][number]>): Item => {
  const perSet = g.number
  const image = (g.image ?? "").trim()
  return {
    goodsId: g.goods_id === undefined ? null : String(g.goods_id),
    name: (g.name ?? "").trim(),
    spec: (g.ypgg ?? "").trim(),
    unit: (g.bzdw ?? "").trim(),
    image: image === "" ? null : image,
    perSet: perSet !== undefined && Number.isSafeInteger(perSet) && perSet >= 1 ? perSet : 1,
  }
}

/** The set stock a combination line carries: `combination.stock`, else its goods' `number`. */
const stockOf = (line: Line): number | null => {
  const stock = line.combination?.stock ?? line.goods?.number
  return stock === undefined ? null : Math.max(0, stock)
}

/** A combination's name, goods and set stock. */
const contentsOf = (c: LineCombination, stock: number | null): InLine => {
  const items = (c.goods ?? []).map(itemOf)
  const own = (c.name ?? "").trim()
  const names = items.map((i) => i.name).filter((n) => n !== "")
  return {
    id: c.id === undefined ? null : String(c.id),
    name:
      own !== ""
        ? own
        : names.length > 0
          ? Messages.cart.combinationOf(...names)
          : Messages.common.combination,
    stock,
    items,
  }
}

/** The combination of a cart line, or `null` for a line that is not one. */
export const ofLine = (line: Line): InLine | null =>
  isLine(line) ? contentsOf(line.combination ?? {}, stockOf(line)) : null

/** A combination as its listing (组合购) sends it, with its name and goods (`Contract.Combination`). */
export type Listed = Offer &
  Partial<Pick<Contract.Combination, "name">> & {
    readonly goods?: ReadonlyArray<Partial<Contract.Combination["goods"][number]>>
  }

/**
 * A combination as its listing (组合购) sends it, as the cart shows one: its name, each goods with
 * how many of it one set holds and its picture, and the set stock (`null` when not given).
 */
export const ofOffer = (c: Listed): InLine =>
  contentsOf(c, c.stock === undefined ? null : Math.max(0, c.stock))

/**
 * The terms a set quantity is checked against (CartLineInput.checkQuantity, Quantity.limitsOf):
 * sets in stock (absent when unknown), never rounded to the pack size of the goods in it (pack 1),
 * counted in 组.
 */
export type SetTerms = Pick<Quantity.Terms, "is_buy" | "number"> & {
  readonly zbz: 1
  readonly bzdw: string
}

/**
 * The terms of buying a combination from its listing (组合购): whole sets, up to its `stock` when
 * it gives one.
 */
export const offerTerms = (c: Offer): SetTerms => ({
  ...(c.stock === undefined ? {} : { number: Math.max(0, c.stock) }),
  zbz: 1,
  bzdw: Messages.cart.setUnit,
})

/** The terms of a combination line: whole sets, up to the set stock, buyable as its goods says. */
export const setTerms = (line: Line): SetTerms => {
  const stock = stockOf(line)
  const buy = line.goods?.is_buy
  return {
    ...(buy === undefined ? {} : { is_buy: buy }),
    ...(stock === null ? {} : { number: stock }),
    zbz: 1,
    bzdw: Messages.cart.setUnit,
  }
}
