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
import * as Field from "./Field.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"
import type { components } from "./generated/api.ts"

/** A combination as the API sends it. */
export interface RawCombination {
  readonly id?: unknown
  readonly name?: unknown
  /** Its goods: each with how many of it one set holds (`number`) and its picture. */
  readonly goods?: unknown
  readonly price?: unknown
  readonly original_price?: unknown
  /** Sets that can be bought (absent: no limit given). */
  readonly stock?: unknown
}

export interface Priced {
  readonly price: Fen
  readonly original: Fen
  readonly saving: Fen
}

/** Combination price, original price and the saving (≥ 0). */
export const priced = (c: RawCombination): Priced => {
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
  c: RawCombination,
  quantity: number,
): components["schemas"]["CartLineInput"] | null => {
  const id = Field.int(c.id)
  if (id === null || id <= 0) return null
  const n = Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : 1
  return {
    goods_id: id,
    price: Money.toYuanString(priced(c).price),
    number: n,
    ck_id: 0,
    type: LINE_TYPE,
  }
}

/** A cart line as far as its combination goes (the API's CartLine, read loosely). */
export interface RawLine {
  readonly goods_type?: unknown
  readonly combination?: unknown
  readonly goods?: { readonly is_buy?: unknown; readonly number?: unknown } | null
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
export const isLine = (line: RawLine): boolean => Field.int(line.goods_type) === LINE_TYPE

const record = (x: unknown): Readonly<Record<string, unknown>> =>
  typeof x === "object" && x !== null ? (x as Readonly<Record<string, unknown>>) : {}

const itemOf = (raw: unknown): Item => {
  const r = record(raw)
  const perSet = Field.int(r.number)
  const image = Field.text(r.image)
  return {
    goodsId: Field.id(r.goods_id),
    name: Field.text(r.name),
    spec: Field.text(r.ypgg),
    unit: Field.text(r.bzdw),
    image: image === "" ? null : image,
    perSet: perSet !== null && perSet >= 1 ? perSet : 1,
  }
}

/** The set stock a combination line carries: `combination.stock`, else its goods' `number`. */
const stockOf = (line: RawLine, c: Readonly<Record<string, unknown>>): number | null => {
  const stock = Field.int(c.stock) ?? Field.int(line.goods?.number)
  return stock === null ? null : Math.max(0, stock)
}

/** A combination's name, goods and set stock, read loosely from its record. */
const contentsOf = (c: Readonly<Record<string, unknown>>, stock: number | null): InLine => {
  const items = Array.isArray(c.goods) ? c.goods.map(itemOf) : []
  const own = Field.text(c.name)
  const names = items.map((i) => i.name).filter((n) => n !== "")
  return {
    id: Field.id(c.id),
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
export const ofLine = (line: RawLine): InLine | null => {
  if (!isLine(line)) return null
  const c = record(line.combination)
  return contentsOf(c, stockOf(line, c))
}

/**
 * A combination as its listing (组合购) sends it, as the cart shows one: its name, each goods with
 * how many of it one set holds and its picture, and the set stock (`null` when not given).
 */
export const ofOffer = (c: RawCombination): InLine => {
  const stock = Field.int(c.stock)
  return contentsOf(record(c), stock === null ? null : Math.max(0, stock))
}

/** The terms a set quantity is checked against (CartLineInput.checkQuantity, Quantity.limitsOf). */
export interface SetTerms {
  readonly is_buy?: unknown
  /** Sets in stock (absent when unknown). */
  readonly number?: number
  /** Always 1: a set is never rounded to the pack size of the goods in it. */
  readonly zbz: 1
  readonly bzdw: string
}

/**
 * The terms of buying a combination from its listing (组合购): whole sets, up to its `stock` when
 * it gives one.
 */
export const offerTerms = (c: RawCombination): SetTerms => {
  const stock = Field.int(c.stock)
  return {
    ...(stock === null ? {} : { number: Math.max(0, stock) }),
    zbz: 1,
    bzdw: Messages.cart.setUnit,
  }
}

/** The terms of a combination line: whole sets, up to the set stock, buyable as its goods says. */
export const setTerms = (line: RawLine): SetTerms => {
  const stock = stockOf(line, record(line.combination))
  const buy = line.goods?.is_buy
  return {
    ...(buy === undefined ? {} : { is_buy: buy }),
    ...(stock === null ? {} : { number: stock }),
    zbz: 1,
    bzdw: Messages.cart.setUnit,
  }
}
