import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as CartLineInput from "../src/CartLineInput.ts"
import * as LadderPrice from "../src/LadderPrice.ts"
import * as Money from "../src/Money.ts"
import * as Quantity from "../src/Quantity.ts"
import * as Schemas from "../src/generated/operations.ts"
import { contract, runs } from "./arbitraries.ts"

const goods = (
  type: 1 | 2,
  tiers: ReadonlyArray<{ number: number; price: string }>,
  base = "20.00",
): LadderPrice.PricedGoods => ({
  base_price: base,
  ladder_price_type: type,
  ladder_price: tiers,
})

describe("LadderPrice: type 1 (up to)", () => {
  const g = goods(1, [
    { number: 10, price: "18.00" },
    { number: 5, price: "19.00" },
    { number: 50, price: "16.50" },
  ])
  it("a quantity at or below a tier number gets the tightest such tier", () => {
    expect(LadderPrice.unitPrice(g, 1)).toBe(1900)
    expect(LadderPrice.unitPrice(g, 5)).toBe(1900)
    expect(LadderPrice.unitPrice(g, 6)).toBe(1800)
    expect(LadderPrice.unitPrice(g, 10)).toBe(1800)
    expect(LadderPrice.unitPrice(g, 11)).toBe(1650)
    expect(LadderPrice.unitPrice(g, 50)).toBe(1650)
  })
  it("above every tier the base price applies", () => {
    expect(LadderPrice.unitPrice(g, 51)).toBe(2000)
  })
  it("labels tiers with the wording table", () => {
    const rows = LadderPrice.tierTable(LadderPrice.fromGoods(g), "盒", 7)
    expect(rows.map((r) => r.label)).toEqual([
      "5盒及以下 ¥19.00",
      "10盒及以下 ¥18.00",
      "50盒及以下 ¥16.50",
    ])
    expect(rows.map((r) => r.active)).toEqual([false, true, false])
  })
})

describe("LadderPrice: buy at least N", () => {
  const g = goods(2, [
    { number: 10, price: "18" },
    { number: 100, price: "15.5" },
  ])
  it("the largest tier not above the quantity applies; below every tier, base", () => {
    expect(LadderPrice.unitPrice(g, 9)).toBe(2000)
    expect(LadderPrice.unitPrice(g, 10)).toBe(1800)
    expect(LadderPrice.unitPrice(g, 99)).toBe(1800)
    expect(LadderPrice.unitPrice(g, 100)).toBe(1550)
    expect(LadderPrice.unitPrice(g, 10000)).toBe(1550)
  })
  it("labels", () => {
    const rows = LadderPrice.tierTable(LadderPrice.fromGoods(g), "瓶")
    expect(rows.map((r) => r.label)).toEqual(["满10瓶 ¥18.00", "满100瓶 ¥15.50"])
    expect(rows.every((r) => !r.active)).toBe(true)
  })
  it("any type other than 1 means at least; a missing type too", () => {
    expect(LadderPrice.kindOf(undefined)).toBe("atLeast")
    expect(LadderPrice.kindOf(1)).toBe("upTo")
    expect(LadderPrice.kindOf(2)).toBe("atLeast")
  })
})

describe("LadderPrice: odd data", () => {
  it("empty or missing tiers give the base price", () => {
    expect(LadderPrice.unitPrice({ base_price: "9.9" }, 3)).toBe(990)
    expect(LadderPrice.unitPrice({ base_price: "9.9", ladder_price: [] }, 3)).toBe(990)
    expect(LadderPrice.unitPrice(goods(1, []), 3)).toBe(2000)
  })
  it("drops unreadable tiers and keeps the lowest price for a duplicated number", () => {
    const tiers = LadderPrice.normaliseTiers([
      { number: 10, price: "18" },
      { number: 10, price: "17" },
      { number: 0, price: "1" },
      { number: 2.5, price: "1" },
      { number: 5, price: "bad" },
      { number: 3, price: "-1" },
      { number: 20, price: "16" },
    ])
    expect(tiers).toEqual([
      { number: 10, price: 1700 },
      { number: 20, price: 1600 },
    ])
  })
  it("a tier priced ¥0 is a tier: from its number on the goods costs nothing", () => {
    const g = goods(2, [{ number: 5, price: "0.00" }])
    expect(LadderPrice.unitPrice(g, 4)).toBe(2000)
    expect(LadderPrice.unitPrice(g, 5)).toBe(0)
  })
  it("an unreadable base price counts as zero", () => {
    expect(LadderPrice.fromGoods({ base_price: "n/a" }).base).toBe(0)
  })
})

const tierArb = fc.record({
  number: fc.integer({ min: 1, max: 200 }),
  price: fc.integer({ min: 1, max: 100000 }),
})
const ladderArb = fc.record({
  type: fc.constantFrom<1 | 2>(1, 2),
  base: fc.integer({ min: 1, max: 100000 }),
  tiers: fc.array(tierArb, { maxLength: 8 }),
})
const toGoods = (l: {
  type: 1 | 2
  base: number
  tiers: ReadonlyArray<{ number: number; price: number }>
}) =>
  goods(
    l.type,
    l.tiers.map((t) => ({ number: t.number, price: Money.toYuanString(Money.fen(t.price)) })),
    Money.toYuanString(Money.fen(l.base)),
  )

describe("LadderPrice properties", () => {
  test.prop([ladderArb, fc.integer({ min: 1, max: 300 })], runs)(
    "the unit price is one of the tier prices or the base",
    (l, q) => {
      const p = LadderPrice.unitPrice(toGoods(l), q)
      expect([l.base, ...l.tiers.map((t) => t.price)]).toContain(p)
    },
  )

  test.prop([ladderArb, fc.integer({ min: 1, max: 300 })], runs)(
    "tier order does not matter",
    (l, q) => {
      const reversed = { ...l, tiers: [...l.tiers].reverse() }
      expect(LadderPrice.unitPrice(toGoods(reversed), q)).toBe(LadderPrice.unitPrice(toGoods(l), q))
    },
  )

  test.prop(
    [
      fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 6 }),
      fc.integer({ min: 1, max: 250 }),
    ],
    runs,
  )("at-least tiers with falling prices: buying more never costs more per unit", (numbers, q) => {
    const sorted = [...numbers].sort((a, b) => a - b)
    const tiers = sorted.map((n, i) => ({
      number: n,
      price: Money.toYuanString(Money.fen(10000 - (i + 1) * 100)),
    }))
    const g = goods(2, tiers, "100.00")
    expect(LadderPrice.unitPrice(g, q + 1)).toBeLessThanOrEqual(LadderPrice.unitPrice(g, q))
  })

  test.prop([ladderArb, fc.integer({ min: 1, max: 300 })], runs)(
    "type 1: the applied tier is the smallest tier number ≥ quantity",
    (l, q) => {
      const ladder = LadderPrice.fromGoods(toGoods({ ...l, type: 1 }))
      const tier = LadderPrice.tierFor(ladder, q)
      const candidates = ladder.tiers.filter((t) => t.number >= q)
      if (candidates.length === 0) expect(tier).toBeUndefined()
      else expect(tier?.number).toBe(Math.min(...candidates.map((t) => t.number)))
    },
  )
})

describe("LadderPrice: the open-ended top tier of a type-1 ladder", () => {
  it("reads from the quantity it starts at (N盒及以上), not 99999盒及以下", () => {
    const g = goods(1, [
      { number: 10, price: "40.00" },
      { number: 99999, price: "39.01" },
    ])
    const rows = LadderPrice.tierTable(LadderPrice.fromGoods(g), "盒")
    expect(rows.map((r) => r.label)).toEqual(["10盒及以下 ¥40.00", "11盒及以上 ¥39.01"])
  })
  it("a lone open-ended tier starts at 1", () => {
    const g = goods(1, [{ number: 99999, price: "5.00" }])
    expect(LadderPrice.tierTable(LadderPrice.fromGoods(g), "瓶")[0]?.label).toBe("1瓶及以上 ¥5.00")
  })

  test.prop(
    [
      fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 0, maxLength: 5 }),
      fc.integer({ min: LadderPrice.OPEN_END, max: LadderPrice.OPEN_END * 10 }),
    ],
    runs,
  )(
    "the quantity an open-ended label names gets its price, and the one below it does not",
    (numbers, top) => {
      const sorted = [...numbers].sort((a, b) => a - b)
      const tiers = [
        ...sorted.map((n, i) => ({ number: n, price: Money.toYuanString(Money.fen(5000 - i)) })),
        { number: top, price: "1.00" },
      ]
      const g = goods(1, tiers)
      const rows = LadderPrice.tierTable(LadderPrice.fromGoods(g), "盒")
      const last = rows[rows.length - 1]!
      const start = Number(/^(\d+)盒及以上 /.exec(last.label)?.[1])
      expect(start).toBe((sorted[sorted.length - 1] ?? 0) + 1)
      expect(LadderPrice.unitPrice(g, start)).toBe(100)
      if (start > 1) expect(LadderPrice.unitPrice(g, start - 1)).not.toBe(100)
      // every other tier keeps its "up to" label
      for (const r of rows.slice(0, -1)) expect(r.label).toMatch(/^\d+盒及以下 /)
    },
  )
})

describe("LadderPrice.listedPrice: the price of the quantity a buy box adds", () => {
  it("a pack of 10 on a 满10 tier shows the tier's price, not the single unit's", () => {
    const mask = {
      ...goods(
        2,
        [
          { number: 10, price: "109.96" },
          { number: 50, price: "105.42" },
        ],
        "113.36",
      ),
      zbz: 10,
      number: 560,
    }
    expect(LadderPrice.listedPrice(mask)).toBe(10996)
    expect(LadderPrice.listedPrice({ ...mask, zbz: 1 })).toBe(11336)
  })
  it("type 1: a pack of 10 above the 9-and-below tier shows the next tier's price", () => {
    const g = {
      ...goods(
        1,
        [
          { number: 9, price: "251.92" },
          { number: 49, price: "244.36" },
          { number: 99999, price: "236.80" },
        ],
        "251.92",
      ),
      zbz: 10,
    }
    expect(LadderPrice.listedPrice(g)).toBe(24436)
  })
  it("without a pack size it is the price of one", () => {
    const g = goods(2, [{ number: 2, price: "18.00" }])
    expect(LadderPrice.listedPrice(g)).toBe(2000)
    expect(LadderPrice.listedPrice({ ...g, zbz: 0 })).toBe(2000)
  })

  test.prop([ladderArb, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 400 })], runs)(
    "is the price of the line the buy box's first quantity sends (what the cart charges)",
    (l, zbz, stock) => {
      const g = { ...toGoods(l), id: 1, is_buy: 1 as const, zbz, number: stock }
      const first = Quantity.limitsOf(g).min
      const built = CartLineInput.fromProduct({ ...g, cartNum: first })
      expect(LadderPrice.listedPrice(g)).toBe(LadderPrice.unitPrice(g, first))
      if (Result.isSuccess(built))
        expect(built.success.line.price).toBe(Money.toYuanString(LadderPrice.listedPrice(g)))
    },
  )
})

describe("LadderPrice over the goods the contract allows", () => {
  test.prop([contract(Schemas.Goods), fc.integer({ min: 1, max: 100_000 })], runs)(
    "the unit price is the base price or the price of a tier with a positive number and a price of 0 or more",
    (g, q) => {
      const valid = g.ladder_price.filter(
        (t) => t.number > 0 && Money.parseOr(t.price, Money.fen(-1)) >= 0,
      )
      expect([Money.parseOr(g.base_price), ...valid.map((t) => Money.parseOr(t.price))]).toContain(
        LadderPrice.unitPrice(g, q),
      )
    },
  )
  test.prop([contract(Schemas.Goods), fc.integer({ min: 1, max: 100_000 })], runs)(
    "the tier table lists each tier number once, ascending, and marks the tier the quantity is priced by",
    (g, q) => {
      const ladder = LadderPrice.fromGoods(g)
      const rows = LadderPrice.tierTable(ladder, g.bzdw, q)
      const numbers = rows.map((r) => r.number)
      expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b))
      const active = rows.filter((r) => r.active)
      expect(active.length).toBeLessThanOrEqual(1)
      expect(active[0]?.price ?? ladder.base).toBe(LadderPrice.priceFor(ladder, q))
    },
  )
})
