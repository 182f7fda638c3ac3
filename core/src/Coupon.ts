/**
 * Coupons at checkout (满减券: `amount` off when the goods amount reaches `min_amount`). A coupon
 * applies to an order when the goods amount (before shipping) is at least its minimum; below it
 * the coupon does not apply and the shortfall is reported (`还差¥{x}可用`). The discount is the
 * coupon's amount, capped at the goods amount: a coupon reduces the goods, never the shipping,
 * so the amount payable is never below the shipping fee and never below 0, as the back end
 * computes it. Only unused coupons (status 0) can be chosen, each once. All amounts are integer
 * fen; amounts are taken as given (0 or more), and unreadable coupon amounts count as 0.
 */
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

/** A coupon as the API sends it (amounts in yuan, numbers or decimal strings). */
export interface Coupon {
  readonly id?: unknown
  readonly amount?: unknown
  readonly min_amount?: unknown
  /** 0 unused, 1 used, 2 expired. */
  readonly status?: unknown
}

/** The coupon's face value in fen (0 when unreadable or negative). */
export const value = (coupon: Coupon): Fen => Money.max(Money.parseOr(coupon.amount), Money.zero)

/** The goods amount the coupon needs, in fen (0 when unreadable or negative). */
export const minimum = (coupon: Coupon): Fen =>
  Money.max(Money.parseOr(coupon.min_amount), Money.zero)

export type Applicability =
  | { readonly _tag: "Applies"; readonly discount: Fen }
  | { readonly _tag: "Short"; readonly shortfall: Fen; readonly message: string }

/**
 * Whether the coupon applies to a goods amount: `Applies` with the discount it gives, or `Short`
 * with how much more the goods must come to and the message `还差¥{x}可用`.
 */
export const applicability = (coupon: Coupon, goods: Fen): Applicability => {
  const min = minimum(coupon)
  if (goods >= min) return { _tag: "Applies", discount: discountOn(value(coupon), goods) }
  const shortfall = Money.sub(min, goods)
  return { _tag: "Short", shortfall, message: Messages.couponShortfall(shortfall) }
}

/** True when the goods amount reaches the coupon's minimum. */
export const applies = (coupon: Coupon, goods: Fen): boolean => goods >= minimum(coupon)

const discountOn = (face: Fen, goods: Fen): Fen => Money.max(Money.min(face, goods), Money.zero)

/** The discount the coupon gives on a goods amount: its value capped at the goods; 0 if short. */
export const discount = (coupon: Coupon, goods: Fen): Fen =>
  applies(coupon, goods) ? discountOn(value(coupon), goods) : Money.zero

/**
 * The applicable coupon with the largest discount for a goods amount, or `null` when none
 * applies. On a tie the first in the list wins.
 */
export const best = <C extends Coupon>(coupons: ReadonlyArray<C>, goods: Fen): C | null => {
  let chosen: C | null = null
  let most: Fen = Money.zero
  for (const c of coupons) {
    if (!applies(c, goods)) continue
    const d = discount(c, goods)
    if (chosen === null || d > most) {
      chosen = c
      most = d
    }
  }
  return chosen
}

export interface Amounts {
  readonly goods: Fen
  readonly shipping: Fen
  /** What the coupon takes off (0 without a coupon or when it does not apply). */
  readonly discount: Fen
  /** goods + shipping − discount; never below 0. */
  readonly payable: Fen
}

/** The amounts due with a coupon (or none): payable + discount = goods + shipping. */
export const amounts = (goods: Fen, shipping: Fen, coupon: Coupon | null | undefined): Amounts => {
  const d = coupon === null || coupon === undefined ? Money.zero : discount(coupon, goods)
  const total = Money.add(goods, shipping)
  return { goods, shipping, discount: d, payable: Money.subFloor0(total, d) }
}

/** The coupon of a list with the given id, applied only when it applies; else `null`. */
export const chosen = <C extends Coupon>(
  coupons: ReadonlyArray<C>,
  id: unknown,
  goods: Fen,
): C | null => {
  if (id === null || id === undefined) return null
  const c = coupons.find((x) => x.id === id)
  return c !== undefined && applies(c, goods) ? c : null
}

/** The coupons a buyer can choose: unused ones (status 0), each id once, in list order. */
export const usable = <C extends Coupon>(...lists: ReadonlyArray<ReadonlyArray<C>>): Array<C> => {
  const seen = new Set<unknown>()
  const out: Array<C> = []
  for (const list of lists) {
    for (const c of list) {
      if (seen.has(c.id) || Number(c.status) !== 0) continue
      seen.add(c.id)
      out.push(c)
    }
  }
  return out
}
