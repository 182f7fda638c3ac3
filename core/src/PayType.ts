/**
 * How an order is paid. 支付订单 offers 微信支付, 支付宝 and 余额支付 (`offered`, the codes the
 * contract's pay calls take: wechat, alipay, balance). The page preselects, in this order: the
 * type its address names (`?pay_type=`, which 确认订单 sets for the order it has just created),
 * else the type the order was placed with (the order's `pay_type`, a code or its word as the
 * detail shows it), else 微信支付 (`preselected`). A type the page does not offer (线下转账,
 * 对公转账) is never preselected.
 */
import * as Display from "./Display.ts"
import * as Messages from "./Messages.ts"

export type PayType = "wechat" | "alipay" | "balance"

/** The types 支付订单 offers, in the order it shows them. */
export const offered: ReadonlyArray<PayType> = ["wechat", "alipay", "balance"]

/** What is preselected when nothing says otherwise. */
export const fallback: PayType = "wechat"

/** The word of a type (微信支付, 支付宝, 余额支付). */
export const label = (t: PayType): string => Messages.checkout.payTypes[t]

/**
 * An order's pay type as a page shows it: the word of an offered type (given as its code or its
 * word), any other type as the order names it (线下转账), `-` when it names none.
 */
export const wordOf = (raw: string | null | undefined): string => {
  const t = parse(raw)
  return t === null ? Display.orDash((raw ?? "").trim()) : label(t)
}

/**
 * An offered type from a code (`balance`) or its word (`余额支付`), surrounding blanks ignored;
 * `null` for anything else (absent, unknown, or a type the page does not offer).
 */
export const parse = (raw: string | null | undefined): PayType | null => {
  if (raw === null || raw === undefined) return null
  const v = raw.trim()
  return offered.find((t) => t === v || label(t) === v) ?? null
}

/** The type to preselect for an order: the address's, else the order's own, else 微信支付. */
export const preselected = (
  fromAddress: string | null | undefined,
  orderPayType: string | undefined,
): PayType => parse(fromAddress) ?? parse(orderPayType) ?? fallback
