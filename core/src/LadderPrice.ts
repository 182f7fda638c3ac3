/**
 * Ladder (tiered) prices of a goods item: `ladder_price: [{number, price}]` with
 * `ladder_price_type`.
 *
 * - Type 1 ("up to"): a quantity at or below a tier's number gets that tier's price; the
 *   tightest tier applies (the smallest tier number ≥ quantity). Above every tier the goods'
 *   `base_price` applies (the tiers say nothing about larger quantities).
 * - Any other type ("at least"): the largest tier number not above the quantity applies; below
 *   every tier, `base_price`.
 * - Tiers may arrive unsorted; tiers whose number is not a positive whole number or whose price
 *   cannot be read are dropped; when two tiers share a number, the lowest price wins (so the
 *   result does not depend on the order the server lists them in). No tiers: `base_price`.
 *
 * - Labels: an "up to" tier whose number is `OPEN_END` (99999) or more stands for "no limit": it
 *   is labelled by the quantity it starts from, `{n}{unit}及以上` (one above the tier before it),
 *   never `99999盒及以下`.
 *
 * Build a `Ladder` once (`fromGoods`) and look prices up with `priceFor` on hot paths;
 * `unitPrice(goods, quantity)` does both.
 *
 * - The price a listing shows (`listedPrice`) is the unit price of the quantity its buy box starts
 *   at and adds, the pack size (core `Quantity`): the price the cart then charges for that line,
 *   not the single-unit `base_price` (a pack of 10 on a `满10` tier shows the tier's price).
 */
import * as Constants from "./Constants.ts"
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"
import * as Quantity from "./Quantity.ts"

export type Kind = "upTo" | "atLeast"

export interface Tier {
  readonly number: number
  readonly price: Fen
}

export interface Ladder {
  readonly kind: Kind
  readonly base: Fen
  /** Sorted by number ascending, one tier per number. */
  readonly tiers: ReadonlyArray<Tier>
}

/**
 * The pricing fields of a goods item (`Contract.Goods`). Absent tiers are no tiers; an absent type
 * is "at least".
 */
export type PricedGoods = Partial<
  Pick<Contract.Goods, "base_price" | "ladder_price" | "ladder_price_type">
>

/** The ladder kind of a `ladder_price_type` (1 is "up to"). */
export const kindOf = (ladderPriceType: Contract.Goods["ladder_price_type"] | undefined): Kind =>
  ladderPriceType === Constants.LADDER_TYPE_UP_TO ? "upTo" : "atLeast"

/** Normalised tiers: valid ones only, sorted by number, lowest price per number. */
export const normaliseTiers = (raw: PricedGoods["ladder_price"]): ReadonlyArray<Tier> => {
  const out: Array<Tier> = []
  for (const t of raw ?? []) {
    if (!Number.isSafeInteger(t.number) || t.number <= 0) continue
    const p = Money.parse(t.price)
    if (p._tag === "Failure" || p.success < 0) continue
    out.push({ number: t.number, price: p.success })
  }
  out.sort((a, b) => a.number - b.number || a.price - b.price)
  const deduped: Array<Tier> = []
  for (const t of out) if (deduped[deduped.length - 1]?.number !== t.number) deduped.push(t)
  return deduped
}

/** The ladder of a goods item. An unreadable base price counts as zero. */
export const fromGoods = (goods: PricedGoods): Ladder => ({
  kind: kindOf(goods.ladder_price_type),
  base: Money.parseOr(goods.base_price),
  tiers: normaliseTiers(goods.ladder_price),
})

/** The tier that applies to a quantity, or `undefined` when the base price applies. */
export const tierFor = (ladder: Ladder, quantity: number): Tier | undefined => {
  const tiers = ladder.tiers
  if (ladder.kind === "upTo") {
    for (let i = 0; i < tiers.length; i++) {
      const t = tiers[i]!
      if (quantity <= t.number) return t
    }
    return undefined
  }
  let found: Tier | undefined
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i]!
    if (t.number > quantity) break
    found = t
  }
  return found
}

/** Unit price for a quantity (hot path: no allocation). */
export const priceFor = (ladder: Ladder, quantity: number): Fen =>
  tierFor(ladder, quantity)?.price ?? ladder.base

/** Unit price of a goods item for a quantity. */
export const unitPrice = (goods: PricedGoods, quantity: number): Fen =>
  priceFor(fromGoods(goods), quantity)

/**
 * The unit price a listing shows: that of the quantity a buy box starts at and adds, the pack
 * size `zbz` (at least 1; `Quantity.limitsOf(goods).min`).
 */
export const listedPrice = (goods: PricedGoods & Partial<Pick<Contract.Goods, "zbz">>): Fen =>
  unitPrice(goods, Quantity.limitsOf(goods).min)

export interface TierRow {
  readonly number: number
  readonly price: Fen
  /** `{n}{unit}及以下 ¥{price}` (type 1) or `满{n}{unit} ¥{price}`. */
  readonly label: string
  /** Whether this tier applies to the given quantity. */
  readonly active: boolean
}

/** A type-1 tier number at or above this means "no upper limit" (the server's sentinel). */
export const OPEN_END = 99999

/** The quantity a tier starts from: one above the tier before it (1 for the first). */
const startOf = (tiers: ReadonlyArray<Tier>, i: number): number => (tiers[i - 1]?.number ?? 0) + 1

/** The tier table for the view, with the wording-table labels. */
export const tierTable = (
  ladder: Ladder,
  unit: string,
  quantity?: number,
): ReadonlyArray<TierRow> => {
  const current = quantity === undefined ? undefined : tierFor(ladder, quantity)
  return ladder.tiers.map((t, i, tiers) => ({
    number: t.number,
    price: t.price,
    label:
      ladder.kind !== "upTo"
        ? Messages.ladderAtLeast(t.number, unit, t.price)
        : t.number >= OPEN_END
          ? Messages.ladderFrom(startOf(tiers, i), unit, t.price)
          : Messages.ladderUpTo(t.number, unit, t.price),
    active: current === t,
  }))
}
