/**
 * 全场94折 (/welfare): the activity price of a goods item is its unit price × 94 / 100, floored to
 * the fen (never rounded up: the buyer never pays a fraction of a fen more than 94%). The saving
 * is the difference. Works on fen; `ofGoods` reads the goods' `base_price` (unreadable = 0).
 */
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

export const RATE_NUMERATOR = 94
export const RATE_DENOMINATOR = 100

/** The 94% price of a unit price, floored to the fen (negative prices count as 0). */
export const price = (base: Fen): Fen => {
  const r = Money.applyRate(Money.max(base, Money.zero), RATE_NUMERATOR, RATE_DENOMINATOR)
  return r._tag === "Success" ? r.success : Money.zero
}

/** What the buyer saves per unit. */
export const saving = (base: Fen): Fen => Money.sub(Money.max(base, Money.zero), price(base))

export interface Priced {
  readonly base: Fen
  readonly price: Fen
  readonly saving: Fen
}

/** The original, activity price and saving of a goods item as the API sends it. */
export const ofGoods = (goods: { readonly base_price?: unknown }): Priced => {
  const base = Money.max(Money.parseOr(goods.base_price), Money.zero)
  return { base, price: price(base), saving: saving(base) }
}
