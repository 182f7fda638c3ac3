import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Quantity from "../src/Quantity.ts"
import { runs } from "./arbitraries.ts"

describe("Quantity: worked examples", () => {
  it("steps by the pack size within the stock", () => {
    const l = Quantity.limitsOf({ zbz: 10, number: 95 })
    expect(l).toEqual({ pack: 10, min: 10, max: 90 })
    expect(Quantity.step(l, 10, "up")).toBe(20)
    expect(Quantity.step(l, 10, "down")).toBe(10)
    expect(Quantity.step(l, 13, "up")).toBe(20)
    expect(Quantity.step(l, 13, "down")).toBe(10)
    expect(Quantity.step(l, 90, "up")).toBe(90)
    expect(Quantity.step(l, 500, "down")).toBe(90)
    expect(Quantity.canStep(l, 90, "up")).toBe(false)
    expect(Quantity.canStep(l, 90, "down")).toBe(true)
    expect(Quantity.canStep(l, 10, "down")).toBe(false)
  })
  it("without a pack size the step is 1; without a stock there is no top", () => {
    const l = Quantity.limitsOf({ zbz: 1, number: undefined })
    expect(l).toEqual({ pack: 1, min: 1, max: null })
    expect(Quantity.step(l, 1, "up")).toBe(2)
    expect(Quantity.step(l, 1, "down")).toBe(1)
    expect(Quantity.step(l, 1_000_000, "up")).toBe(1_000_001)
  })
  it("a value that is not a number starts from the minimum", () => {
    const l = Quantity.limits(6, 100)
    expect(Quantity.step(l, null, "up")).toBe(6)
    expect(Quantity.step(l, Number.NaN, "down")).toBe(6)
    expect(Quantity.step(l, Quantity.read("abc"), "up")).toBe(6)
    expect(Quantity.read(" 12 ")).toBe(12)
  })
  it("stock below the smallest pack: nothing to step to", () => {
    const l = Quantity.limits(10, 5)
    expect(Quantity.hasRange(l)).toBe(false)
    expect(Quantity.step(l, 10, "up")).toBeNull()
    expect(Quantity.canStep(l, 10, "up")).toBe(false)
    expect(Quantity.hasRange(Quantity.limits(1, 0))).toBe(false)
  })
  it("a minimum is rounded up to the pack; bad packs and minimums count as 1", () => {
    expect(Quantity.limits(5, 100, 7)).toEqual({ pack: 5, min: 10, max: 100 })
    expect(Quantity.limits(2.5, -3, Number.NaN)).toEqual({ pack: 1, min: 1, max: 0 })
    expect(Quantity.limits(0, null, 0)).toEqual({ pack: 1, min: 1, max: null })
    expect(Quantity.packStep({ zbz: 2.5 })).toBe(1)
    expect(Quantity.packStep({ zbz: 12 })).toBe(12)
  })
})

describe("Quantity: properties", () => {
  const limitsArb = fc
    .tuple(
      fc.integer({ min: 0, max: 50 }),
      fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      fc.integer({ min: 0, max: 120 }),
    )
    .map(([pack, stock, min]) => Quantity.limits(pack, stock, min))
  const currentArb = fc.integer({ min: -10, max: 6000 })
  const dirArb = fc.constantFrom<Quantity.Direction>("up", "down")

  test.prop([limitsArb, currentArb, dirArb], runs)(
    "the result is a multiple of the pack size within min..stock, or null when none is valid",
    (l, current, dir) => {
      const next = Quantity.step(l, current, dir)
      if (!Quantity.hasRange(l)) {
        expect(next).toBeNull()
        return
      }
      expect(next).not.toBeNull()
      if (next === null) return
      expect(next % l.pack).toBe(0)
      expect(next).toBeGreaterThanOrEqual(Math.max(1, l.min))
      if (l.max !== null) expect(next).toBeLessThanOrEqual(l.max)
    },
  )

  test.prop([limitsArb, currentArb, dirArb], runs)(
    "a step moves toward its direction to the nearest valid quantity, or stays at the end",
    (l, current, dir) => {
      const next = Quantity.step(l, current, dir)
      if (next === null) return
      if (dir === "up") {
        if (l.max === null || current < l.max) {
          expect(next).toBeGreaterThan(Math.max(current, l.min - 1))
          // nothing valid lies strictly between
          expect(next - l.pack).toBeLessThanOrEqual(Math.max(current, l.min - 1))
        } else expect(next).toBe(l.max)
      } else if (current > l.min) {
        expect(next).toBeLessThan(l.max === null ? current : Math.min(current, l.max + 1))
        expect(next + l.pack).toBeGreaterThanOrEqual(
          l.max === null ? current : Math.min(current, l.max + 1),
        )
      } else expect(next).toBe(l.min)
    },
  )
})

describe("Quantity: full-width digits", () => {
  const wide = (s: string): string =>
    s.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x30 + 0xff10))

  it("reads ７ and １２ typed with a Chinese input method", () => {
    expect(Quantity.read("７")).toBe(7)
    expect(Quantity.read("　１２　")).toBe(12)
    expect(Quantity.normalise("１a")).toBe("1a")
  })

  test.prop([fc.integer({ min: 0, max: 1_000_000 })], runs)(
    "a number in full-width digits reads as the same number in ASCII digits",
    (n) => {
      expect(Quantity.normalise(wide(String(n)))).toBe(String(n))
      expect(Quantity.read(wide(String(n)))).toBe(Quantity.read(String(n)))
    },
  )

  test.prop([fc.string()], runs)("normalising twice changes nothing more", (s) => {
    expect(Quantity.normalise(Quantity.normalise(s))).toBe(Quantity.normalise(s))
  })

  test.prop([fc.string()], runs)("only digits and spaces change: other text is kept", (s) => {
    const kept = (t: string) => t.replace(/[\s\u3000]/g, "").replace(/[0-9\uFF10-\uFF19]/g, "#")
    expect(kept(Quantity.normalise(s))).toBe(kept(s))
  })
})

describe("Quantity: odd pack sizes and the ends of the range", () => {
  it("no pack size, or one of 0, 1 or a fraction, steps by 1", () => {
    for (const zbz of [undefined, 0, -4, 1, 2.5]) {
      expect(Quantity.packStep({ zbz })).toBe(1)
      expect(Quantity.limitsOf({ zbz, number: 7 })).toEqual({ pack: 1, min: 1, max: 7 })
    }
  })

  it("without a known stock, + stops at the largest whole pack a number can hold exactly", () => {
    const top = 9_007_199_254_740_990 // 2^53 − 2, the largest safe multiple of 10
    const l = Quantity.limits(10, null)
    expect(Quantity.step(l, top, "up")).toBe(top)
    expect(Quantity.step(l, top - 10, "up")).toBe(top)
    expect(Quantity.canStep(l, top, "up")).toBe(false)
  })

  test.prop(
    [
      fc.integer({ min: 1, max: 1000 }),
      fc.integer({ min: 0, max: 2000 }),
      fc.constantFrom<Quantity.Direction>("up", "down"),
    ],
    runs,
  )(
    "without a known stock, a step near the largest number still gives a whole number of packs",
    (pack, below, dir) => {
      const l = Quantity.limits(pack, null)
      const next = Quantity.step(l, Number.MAX_SAFE_INTEGER - below, dir)
      expect(next).not.toBeNull()
      expect(Number.isSafeInteger(next)).toBe(true)
      expect(next! % l.pack).toBe(0)
    },
  )

  it("ideographic spaces are spaces: a quantity typed with one inside is not a number", () => {
    expect(Quantity.normalise("１　２")).toBe("1 2")
    expect(Quantity.read("１　２")).toBeNull()
    expect(Quantity.normalise("　１２　")).toBe("12")
    expect(Quantity.normalise(" 3 ")).toBe("3")
  })
})
