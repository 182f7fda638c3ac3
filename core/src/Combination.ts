/**
 * 组合购 (/zhzq): a combination is sold as one unit at its own price; its original price is what
 * its goods cost one by one. The saving is the original price minus the combination price, never
 * below 0 (a combination dearer than its parts saves nothing); amounts arrive in yuan and are
 * handled in fen. Adding a combination to the cart is one cart line of goods type 3 whose goods
 * id is the combination's id, with a whole positive quantity (at least 1).
 */
import type { CartLineInput } from "./CartLineInput.ts"
import * as Constants from "./Constants.ts"
import * as Field from "./Field.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

/** A combination as the API sends it. */
export interface RawCombination {
  readonly id?: unknown
  readonly price?: unknown
  readonly original_price?: unknown
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
export const cartLine = (c: RawCombination, quantity: number): CartLineInput | null => {
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
