import { test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Money from "../src/Money.ts"
import * as Welfare from "../src/Welfare.ts"
import { fen, runs, wireAmount } from "./arbitraries.ts"

describe("Welfare: worked examples", () => {
  it("94% floored to the fen", () => {
    expect(Welfare.price(Money.fen(1000))).toBe(940)
    expect(Welfare.price(Money.fen(1235))).toBe(1160) // 1160.9 → 1160
    expect(Welfare.price(Money.fen(1))).toBe(0)
    expect(Welfare.saving(Money.fen(1235))).toBe(75)
    expect(Welfare.ofGoods({ base_price: "12.35" })).toEqual({
      base: 1235,
      price: 1160,
      saving: 75,
    })
    expect(Welfare.ofGoods({ base_price: "bad" })).toEqual({ base: 0, price: 0, saving: 0 })
  })
})

describe("Welfare: properties", () => {
  test.prop([fen()], runs)(
    "the price is 94% floored: price×100 ≤ base×94 < (price+1)×100",
    (base) => {
      const p = Welfare.price(base)
      expect(Number.isSafeInteger(p)).toBe(true)
      expect(p * 100).toBeLessThanOrEqual(base * 94)
      expect(base * 94).toBeLessThan((p + 1) * 100)
      expect(p + Welfare.saving(base)).toBe(base)
    },
  )
  test.prop([fen(), fen()], runs)("monotonic: a dearer goods is never cheaper at 94%", (a, b) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a]
    expect(Welfare.price(lo)).toBeLessThanOrEqual(Welfare.price(hi))
  })
  test.prop([fen().chain((f) => wireAmount(f).map((w) => [f, w] as const))], runs)(
    "reads the wire amount exactly",
    ([f, w]) => {
      expect(Welfare.ofGoods({ base_price: w }).base).toBe(f)
    },
  )
})
