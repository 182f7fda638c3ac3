/**
 * Return (退货) rules. A line can be returned up to what was bought less what earlier returns
 * that were not refused already take back (`returnable`). An application names at least one line
 * with a whole quantity from 1 to that limit, a reason from the list, a description of at most
 * 200 characters and at most 5 pictures (`check`). The refund is the returned goods' value less
 * their share of the order's discounts (满减 and coupon), in fen, floored to the fen
 * (`refundAmount`): returning everything refunds exactly what the goods cost after discounts, and
 * the refunds of several returns never add up to more. Freight is not refunded. A return or an
 * after-sales case is known by its number (`caseNumber`); a quantity's − and + stay within 0 and
 * what is left (`stepQuantity`).
 */
import { Result } from "effect"
import * as Forms from "./Forms.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

export const MAX_PICTURES = 5
export const MAX_DESCRIPTION = 200

/** Reasons a buyer picks from (their words are in the message catalogue). */
export const reasons = ["quality", "wrongGoods", "damaged", "nearExpiry", "other"] as const
export type Reason = (typeof reasons)[number]

export interface Line {
  readonly id: number
  /** Quantity bought. */
  readonly number: number
  /** Quantity already in returns that were not refused. */
  readonly returned: number
  /** Unit price in fen (0 for gifts). */
  readonly price: Fen
}

/** What is left to return of a line (never negative). */
export const returnable = (line: Line): number =>
  Math.max(0, Math.floor(line.number) - Math.max(0, Math.floor(line.returned)))

/** Whether any line of an order can still be returned. */
export const anyReturnable = (lines: ReadonlyArray<Line>): boolean =>
  lines.some((l) => returnable(l) > 0 && l.price > 0)

/** Why an application was refused; `line` names the order-goods id. */
export type Problem =
  | { readonly _tag: "NoLines" }
  | { readonly _tag: "UnknownLine"; readonly line: number }
  | { readonly _tag: "BadQuantity"; readonly line: number }
  | { readonly _tag: "TooMany"; readonly line: number; readonly max: number }
  | { readonly _tag: "NoReason" }
  | { readonly _tag: "DescriptionTooLong" }
  | { readonly _tag: "TooManyPictures" }

export interface Pick {
  readonly line: number
  readonly quantity: number
}

export interface Application {
  readonly picks: ReadonlyArray<Pick>
  readonly reason: string
  readonly description: string
  readonly pictures: ReadonlyArray<string>
}

/**
 * Checks an application against the order's lines. Picks with quantity 0 are left out; a line
 * named twice counts once with the sum. Gift lines (price 0) cannot be returned alone.
 */
export const check = (
  lines: ReadonlyArray<Line>,
  app: Application,
): Result.Result<ReadonlyArray<Pick>, Problem> => {
  const byId = new Map(lines.map((l) => [l.id, l]))
  const merged = new Map<number, number>()
  for (const p of app.picks) {
    if (!Number.isSafeInteger(p.quantity) || p.quantity < 0)
      return Result.fail({ _tag: "BadQuantity", line: p.line })
    if (p.quantity === 0) continue
    const line = byId.get(p.line)
    if (!line || line.price <= 0) return Result.fail({ _tag: "UnknownLine", line: p.line })
    merged.set(p.line, (merged.get(p.line) ?? 0) + p.quantity)
  }
  if (merged.size === 0) return Result.fail({ _tag: "NoLines" })
  for (const [id, q] of merged) {
    const line = byId.get(id)
    const max = line ? returnable(line) : 0
    if (q > max) return Result.fail({ _tag: "TooMany", line: id, max })
  }
  if (app.reason.trim() === "") return Result.fail({ _tag: "NoReason" })
  if ([...app.description].length > MAX_DESCRIPTION)
    return Result.fail({ _tag: "DescriptionTooLong" })
  if (app.pictures.length > MAX_PICTURES) return Result.fail({ _tag: "TooManyPictures" })
  return Result.succeed([...merged].map(([line, quantity]) => ({ line, quantity })))
}

export interface OrderAmounts {
  /** Sum of all lines at their prices, fen. */
  readonly goodsAmount: Fen
  /** 满减 plus coupon, fen. */
  readonly discount: Fen
}

/** Value of returned quantities at their unit prices (before discounts), fen. */
export const goodsValue = (lines: ReadonlyArray<Line>, picks: ReadonlyArray<Pick>): Fen => {
  const byId = new Map(lines.map((l) => [l.id, l]))
  return Money.sum(picks.map((p) => Money.mul(byId.get(p.line)?.price ?? Money.zero, p.quantity)))
}

/**
 * The refund of returned goods worth `value` (fen, before discounts): `value × (goods − discount)
 * / goods`, floored to the fen; the whole value when the order had no discount; 0 for an order
 * without goods value.
 */
export const refundAmount = (value: Fen, order: OrderAmounts): Fen => {
  if (order.goodsAmount <= 0 || value <= 0) return Money.zero
  const paid = Money.subFloor0(order.goodsAmount, order.discount)
  const r = Money.applyRate(value, paid, order.goodsAmount)
  return Result.isSuccess(r) ? Money.min(r.success, paid) : Money.zero
}

/**
 * The number a return or an after-sales case is known by. The contract gives only its id, so the
 * number is the id behind a prefix (`TH` 退货, `SH` 售后), zero-padded to the 14 characters of an
 * order number: return 10 is `TH000000000010`. Each id has its own number, from which the
 * service reads the case the buyer quotes.
 */
export type CaseKind = "return" | "afterSale"
const PREFIX: Readonly<Record<CaseKind, string>> = { return: "TH", afterSale: "SH" }
const NUMBER_DIGITS = 12

export const caseNumber = (kind: CaseKind, id: number): string =>
  `${PREFIX[kind]}${String(Math.max(0, Math.trunc(id))).padStart(NUMBER_DIGITS, "0")}`

/** A typed return quantity as a number within 0 and `left`: blank or not a whole number is 0. */
const typedWithin = (typed: string, left: number): number => {
  const t = typed.trim()
  const max = Math.max(0, Math.floor(left))
  return Math.min(max, /^\d+$/.test(t) ? Number(t) : 0)
}

/**
 * One press of a return quantity's − or +: one less or one more than what is typed (taken within
 * 0 and what is left to return of the line), kept within them.
 */
export const stepQuantity = (typed: string, direction: "down" | "up", left: number): number => {
  const now = typedWithin(typed, left)
  return Math.min(Math.max(0, Math.floor(left)), Math.max(0, now + (direction === "up" ? 1 : -1)))
}

/** Whether − (above 0) or + (below what is left) can still move a typed return quantity. */
export const canStep = (typed: string, direction: "down" | "up", left: number): boolean => {
  const now = typedWithin(typed, left)
  return direction === "up" ? now < Math.floor(left) : now > 0
}

const W = Messages.orders

/**
 * The fields of the return form. `numbers` is the quantities (the contract's name): they are
 * checked with the order's lines by `check`, whose message sits on the quantity fields
 * (`placeOf`); the pictures are checked by `check` too.
 */
export const form = {
  numbers: { checks: [], trim: true },
  reason: { checks: [Forms.required(W.noReason)], trim: true },
  description: {
    checks: [Forms.maxLength(MAX_DESCRIPTION, W.descriptionTooLong)],
    trim: true,
  },
} satisfies Forms.Form<string>

/** The after-sales form (POST /api/after_sales): a type and a description of 5 to 500 characters. */
export const afterSaleForm = {
  type: {
    checks: [
      Forms.required(W.afterSaleTypeRequired),
      Forms.matches((v) => /^[123]$/.test(v.trim()), W.afterSaleTypeRequired),
    ],
    trim: true,
  },
  content: {
    checks: [
      Forms.required(W.afterSaleDescriptionShort),
      Forms.charsBetween(5, 500, W.afterSaleDescriptionShort),
    ],
    trim: true,
  },
} satisfies Forms.Form<string>

/** The Chinese message of a refused application. */
export const problemText = (p: Problem): string => {
  switch (p._tag) {
    case "NoLines":
    case "UnknownLine":
      return W.noLinesPicked
    case "BadQuantity":
      return W.badQuantity
    case "TooMany":
      return W.tooMany(p.max)
    case "NoReason":
      return W.noReason
    case "DescriptionTooLong":
      return W.descriptionTooLong
    case "TooManyPictures":
      return W.tooManyPictures
  }
}

/**
 * Where a refused application's message belongs, by the contract's field names: on the
 * quantities (`numbers`; `line` is the order-goods id when the problem is one line's, `null` when
 * it is the whole choice), the reason, the description or the pictures (`images`).
 */
export type Place =
  | { readonly field: "numbers"; readonly line: number | null }
  | { readonly field: "reason" | "description" | "images" }

export const placeOf = (p: Problem): Place => {
  switch (p._tag) {
    case "NoLines":
      return { field: "numbers", line: null }
    case "UnknownLine":
    case "BadQuantity":
    case "TooMany":
      return { field: "numbers", line: p.line }
    case "NoReason":
      return { field: "reason" }
    case "DescriptionTooLong":
      return { field: "description" }
    case "TooManyPictures":
      return { field: "images" }
  }
}
