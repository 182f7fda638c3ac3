/**
 * Price, ladder, free-shipping and manjian templates of the wording table. Amounts are passed as
 * fen and printed with two decimals, floored (Money).
 */
import * as Money from "../Money.ts"
import type { Fen } from "../Money.ts"

/** `{n}{unit}及以下 ¥{price}` (ladder type 1). */
export const ladderUpTo = (n: number, unit: string, price: Fen): string =>
  `${n}${unit}及以下 ${Money.format(price)}`

/**
 * `{n}{unit}及以上 ¥{price}`: the open-ended top tier of a type-1 ladder (its number is a "no limit"
 * sentinel such as 99999), labelled by the quantity it starts from.
 */
export const ladderFrom = (n: number, unit: string, price: Fen): string =>
  `${n}${unit}及以上 ${Money.format(price)}`

/** `满{n}{unit} ¥{price}` ("buy at least" ladder). */
export const ladderAtLeast = (n: number, unit: string, price: Fen): string =>
  `满${n}${unit} ${Money.format(price)}`

/** `满{n}{unit}包邮` (per-item free shipping). */
export const shippingItem = (n: number, unit: string): string => `满${n}${unit}包邮`

/** `还差¥{amount}免运费` (order free-shipping gap). */
export const shippingOrderGap = (amount: Fen): string => `还差¥${Money.toYuanString(amount)}免运费`

/** `满¥{amount}减¥{reduce}` (manjian tier). */
export const manjianTier = (amount: Fen, reduce: Fen): string =>
  `满¥${Money.toYuanString(amount)}减¥${Money.toYuanString(reduce)}`

/** `再买¥{amount}可减¥{reduce}` (manjian gap to the next tier). */
export const manjianGap = (amount: Fen, reduce: Fen): string =>
  `再买¥${Money.toYuanString(amount)}可减¥${Money.toYuanString(reduce)}`

/** A coupon's threshold: 无门槛 when it has none, else `满¥{min}可用`. */
export const couponMinimum = (min: Fen): string =>
  min <= 0 ? "无门槛" : `满¥${Money.toYuanString(min)}可用`
