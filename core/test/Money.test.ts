import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Money from "../src/Money.ts"
import type { Fen } from "../src/Money.ts"
import { fen, runs } from "./arbitraries.ts"

const ok = (input: unknown): number => Result.getOrThrow(Money.parse(input))
const fail = (input: unknown): string => {
  const r = Money.parse(input)
  if (Result.isSuccess(r)) throw new Error(`expected failure for ${String(input)}`)
  return r.failure.reason
}

describe("Money.parse", () => {
  it("reads the amounts the API sends, exactly", () => {
    expect(ok(12.3)).toBe(1230)
    expect(ok("12.30")).toBe(1230)
    expect(ok("12")).toBe(1200)
    expect(ok(".5")).toBe(50)
    expect(ok("12.")).toBe(1200)
    expect(ok(" 0.07 ")).toBe(7)
    expect(ok(0.1 + 0.2)).toBe(30) // 0.30000000000000004 floors to 0.30
    expect(ok(1.005)).toBe(100)
    expect(ok("19.99")).toBe(1999)
    expect(ok(19.99)).toBe(1999)
    expect(ok("1e2")).toBe(10000)
    expect(ok(1e-7)).toBe(0)
    expect(ok("-0")).toBe(0)
    expect(ok("+3.1")).toBe(310)
    expect(ok("000")).toBe(0)
  })

  it("floors digits beyond the fen", () => {
    expect(ok("12.349")).toBe(1234)
    expect(ok("0.009")).toBe(0)
    expect(ok("-12.341")).toBe(-1235)
    expect(ok("-0.001")).toBe(-1)
    expect(ok("-12.340")).toBe(-1234)
  })

  it("rejects garbage with a tagged error", () => {
    expect(fail("")).toBe("empty")
    expect(fail("  ")).toBe("empty")
    expect(fail("abc")).toBe("notANumber")
    expect(fail("1.2.3")).toBe("notANumber")
    expect(fail(".")).toBe("notANumber")
    expect(fail("¥12")).toBe("notANumber")
    expect(fail("12,30")).toBe("notANumber")
    expect(fail(Number.NaN)).toBe("notFinite")
    expect(fail(Number.POSITIVE_INFINITY)).toBe("notFinite")
    expect(fail(null)).toBe("wrongType")
    expect(fail(undefined)).toBe("wrongType")
    expect(fail({})).toBe("wrongType")
    expect(fail("1e30")).toBe("tooLarge")
    expect(fail("123456789012345678")).toBe("tooLarge")
    expect(fail("99999999999999999.5")).toBe("tooLarge")
    const r = Money.parse("x")
    expect(Result.isFailure(r) && r.failure._tag).toBe("MoneyParseError")
  })

  it("reads an exponent with either letter and either sign", () => {
    expect(ok("1E2")).toBe(10000)
    expect(ok("1e+2")).toBe(10000)
    expect(ok("12.5e-1")).toBe(125)
    expect(ok("0e30")).toBe(0)
    expect(ok("0.00e-5")).toBe(0)
  })

  it("an absurd exponent is too large, not a crash", () => {
    expect(fail("1e9999999999")).toBe("tooLarge")
    expect(fail("-1e9999999999")).toBe("tooLarge")
  })

  it("the largest amount is the largest safe integer of fen", () => {
    expect(ok("90071992547409.91")).toBe(Number.MAX_SAFE_INTEGER)
    expect(ok("-90071992547409.91")).toBe(-Number.MAX_SAFE_INTEGER)
    expect(ok("10000000000000")).toBe(1_000_000_000_000_000)
    expect(fail("90071992547409.92")).toBe("tooLarge")
    expect(fail("99999999999999.99")).toBe("tooLarge")
    expect(fail("-99999999999999.99")).toBe("tooLarge")
  })

  it("leading zeros do not count towards the size of an amount", () => {
    expect(ok("000000000000000000012.5")).toBe(1250)
    expect(ok("-0000000000000000000.01")).toBe(-1)
  })

  it("floors far past the fen, by any non-zero digit dropped", () => {
    expect(ok("0.00012")).toBe(0)
    expect(ok("-0.00012")).toBe(-1)
    expect(ok("-0.00010")).toBe(-1)
    expect(ok("-12.3401")).toBe(-1235)
    expect(ok("-12.3409")).toBe(-1235)
    expect(ok("-12.34000")).toBe(-1234)
  })

  it("parseOr falls back", () => {
    expect(Money.parseOr("bad")).toBe(0)
    expect(Money.parseOr("bad", Money.fen(5))).toBe(5)
    expect(Money.parseOr("1.5")).toBe(150)
  })

  test.prop([fen()], runs)("round trip: parse(toYuanString(x)) = x", (x) => {
    expect(ok(Money.toYuanString(x))).toBe(x)
    expect(ok(Money.toYuanString(Money.negate(x)))).toBe(-x || 0)
  })

  test.prop([fen(10_000_000)], runs)(
    "a number with up to two decimals parses to the same fen",
    (x) => {
      expect(ok(x / 100)).toBe(x)
    },
  )

  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.stringMatching(/^\d{0,6}$/)], runs)(
    "extra decimals never round up",
    (whole, extra) => {
      expect(ok(`${whole}.99${extra}`)).toBe(whole * 100 + 99)
    },
  )
})

describe("Money arithmetic and formatting", () => {
  it("formats with the yuan sign and exactly two decimals", () => {
    expect(Money.format(Money.fen(1230))).toBe("¥12.30")
    expect(Money.format(Money.fen(5))).toBe("¥0.05")
    expect(Money.format(Money.zero)).toBe("¥0.00")
    expect(Money.format(Money.fen(-150))).toBe("-¥1.50")
    expect(Money.toYuanString(Money.fen(100000))).toBe("1000.00")
    expect(Money.toYuanString(Money.yuan(3))).toBe("3.00")
  })

  test.prop([fen()], runs)("format is ¥ + toYuanString with two decimals", (x) => {
    expect(Money.format(x)).toBe(`¥${Money.toYuanString(x)}`)
    expect(Money.toYuanString(x)).toMatch(/^\d+\.\d{2}$/)
  })

  it("formatOr shows an amount the server wrote, and ¥0.00 for one it cannot read", () => {
    expect(Money.formatOr("12.3")).toBe("¥12.30")
    expect(Money.formatOr(8)).toBe("¥8.00")
    expect(Money.formatOr("-1.5")).toBe("-¥1.50")
    expect(Money.formatOr("abc")).toBe("¥0.00")
    expect(Money.formatOr(null)).toBe("¥0.00")
  })

  test.prop([fen()], runs)("formatOr of a written amount is format of the amount", (x) => {
    expect(Money.formatOr(Money.toYuanString(x))).toBe(Money.format(x))
  })

  it("writes tens of fen with their zero", () => {
    expect(Money.toYuanString(Money.fen(1210))).toBe("12.10")
    expect(Money.toYuanString(Money.fen(1209))).toBe("12.09")
    expect(Money.format(Money.fen(-1210))).toBe("-¥12.10")
  })

  test.prop([fen()], runs)("negate flips the sign and formats with a leading minus", (x) => {
    expect(Money.add(x, Money.negate(x))).toBe(0)
    expect(Money.format(Money.negate(x))).toBe(x === 0 ? "¥0.00" : `-${Money.format(x)}`)
    expect(Money.toYuanString(Money.negate(x))).toBe(x === 0 ? "0.00" : `-${Money.toYuanString(x)}`)
  })

  it("adds, subtracts, multiplies by counts, sums and compares", () => {
    const a = Money.fen(150)
    const b = Money.fen(275)
    expect(Money.add(a, b)).toBe(425)
    expect(Money.sub(a, b)).toBe(-125)
    expect(Money.subFloor0(a, b)).toBe(0)
    expect(Money.subFloor0(b, a)).toBe(125)
    expect(Money.mul(a, 3)).toBe(450)
    expect(Money.mul(a, 2.9)).toBe(300)
    expect(Money.sum([a, b, a])).toBe(575)
    expect(Money.max(a, b)).toBe(b)
    expect(Money.min(a, b)).toBe(a)
    expect(Money.negate(Money.zero)).toBe(0)
    expect([b, a].sort(Money.compare)).toEqual([a, b])
    expect(Money.compare(a, a)).toBe(0)
    expect(Money.isFen(3)).toBe(true)
    expect(Money.isFen(3.5)).toBe(false)
    expect(Money.fen(3.9)).toBe(3)
  })

  test.prop([fc.array(fen(), { maxLength: 50 })], runs)("sum is order independent", (xs) => {
    expect(Money.sum([...xs].reverse())).toBe(Money.sum(xs))
  })
})

describe("Money.applyRate", () => {
  const rate = (x: number, n: number, d: number): number =>
    Result.getOrThrow(Money.applyRate(Money.fen(x), n, d))

  it("floors to the fen", () => {
    expect(rate(999, 94, 100)).toBe(939) // 939.06
    expect(rate(1000, 1, 3)).toBe(333)
    expect(rate(-1000, 1, 3)).toBe(-334)
    expect(rate(0, 5, 7)).toBe(0)
    expect(rate(1, 0, 7)).toBe(0)
    // beyond 2^53 the product is computed exactly
    expect(rate(9_000_000_000_000, 999_999, 1_000_000)).toBe(8_999_991_000_000)
    expect(rate(-9_000_000_000_001, 999_999, 1_000_000)).toBe(-8_999_991_000_001)
  })

  it("a zero amount or a zero rate is zero, never minus zero", () => {
    expect(rate(0, -5, 7)).toBe(0)
    expect(rate(-3, 0, 7)).toBe(0)
  })

  it("beyond 2^53, floors a remainder down and leaves an exact quotient alone", () => {
    // 9 000 000 000 001 × 0.999999 = 8 999 991 000 000.999999
    expect(rate(9_000_000_000_001, 999_999, 1_000_000)).toBe(8_999_991_000_000)
    expect(rate(-9_000_000_000_000, 999_999, 1_000_000)).toBe(-8_999_991_000_000)
    expect(rate(-9_000_000_000_000, 1_000_001, 1_000_000)).toBe(-9_000_009_000_000)
  })

  test.prop(
    [
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    ],
    runs,
  )("over the whole range, r·d ≤ x·n < (r+1)·d exactly", (x, n, d) => {
    const r = rate(x, n, d)
    const exact = BigInt(x) * BigInt(n)
    const floored = exact / BigInt(d) - (exact % BigInt(d) < 0n ? 1n : 0n)
    expect(r).toBe(Number(floored))
  })

  it("a bad rate fails with a tagged error naming the rate", () => {
    const r = Money.applyRate(Money.fen(1), 1, 1.5)
    expect(Result.isFailure(r) && r.failure._tag).toBe("RateError")
    expect(Result.isFailure(r) && [r.failure.numerator, r.failure.denominator]).toEqual([1, 1.5])
    expect(Result.isFailure(Money.applyRate(Money.fen(1), Number.NaN, 2))).toBe(true)
    expect(Result.isFailure(Money.applyRate(Money.fen(1), 1, 2 ** 53))).toBe(true)
  })

  it("rejects bad rates", () => {
    expect(Result.isFailure(Money.applyRate(Money.fen(1), 1, 0))).toBe(true)
    expect(Result.isFailure(Money.applyRate(Money.fen(1), 1.5, 2))).toBe(true)
    expect(Result.isFailure(Money.applyRate(Money.fen(1), 1, -2))).toBe(true)
  })

  test.prop([fen(), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 })], runs)(
    "result r satisfies r·d ≤ x·n < (r+1)·d",
    (x, n, d) => {
      const r = rate(x, n, d)
      expect(Number.isInteger(r)).toBe(true)
      expect(BigInt(r) * BigInt(d) <= BigInt(x) * BigInt(n)).toBe(true)
      expect(BigInt(x) * BigInt(n) < BigInt(r + 1) * BigInt(d)).toBe(true)
    },
  )

  test.prop([fen()], runs)("a rate of 1 changes nothing", (x: Fen) => {
    expect(rate(x, 7, 7)).toBe(x)
  })
})
