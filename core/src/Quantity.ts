/**
 * The +/- buttons of a quantity input. Goods with a pack size (中包装, `zbz`) above 1 are sold in
 * multiples of it; the valid quantities are the multiples of the pack size from the minimum
 * (at least 1, rounded up to the pack size) to the stock (`number`, rounded down to the pack
 * size; no upper limit when the stock is unknown). `step` gives the nearest valid quantity above
 * (`"up"`) or below (`"down"`) the current one, staying at the ends of the range; a current value
 * that is not a number starts from the minimum. When no quantity is valid (stock below the
 * smallest pack) there is nothing to step to: `null`.
 *
 * A cart line's terms (a combination counted in whole sets) are read by core `CartLineInput`.
 */
import type * as Contract from "./Contract.ts"
import * as Field from "./Field.ts"

export interface Limits {
  /** The step: the pack size when above 1, else 1. */
  readonly pack: number
  /** The smallest valid quantity (a multiple of `pack`, at least 1). */
  readonly min: number
  /** The largest valid quantity, or `null` when the stock is unknown. */
  readonly max: number | null
}

export type Direction = "up" | "down"

/** The pack size used as the step: `zbz` when it is a whole number above 1, else 1. */
export const packStep = (goods: Pick<Terms, "zbz">): number => {
  const pack = goods.zbz
  return pack !== undefined && Number.isSafeInteger(pack) && pack > 1 ? pack : 1
}

/**
 * The limits from a pack size, a stock (`null` = unknown) and a minimum (default 1). Non-whole
 * or non-positive pack sizes count as 1.
 */
export const limits = (pack: number, stock: number | null, minimum = 1): Limits => {
  const p = Number.isSafeInteger(pack) && pack > 1 ? pack : 1
  const least = Math.max(1, Math.ceil(Number.isFinite(minimum) ? minimum : 1))
  return {
    pack: p,
    min: Math.ceil(least / p) * p,
    max: stock === null ? null : Math.floor(Math.max(0, stock) / p) * p,
  }
}

/** The limits of goods: pack size `zbz`, stock `number`. */
export const limitsOf = (goods: Pick<Terms, "zbz" | "number">): Limits =>
  limits(packStep(goods), goods.number ?? null)

/**
 * The terms a quantity is checked against, as a goods item carries them (`Contract.Goods`):
 * whether it can be bought, the stock, the pack size and the unit. A term that is absent sets no
 * limit: buyable, no upper limit, sold one by one, no unit.
 */
export type Terms = Partial<Pick<Contract.Goods, "is_buy" | "number" | "zbz" | "bzdw">>

/** True when some quantity is valid (the stock holds at least the minimum). */
export const hasRange = (l: Limits): boolean => l.max === null || l.max >= l.min

/**
 * The next valid quantity from `current` in a direction: the nearest multiple of the pack size
 * strictly above (up) or below (down), kept within min..max. `null` when nothing is valid.
 */
export const step = (l: Limits, current: number | null, direction: Direction): number | null => {
  if (!hasRange(l)) return null
  const top = l.max ?? Number.MAX_SAFE_INTEGER - (Number.MAX_SAFE_INTEGER % l.pack)
  if (current === null || !Number.isFinite(current)) return l.min
  const next =
    direction === "up"
      ? (Math.floor(current / l.pack) + 1) * l.pack
      : (Math.ceil(current / l.pack) - 1) * l.pack
  return Math.min(top, Math.max(l.min, next))
}

/** Whether the button of a direction changes the quantity (false at the end of the range). */
export const canStep = (l: Limits, current: number | null, direction: Direction): boolean => {
  const next = step(l, current, direction)
  return next !== null && next !== current
}

/**
 * A typed quantity as plain ASCII: full-width digits (０-９, as a Chinese input method types them)
 * become 0-9, ideographic (full-width) spaces become spaces, and the ends are trimmed. Nothing
 * else changes, so a value that is not a number stays one that is refused.
 */
export const normalise = (input: string): string =>
  input
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 0x30))
    .replace(/\u3000/g, " ")
    .trim()

/** The quantity a typed value reads as (whole numbers only, full-width digits too), for `step`. */
export const read = (input: string): number | null => Field.int(normalise(input))
