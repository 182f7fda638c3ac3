/**
 * Money as an integer number of fen (1 yuan = 100 fen), branded so it cannot be mixed with
 * plain numbers. Amounts from the API (numbers like 12.3 or decimal strings like "12.30", "12",
 * ".5") are parsed from their decimal digits, never by multiplying floats. Digits beyond the
 * second decimal are floored (towards minus infinity), as the spec floors amounts to 2 decimals.
 * Computations that make fractions (rates, ratios) go through `applyRate`, which floors to the
 * fen. No other module does arithmetic on money outside these functions.
 */
import { Data, Result } from "effect"
import type { Brand } from "effect"

export type Fen = number & Brand.Brand<"Fen">

/** Why an amount could not be read. */
export class MoneyParseError extends Data.TaggedError("MoneyParseError")<{
  readonly input: unknown
  readonly reason: "empty" | "notANumber" | "notFinite" | "tooLarge" | "wrongType"
}> {}

/** Why a rate could not be applied. */
export class RateError extends Data.TaggedError("RateError")<{
  readonly numerator: number
  readonly denominator: number
}> {}

/** Zero fen. */
export const zero = 0 as Fen

/** Treats a whole number of fen as money. Non-integers are floored; use only for known counts. */
export const fen = (n: number): Fen => Math.floor(n) as Fen

/** Whole yuan as fen. */
export const yuan = (n: number): Fen => (Math.floor(n) * 100) as Fen

/** True when `n` is a safe integer (a valid fen amount). */
export const isFen = (n: unknown): n is Fen => typeof n === "number" && Number.isSafeInteger(n)

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

const parseDecimal = (input: unknown, raw: string): Result.Result<Fen, MoneyParseError> => {
  const s = raw.trim()
  if (s === "") return Result.fail(new MoneyParseError({ input, reason: "empty" }))
  const m = DECIMAL.exec(s)
  const intPart = m?.[2] ?? ""
  const fracPart = m?.[3] ?? ""
  if (m === null || (intPart === "" && fracPart === "")) {
    return Result.fail(new MoneyParseError({ input, reason: "notANumber" }))
  }
  const negative = m[1] === "-"
  const exponent = m[4] === undefined ? 0 : Number(m[4])
  // digits of the value times 10^(exponent - fracPart.length); shift to fen (2 more places)
  let digits = (intPart + fracPart).replace(/^0+/, "")
  let shift = exponent - fracPart.length + 2
  if (digits === "") return Result.succeed(zero)
  if (shift > 0) {
    if (digits.length + shift > 17) {
      return Result.fail(new MoneyParseError({ input, reason: "tooLarge" }))
    }
    digits = digits + "0".repeat(shift)
    shift = 0
  }
  // shift <= 0 here: the digits past the fen are dropped (none when shift is 0)
  const cut = digits.length + shift
  const kept = cut > 0 ? digits.slice(0, cut) : ""
  const droppedNonZero = /[1-9]/.test(cut > 0 ? digits.slice(cut) : digits)
  // Number("") is 0; a kept part of 17 digits or more is beyond the safe integers
  let value = Number(kept)
  if (negative) value = droppedNonZero ? -value - 1 : -value
  if (!Number.isSafeInteger(value)) {
    return Result.fail(new MoneyParseError({ input, reason: "tooLarge" }))
  }
  return Result.succeed(value as Fen)
}

/**
 * Reads an amount in yuan as sent by the API: a finite number or a decimal string (optional
 * sign, optional exponent). Garbage, empty strings, non-finite numbers and other types fail
 * with a `MoneyParseError`.
 */
export const parse = (input: unknown): Result.Result<Fen, MoneyParseError> => {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) {
      return Result.fail(new MoneyParseError({ input, reason: "notFinite" }))
    }
    return parseDecimal(input, String(input))
  }
  if (typeof input === "string") return parseDecimal(input, input)
  return Result.fail(new MoneyParseError({ input, reason: "wrongType" }))
}

/** `parse`, with a fallback (zero unless given) for amounts that cannot be read. */
export const parseOr = (input: unknown, fallback: Fen = zero): Fen => {
  const r = parse(input)
  return Result.isSuccess(r) ? r.success : fallback
}

export const add = (a: Fen, b: Fen): Fen => (a + b) as Fen
export const sub = (a: Fen, b: Fen): Fen => (a - b) as Fen
/** Multiplies by a whole count (quantity). A non-integer count is floored first. */
export const mul = (a: Fen, count: number): Fen => (a * Math.floor(count)) as Fen
export const max = (a: Fen, b: Fen): Fen => (a >= b ? a : b)
export const min = (a: Fen, b: Fen): Fen => (a <= b ? a : b)
export const negate = (a: Fen): Fen => (a === 0 ? zero : (-a as Fen))
/** Sum of amounts (plain loop). */
export const sum = (xs: Iterable<Fen>): Fen => {
  let total = 0
  for (const x of xs) total += x
  return total as Fen
}
/** `a - b`, but never below zero. */
export const subFloor0 = (a: Fen, b: Fen): Fen => (a > b ? ((a - b) as Fen) : zero)

// For a safe integer a and a positive safe integer b the float quotient never rounds across an
// integer (that would need |a| >= 2^53), so its floor is the exact floor of a / b.
const floorDiv = (a: number, b: number): number => Math.floor(a / b)

const bigFloorDiv = (a: bigint, b: bigint): number => {
  const q = a / b
  return Number(a % b !== 0n && a < 0n ? q - 1n : q)
}

/**
 * `amount × numerator / denominator`, floored to the fen (towards minus infinity). Rates are
 * whole numbers, e.g. 94% off is `applyRate(x, 94, 100)`. The denominator must be a positive
 * integer and the numerator an integer, else `RateError`.
 */
export const applyRate = (
  amount: Fen,
  numerator: number,
  denominator: number,
): Result.Result<Fen, RateError> => {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    return Result.fail(new RateError({ numerator, denominator }))
  }
  const product = amount * numerator
  const q = Number.isSafeInteger(product)
    ? floorDiv(product, denominator)
    : bigFloorDiv(BigInt(amount) * BigInt(numerator), BigInt(denominator))
  return Result.succeed((q === 0 ? 0 : q) as Fen)
}

/** "12.30": yuan with exactly two decimals, no symbol (for the wording templates). */
export const toYuanString = (amount: Fen): string => {
  const negative = amount < 0
  const abs = negative ? -amount : amount
  const whole = Math.floor(abs / 100)
  const cents = abs - whole * 100
  return `${negative ? "-" : ""}${whole}.${cents < 10 ? "0" : ""}${cents}`
}

/** "¥12.30" (negative amounts "-¥12.30"). The one price formatter of the product. */
export const format = (amount: Fen): string =>
  amount < 0 ? `-¥${toYuanString(negate(amount))}` : `¥${toYuanString(amount)}`

/** An amount as the server writes it (`"12.3"`), shown as `format` shows it; ¥0.00 when unreadable. */
export const formatOr = (input: unknown): string => format(parseOr(input))

/** Order on amounts, for sorting. */
export const compare = (a: Fen, b: Fen): number => (a < b ? -1 : a > b ? 1 : 0)
