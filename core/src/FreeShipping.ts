/**
 * Free shipping, per item and per order.
 *
 * - Per item: free when the goods has `is_free_shipping` set and the quantity is at least
 *   `free_shipping_number` (a missing or non-positive number means any quantity ≥ 1). Label
 *   `满{n}{unit}包邮`.
 * - Per order, from `shipping_data`: `shipping_amount` is the fee and `no_trans_order_amount`
 *   the threshold. The order ships free at or above the threshold; below it the fee is charged
 *   and the result carries the gap (`还差¥{amount}免运费`). No shipping data, a zero fee or a
 *   threshold of zero or less mean free shipping. The amount compared is the caller's (the cart
 *   uses the goods amount after the manjian reduction).
 */
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

/** The free-shipping fields of a goods item (`Contract.Goods`); absent is no free shipping. */
export type FreeShippingGoods = Partial<
  Pick<Contract.Goods, "is_free_shipping" | "free_shipping_number">
>

/** The least quantity that ships free, or `null` when the goods has no free shipping. */
export const itemThreshold = (goods: FreeShippingGoods): number | null => {
  if (goods.is_free_shipping !== 1) return null
  const n = goods.free_shipping_number
  return n === undefined || !Number.isSafeInteger(n) || n < 1 ? 1 : n
}

/** Whether a quantity of this goods ships free. */
export const itemFree = (goods: FreeShippingGoods, quantity: number): boolean => {
  const n = itemThreshold(goods)
  return n !== null && quantity >= n
}

/** `满{n}{unit}包邮`, or `null` when the goods has no free shipping. */
export const itemLabel = (goods: FreeShippingGoods, unit: string): string | null => {
  const n = itemThreshold(goods)
  return n === null ? null : Messages.shippingItem(n, unit)
}

/** An order's shipping terms as the cart state sends them (`Contract.CartState`). */
export type ShippingData = Contract.CartState["shipping_data"]

/** Shipping rule of an order, amounts in fen. */
export interface Rule {
  readonly fee: Fen
  readonly threshold: Fen
}

/** The order rule from `shipping_data` (`null`: ships free). */
export const ruleOf = (data: ShippingData | null | undefined): Rule | null => {
  if (data === null || data === undefined) return null
  const fee = Money.parseOr(data.shipping_amount)
  const threshold = Money.parseOr(data.no_trans_order_amount)
  return fee <= 0 || threshold <= 0 ? null : { fee, threshold }
}

export type OrderShipping =
  | { readonly _tag: "Free"; readonly fee: Fen }
  | {
      readonly _tag: "Charged"
      readonly fee: Fen
      /** How much more to buy for free shipping. */
      readonly gap: Fen
      /** `还差¥{gap}免运费` */
      readonly message: string
    }

const FREE: OrderShipping = { _tag: "Free", fee: Money.zero }

/** The order's shipping for an amount under a rule. */
export const order = (amount: Fen, rule: Rule | null): OrderShipping => {
  if (rule === null || amount >= rule.threshold) return FREE
  const gap = Money.sub(rule.threshold, amount)
  return { _tag: "Charged", fee: rule.fee, gap, message: Messages.shippingOrderGap(gap) }
}
