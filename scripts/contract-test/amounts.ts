/**
 * The amounts any server must compute (docs/contract.md "Amounts"), from a cart as the server
 * answers it, with core's rules (LadderPrice, Manjian, FreeShipping): each line at its ladder
 * price, `goods_amount` the plain sum of the selected lines, the best reached 满减 tier on their
 * eligible amounts (never above the goods), free shipping judged on goods − 满减 against the
 * threshold (or every line free on its own), and pay = goods − 满减 − coupon + shipping. Each
 * expectation carries the inputs it came from, in yuan, so a failure says which amount was
 * expected from which lines, tiers and threshold.
 */
import * as FreeShipping from "@mall/core/FreeShipping"
import * as LadderPrice from "@mall/core/LadderPrice"
import * as Manjian from "@mall/core/Manjian"
import type { Fen } from "@mall/core/Money"
import type { Row } from "./bag.ts"
import { rowsOf } from "./checks.ts"
import type { Problem } from "./checks.ts"
import type { Exchange } from "./http.ts"
import { fen, shown, yuan } from "./money.ts"

export interface Expected {
  goods: number
  eligible: number
  manjian: number
  shipping: number
  /** pay before any coupon */
  pay: number
  /** The tiers with the status each must show for the selected lines. */
  tiers: { amount: number; reduce: number; status: 0 | 1 }[]
  threshold: number | null
  fee: number
  /** The inputs and each step, in yuan. */
  explain: string
}

const nameOf = (l: Row): string => {
  const g = (l.goods ?? {}) as Row
  return `${String(g.name ?? `goods ${String(g.id)}`)}`
}

/** Whether a cart line can be ordered (checkout keeps it selected): buyable, enough stock. */
export function orderable(l: Row): boolean {
  const g = (l.goods ?? {}) as Row
  return Number(g.is_buy) === 1 && Number(g.number) >= Number(l.number) && Number(g.number) > 0
}

/** The amounts of the cart's selected, orderable lines. */
export function expectedOf(cart: Row): Expected {
  const lines = rowsOf(cart).filter((l) => Number(l.is_selected) === 1 && orderable(l))
  const parts: string[] = []
  let goods = 0
  let eligible = 0
  for (const l of lines) {
    const amount = fen(l.price) * Number(l.number)
    goods += amount
    eligible += fen(l.goods_manjian_amount)
    if (parts.length < 6)
      parts.push(
        `${nameOf(l)} ×${String(l.number)} at ${shown(l.price)} = ${yuan(amount)}${fen(l.goods_manjian_amount) > 0 ? " (满减)" : ""}`,
      )
  }
  if (lines.length > parts.length) parts.push(`… ${lines.length - parts.length} more lines`)
  const tiers = Manjian.tiersOf(
    (cart.activity_data as { manjians?: Manjian.RawTier[] } | undefined)?.manjians,
  )
  const evaluation = Manjian.evaluate(eligible as Fen, tiers)
  const manjian = Math.min(evaluation.reduction, goods)
  const rule = FreeShipping.ruleOf(cart.shipping_data as FreeShipping.ShippingData)
  const ownFree = lines.filter((l) =>
    FreeShipping.itemFree(l.goods as FreeShipping.FreeShippingGoods, Number(l.number)),
  )
  const allFree = lines.length > 0 && ownFree.length === lines.length
  const after = goods - manjian
  const shipping =
    lines.length === 0 || rule === null || allFree || after >= rule.threshold ? 0 : rule.fee
  const tierText =
    tiers.length === 0
      ? "no 满减 tiers"
      : `tiers ${tiers.map((t) => `满${yuan(t.amount)}减${yuan(t.reduce)}`).join(", ")}`
  const reached = evaluation.reached
  const shippingText =
    rule === null
      ? "no shipping rule → shipping 0.00"
      : allFree
        ? "every line ships free on its own → shipping 0.00"
        : `${ownFree.length > 0 ? `not every line ships free on its own (only ${ownFree.map(nameOf).join(", ")}); ` : ""}after 满减 ${yuan(after)} ${after >= rule.threshold ? "≥" : "<"} free-shipping threshold ${yuan(rule.threshold)} → shipping ${yuan(shipping)}`
  const explain = [
    `selected lines: ${parts.length > 0 ? parts.join("; ") : "none"}`,
    `goods ${yuan(goods)}`,
    `满减 on the eligible ${yuan(eligible)} (${tierText}): ${reached ? `满${yuan(reached.amount)}减${yuan(reached.reduce)} reached` : "no tier reached"} → ${yuan(manjian)}`,
    shippingText,
    `pay ${yuan(goods)} − ${yuan(manjian)} − 0.00 + ${yuan(shipping)} = ${yuan(goods - manjian + shipping)}`,
  ].join("; ")
  return {
    goods,
    eligible,
    manjian,
    shipping,
    pay: goods - manjian + shipping,
    tiers: evaluation.tiers.map((t) => ({ amount: t.amount, reduce: t.reduce, status: t.status })),
    threshold: rule?.threshold ?? null,
    fee: rule?.fee ?? 0,
    explain,
  }
}

/** Every line priced at its ladder price for its quantity (a combination at its set price). */
export function linePrices(cart: Row, x: Exchange): Problem[] {
  const problems: Problem[] = []
  for (const l of rowsOf(cart)) {
    if (Number(l.goods_type) === 3) continue
    const expected = LadderPrice.unitPrice(l.goods as LadderPrice.PricedGoods, Number(l.number))
    if (fen(l.price) !== expected)
      problems.push({
        op: "getCartList",
        cause: "a cart line is not priced at its ladder price for its quantity",
        detail: `line ${String(l.id)} (${nameOf(l)} ×${String(l.number)}): price ${shown(l.price)}, the ladder price is ${yuan(expected)} (base ${shown((l.goods as Row).base_price)}, ladder ${JSON.stringify((l.goods as Row).ladder_price)}, type ${String((l.goods as Row).ladder_price_type)})`,
        exchange: x,
      })
  }
  return problems
}

/** The 满减 tiers of the cart list show status 1 exactly when its selected lines reach them. */
export function tierStatuses(cart: Row, e: Expected, x: Exchange): Problem[] {
  const shownTiers = ((cart.activity_data as Row | undefined)?.manjians ?? []) as Row[]
  const problems: Problem[] = []
  for (const t of shownTiers) {
    const want = e.eligible >= fen(t.amount) ? 1 : 0
    if (Number(t.status) !== want)
      problems.push({
        op: "getCartList",
        cause: "a 满减 tier's status does not follow the selected lines",
        detail: `tier 满${shown(t.amount)}减${shown(t.reduce)} shows status ${String(t.status)}, expected ${want}: the selected lines' eligible amount is ${yuan(e.eligible)}`,
        exchange: x,
      })
  }
  return problems
}

const AMOUNT_CAUSES: Record<string, string> = {
  goods_amount: "goods_amount is not the plain sum of the selected lines",
  manjian_amount: "manjian_amount is not the best reached 满减 tier on the eligible lines",
  shipping_amount:
    "shipping_amount is not the contract's (free shipping judged on goods − 满减 against the threshold)",
  coupon_amount: "the settlement preview takes a coupon off before one is chosen",
  pay_amount: "pay_amount is not goods − 满减 − coupon + shipping",
}

/** The settlement preview against the cart it came from. */
export function previewProblems(e: Expected, d: Row, x: Exchange): Problem[] {
  const want: Record<string, number> = {
    goods_amount: e.goods,
    manjian_amount: e.manjian,
    shipping_amount: e.shipping,
    coupon_amount: 0,
    pay_amount: e.pay,
  }
  const problems: Problem[] = []
  for (const [k, v] of Object.entries(want))
    if (fen(d[k]) !== v)
      problems.push({
        op: "postCartCheckout",
        cause: AMOUNT_CAUSES[k] ?? k,
        detail: `expected ${k} ${yuan(v)}, got ${shown(d[k])}; ${e.explain}`,
        exchange: x,
      })
  const own =
    fen(d.goods_amount) - fen(d.manjian_amount) - fen(d.coupon_amount) + fen(d.shipping_amount)
  if (problems.length === 0 && fen(d.pay_amount) !== own)
    problems.push({
      op: "postCartCheckout",
      cause: AMOUNT_CAUSES.pay_amount ?? "",
      detail: `pay_amount ${shown(d.pay_amount)} ≠ ${shown(d.goods_amount)} − ${shown(d.manjian_amount)} − ${shown(d.coupon_amount)} + ${shown(d.shipping_amount)} = ${yuan(own)}`,
      exchange: x,
    })
  return problems
}

/**
 * An order against the preview it was placed from and the coupon it used (`coupon`: the
 * discount expected, 0 without one): the same goods, 满减 and shipping, the coupon taken, each
 * line's amount its price × number (a gift line's 0), the goods the sum of its lines, and
 * order_amount = goods − 满减 − coupon + shipping, in the detail and in what placing it answered.
 */
export function orderProblems(
  preview: Row,
  coupon: number,
  placed: Row,
  placedX: Exchange,
  detail: Row,
  detailX: Exchange,
): Problem[] {
  const problems: Problem[] = []
  const id = String(detail.id ?? placed.id)
  const inputs = `preview goods ${shown(preview.goods_amount)}, 满减 ${shown(preview.manjian_amount)}, shipping ${shown(preview.shipping_amount)}, coupon ${yuan(coupon)}`
  for (const k of ["goods_amount", "manjian_amount", "shipping_amount"])
    if (fen(detail[k]) !== fen(preview[k]))
      problems.push({
        op: "getOrderById",
        cause: "an order's amounts are not its settlement preview's",
        detail: `order ${id}: ${k} ${shown(detail[k])}, its preview's ${shown(preview[k])}`,
        exchange: detailX,
      })
  if (fen(detail.coupon_amount) !== coupon)
    problems.push({
      op: "postOrder",
      cause: "an order does not take off the coupon it used",
      detail: `order ${id}: coupon_amount ${shown(detail.coupon_amount)}, expected ${yuan(coupon)}`,
      exchange: detailX,
    })
  let sum = 0
  for (const g of rowsOf(detail.goods)) {
    const amount = fen(g.price) * Number(g.number)
    sum += fen(g.amount)
    // a gift is free: its line is priced 0 and adds nothing (OrderDetail.goods_amount：赠品为 0)
    if (Number(g.is_gift) === 1 && (fen(g.price) !== 0 || fen(g.amount) !== 0))
      problems.push({
        op: "getOrderById",
        cause: "a gift line of an order is priced (a gift is free)",
        detail: `order ${id}: gift ${String(g.name)} ×${String(g.number)} has price ${shown(g.price)}, amount ${shown(g.amount)}, expected 0.00`,
        exchange: detailX,
      })
    if (Number(g.is_gift) !== 1 && fen(g.amount) !== amount)
      problems.push({
        op: "getOrderById",
        cause: "an order line's amount is not its price × number",
        detail: `order ${id}: ${String(g.name)} ${shown(g.price)} × ${String(g.number)} = ${yuan(amount)}, amount ${shown(g.amount)}`,
        exchange: detailX,
      })
  }
  if (sum !== fen(detail.goods_amount))
    problems.push({
      op: "getOrderById",
      cause: "an order's goods_amount is not the sum of its lines",
      detail: `order ${id}: goods_amount ${shown(detail.goods_amount)}, its lines add up to ${yuan(sum)}`,
      exchange: detailX,
    })
  const expected =
    fen(preview.goods_amount) - fen(preview.manjian_amount) - coupon + fen(preview.shipping_amount)
  const own =
    fen(detail.goods_amount) -
    fen(detail.manjian_amount) -
    fen(detail.coupon_amount) +
    fen(detail.shipping_amount)
  if (fen(placed.order_amount) !== expected)
    problems.push({
      op: "postOrder",
      cause: "the order_amount of a placed order is not goods − 满减 − coupon + shipping",
      detail: `order ${id}: order_amount ${shown(placed.order_amount)}, expected ${yuan(expected)} (${inputs})`,
      exchange: placedX,
    })
  if (fen(detail.order_amount) !== own || fen(detail.order_amount) !== expected)
    problems.push({
      op: "getOrderById",
      cause: "an order's order_amount is not goods − 满减 − coupon + shipping",
      detail: `order ${id}: order_amount ${shown(detail.order_amount)}, its own amounts give ${yuan(own)}, expected ${yuan(expected)} (${inputs})`,
      exchange: detailX,
    })
  return problems
}
