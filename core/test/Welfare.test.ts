import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as LadderPrice from "../src/LadderPrice.ts"
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
  it("while the activity runs, reads the server's activity and original prices", () => {
    expect(Welfare.ofGoods({ base_price: "11.60", original_price: "12.35" })).toEqual({
      base: 1235,
      price: 1160,
      saving: 75,
    })
    // An original price below the selling price is never shown as a saving.
    expect(Welfare.ofGoods({ base_price: "11.60", original_price: "9.00" })).toEqual({
      base: 1160,
      price: 1160,
      saving: 0,
    })
  })
  it("a ladder at 94%: base and every tier", () => {
    const l: LadderPrice.Ladder = {
      kind: "atLeast",
      base: Money.fen(1235),
      tiers: [{ number: 10, price: Money.fen(1199) }],
    }
    expect(Welfare.ladder(l)).toEqual({
      kind: "atLeast",
      base: 1160,
      tiers: [{ number: 10, price: 1127 }],
    })
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

const ladderArb: fc.Arbitrary<LadderPrice.Ladder> = fc
  .record({
    kind: fc.constantFrom<LadderPrice.Kind>("upTo", "atLeast"),
    base: fen(),
    tiers: fc.uniqueArray(fc.record({ number: fc.integer({ min: 1, max: 500 }), price: fen() }), {
      selector: (t) => t.number,
      maxLength: 4,
    }),
  })
  .map((l) => ({ ...l, tiers: [...l.tiers].sort((a, b) => a.number - b.number) }))

describe("Welfare: the activity ladder", () => {
  test.prop([ladderArb, fc.integer({ min: 1, max: 1000 })], runs)(
    "charging the activity ladder = 94% of what the ladder charges, at every quantity",
    (l, quantity) => {
      expect(LadderPrice.priceFor(Welfare.ladder(l), quantity)).toBe(
        Welfare.price(LadderPrice.priceFor(l, quantity)),
      )
    },
  )
  test.prop([fen(), fen()], runs)(
    "the page shows what the server charges, and a saving that is never negative",
    (a, b) => {
      const [unit, original] = a <= b ? [a, b] : [b, a]
      const priced = Welfare.ofGoods({
        base_price: Money.toYuanString(unit),
        original_price: Money.toYuanString(original),
      })
      expect(priced.price).toBe(unit)
      expect(priced.base).toBe(original)
      expect(priced.saving).toBeGreaterThanOrEqual(0)
      expect(priced.price + priced.saving).toBe(priced.base)
    },
  )
})
