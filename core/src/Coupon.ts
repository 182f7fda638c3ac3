/**
 * Coupons at checkout (满减券: `amount` off when the goods amount reaches `min_amount`). What a
 * coupon is judged on is its eligible goods amount (`eligibleAmount`): for most coupons the goods
 * amount of the order after 满减 (before shipping); for a variety coupon (品种券, type 3) only the
 * amount of the order's goods it names (`goods_ids`; combination lines are never among them),
 * never more than the order's goods amount after 满减. A variety coupon that names none of the
 * order's goods (or names no goods at all) does not apply (`NoGoods`, `本单没有此券指定的商品`).
 * A coupon applies when its eligible amount is at least its minimum; below it the coupon does not
 * apply and the shortfall is reported (`还差¥{x}可用`, for a variety coupon `指定商品还差¥{x}可用`).
 * The discount is the coupon's amount, capped at the eligible amount: a coupon reduces the goods
 * it covers, never the shipping, so the amount payable is never below the shipping fee and never
 * below 0, as the back end computes it. Only unused coupons (status 0) can be chosen, each once.
 * All amounts are integer fen; amounts are taken as given (0 or more), and unreadable coupon
 * amounts count as 0.
 */
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

/**
 * A coupon as far as checkout reads it (`Contract.Coupon`): `type` 1 满减券, 2 折扣券, 3 品种券
 * (variety: only the goods of `goods_ids`); `status` 0 unused, 1 used, 2 expired; amounts in yuan.
 */
export type Coupon = Partial<
  Pick<Contract.Coupon, "id" | "type" | "amount" | "min_amount" | "status" | "goods_ids">
>

/** The coupon type of a variety coupon (品种券). */
export const VARIETY = 3

/** A line of the order as coupons read it (core `Cart.Line` is one). */
export interface OrderLine {
  readonly goodsId: string | null
  readonly kind: "normal" | "combination"
  readonly amount: Fen
}

/** What coupons are judged on: the goods amount after 满减, and the lines it is made of. */
export interface Order {
  readonly goods: Fen
  readonly lines: ReadonlyArray<OrderLine>
}

/** An order of this goods amount; without lines no variety coupon applies to it. */
export const orderOf = (goods: Fen, lines: ReadonlyArray<OrderLine> = []): Order => ({
  goods,
  lines,
})

/** The coupon's face value in fen (0 when unreadable or negative). */
export const value = (coupon: Coupon): Fen => Money.max(Money.parseOr(coupon.amount), Money.zero)

/** The goods amount the coupon needs, in fen (0 when unreadable or negative). */
export const minimum = (coupon: Coupon): Fen =>
  Money.max(Money.parseOr(coupon.min_amount), Money.zero)

/** Whether the coupon is a variety coupon (type 3). */
export const isVariety = (coupon: Coupon): boolean => coupon.type === VARIETY

/** The goods ids a variety coupon names (empty when it names none). */
export const coveredGoods = (coupon: Coupon): ReadonlySet<string> => {
  const out = new Set<string>()
  for (const id of coupon.goods_ids ?? []) out.add(String(id))
  return out
}

/**
 * The amount the coupon is judged on and may reduce: the order's goods amount, or for a variety
 * coupon the sum of the lines of the goods it names (combination lines excluded), capped at the
 * order's goods amount.
 */
export const eligibleAmount = (coupon: Coupon, order: Order): Fen => {
  const goods = Money.max(order.goods, Money.zero)
  if (!isVariety(coupon)) return goods
  const covered = coveredGoods(coupon)
  let sum = Money.zero
  for (const line of order.lines) {
    if (line.kind !== "normal" || line.goodsId === null || !covered.has(line.goodsId)) continue
    sum = Money.add(sum, Money.max(line.amount, Money.zero))
  }
  return Money.min(sum, goods)
}

export type Applicability =
  | { readonly _tag: "Applies"; readonly discount: Fen }
  | { readonly _tag: "Short"; readonly shortfall: Fen; readonly message: string }
  | { readonly _tag: "NoGoods"; readonly message: string }

/**
 * Whether the coupon applies, given its eligible goods amount (`eligibleAmount`): `Applies` with
 * the discount it gives, `Short` with how much more the eligible goods must come to and its
 * message, or `NoGoods` for a variety coupon none of whose goods are in the order.
 */
export const applicability = (coupon: Coupon, eligible: Fen): Applicability => {
  if (isVariety(coupon) && eligible <= 0)
    return { _tag: "NoGoods", message: Messages.checkout.couponNoGoods }
  const min = minimum(coupon)
  if (eligible >= min) return { _tag: "Applies", discount: discountOn(value(coupon), eligible) }
  const shortfall = Money.sub(min, eligible)
  return {
    _tag: "Short",
    shortfall,
    message: isVariety(coupon)
      ? Messages.checkout.couponVarietyShortfall(shortfall)
      : Messages.couponShortfall(shortfall),
  }
}

/** True when the coupon applies to its eligible goods amount. */
export const applies = (coupon: Coupon, eligible: Fen): boolean =>
  applicability(coupon, eligible)._tag === "Applies"

const discountOn = (face: Fen, goods: Fen): Fen => Money.max(Money.min(face, goods), Money.zero)

/** The discount the coupon gives on its eligible amount: its value capped at it; 0 if it does not apply. */
export const discount = (coupon: Coupon, eligible: Fen): Fen => {
  const a = applicability(coupon, eligible)
  return a._tag === "Applies" ? a.discount : Money.zero
}

/** The discount the coupon gives on an order (0 when it does not apply). */
export const discountFor = (coupon: Coupon, order: Order): Fen =>
  discount(coupon, eligibleAmount(coupon, order))

/** Whether the coupon applies to an order. */
export const appliesTo = (coupon: Coupon, order: Order): boolean =>
  applies(coupon, eligibleAmount(coupon, order))

/**
 * The applicable coupon with the largest discount for an order, or `null` when none applies.
 * On a tie the first in the list wins.
 */
export const best = <C extends Coupon>(coupons: ReadonlyArray<C>, order: Order): C | null => {
  let chosen: C | null = null
  let most: Fen = Money.zero
  for (const c of coupons) {
    const eligible = eligibleAmount(c, order)
    if (!applies(c, eligible)) continue
    const d = discount(c, eligible)
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
export const amounts = (
  order: Order,
  shipping: Fen,
  coupon: Coupon | null | undefined,
): Amounts => {
  const goods = order.goods
  const d = coupon === null || coupon === undefined ? Money.zero : discountFor(coupon, order)
  const total = Money.add(goods, shipping)
  return { goods, shipping, discount: d, payable: Money.subFloor0(total, d) }
}

/** The coupon of a list with the given id, applied only when it applies to the order; else `null`. */
export const chosen = <C extends Coupon>(
  coupons: ReadonlyArray<C>,
  id: Coupon["id"] | null,
  order: Order,
): C | null => {
  if (id === null || id === undefined) return null
  const c = coupons.find((x) => x.id === id)
  return c !== undefined && appliesTo(c, order) ? c : null
}

/** The coupons a buyer can choose: unused ones (status 0), each id once, in list order. */
export const usable = <C extends Coupon>(...lists: ReadonlyArray<ReadonlyArray<C>>): Array<C> => {
  const seen = new Set<Coupon["id"]>()
  const out: Array<C> = []
  for (const list of lists) {
    for (const c of list) {
      if (seen.has(c.id) || c.status !== 0) continue
      seen.add(c.id)
      out.push(c)
    }
  }
  return out
}
