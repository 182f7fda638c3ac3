/**
 * 全场94折 (/welfare): while the storewide activity runs, a goods item sells at 94% of its unit
 * price, floored to the fen (never rounded up: the buyer never pays a fraction of a fen more than
 * 94%), and so does every tier of its ladder. Spike (秒杀) and daily-special (每日特价) goods keep
 * their own price and take no part. Works on fen.
 *
 * The server charges the activity price: while the activity runs it sends a goods item's
 * `base_price` and `ladder_price` already at 94% with the price before the discount as
 * `original_price` (`ofGoods` reads them as they are); before the activity starts there is no
 * `original_price` and `ofGoods` announces 94% of `base_price`.
 */
import type * as Contract from "./Contract.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"
import type { Ladder } from "./LadderPrice.ts"

export const RATE_NUMERATOR = 94
export const RATE_DENOMINATOR = 100

/** The 94% price of a unit price, floored to the fen (negative prices count as 0). */
export const price = (base: Fen): Fen => {
  const r = Money.applyRate(Money.max(base, Money.zero), RATE_NUMERATOR, RATE_DENOMINATOR)
  return r._tag === "Success" ? r.success : Money.zero
}

/** What the buyer saves per unit. */
export const saving = (base: Fen): Fen => Money.sub(Money.max(base, Money.zero), price(base))

/** A ladder at the activity price: the base price and every tier's price at 94%. */
export const ladder = (l: Ladder): Ladder => ({
  kind: l.kind,
  base: price(l.base),
  tiers: l.tiers.map((t) => ({ number: t.number, price: price(t.price) })),
})

export interface Priced {
  readonly base: Fen
  readonly price: Fen
  readonly saving: Fen
}

/**
 * The original price, activity price and saving of a goods item as the API sends it: the server's
 * `original_price` and `base_price` while the activity runs, else 94% of `base_price` (unreadable
 * amounts count as 0).
 */
/** A goods item as far as its activity price goes (`Contract.Goods`). */
export type Goods = Partial<Pick<Contract.Goods, "base_price" | "original_price">>

export const ofGoods = (goods: Goods): Priced => {
  const unit = Money.max(Money.parseOr(goods.base_price), Money.zero)
  if (goods.original_price === undefined) {
    return { base: unit, price: price(unit), saving: saving(unit) }
  }
  const base = Money.max(Money.parseOr(goods.original_price), unit)
  return { base, price: unit, saving: Money.sub(base, unit) }
}
