import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Cashback from "../src/Cashback.ts"
import * as Money from "../src/Money.ts"
import { fen, runs, wireAmount } from "./arbitraries.ts"

const TIERS = Cashback.tiersOf([
  { amount: "8000.00", rebate: "200.00" },
  { amount: "3000", rebate: "60" },
  { amount: "20000.00", rebate: "600.00" },
])

describe("Cashback: worked examples", () => {
  it("sorts tiers and drops unreadable or empty ones", () => {
    expect(TIERS.map((t) => t.amount)).toEqual([300_000, 800_000, 2_000_000])
    expect(
      Cashback.tiersOf([
        { amount: "x", rebate: "1" },
        { amount: "0", rebate: "1" },
        { amount: "", rebate: "5" },
      ]),
    ).toEqual([])
    expect(Cashback.tiersOf(undefined)).toEqual([])
  })
  it("below the first tier: nothing earned, the gap to the first", () => {
    const p = Cashback.progress(TIERS, Money.yuan(1000))
    expect(p.earned).toBe(0)
    expect(p.gap).toBe(Money.yuan(2000))
    expect(p.message).toBe("再消费¥2000.00可返¥60.00")
    expect(p.percent).toBe(5)
    expect(p.rows.map((r) => r.position)).toEqual([15, 40, 100])
    expect(p.rows[0]?.label).toBe("满¥3000.00返¥60.00")
  })
  it("exactly on a tier reaches it", () => {
    const p = Cashback.progress(TIERS, Money.yuan(8000))
    expect(p.reached?.rebate).toBe(Money.yuan(200))
    expect(p.next?.amount).toBe(Money.yuan(20000))
    expect(p.rows.map((r) => r.reached)).toEqual([true, true, false])
  })
  it("above the top tier: top rebate, no gap, full bar", () => {
    const p = Cashback.progress(TIERS, Money.yuan(25000))
    expect(p).toMatchObject({ earned: Money.yuan(600), gap: 0, next: null, percent: 100 })
    expect(p.message).toBe("已达最高档，可返¥600.00")
  })
  it("no tiers: nothing to say", () => {
    expect(Cashback.progress([], Money.yuan(5))).toMatchObject({
      earned: 0,
      percent: 0,
      message: "",
    })
  })
})

const tiersArb = fc
  .array(fc.tuple(fen(5_000_000), fen(100_000)), { maxLength: 6 })
  .chain((pairs) =>
    fc.tuple(
      ...pairs.map(([a, r]) =>
        fc.tuple(wireAmount(a), wireAmount(r)).map(([amount, rebate]) => ({ amount, rebate })),
      ),
    ),
  )
  .map((raw) => Cashback.tiersOf(raw))

describe("Cashback: properties", () => {
  test.prop([tiersArb, fen(6_000_000)], runs)(
    "the reached tier is the highest at or below the spending",
    (tiers, spent) => {
      const p = Cashback.progress(tiers, spent)
      const below = tiers.filter((t) => t.amount <= spent)
      const above = tiers.filter((t) => t.amount > spent)
      expect(p.reached).toEqual(below[below.length - 1] ?? null)
      expect(p.next).toEqual(above[0] ?? null)
      expect(p.earned).toBe(p.reached?.rebate ?? 0)
      if (p.next) {
        expect(p.gap).toBeGreaterThan(0)
        expect(p.gap + spent).toBe(p.next.amount)
      } else expect(p.gap).toBe(0)
      expect(p.percent).toBeGreaterThanOrEqual(0)
      expect(p.percent).toBeLessThanOrEqual(100)
    },
  )
  test.prop([tiersArb, fen(6_000_000), fen(6_000_000)], runs)(
    "spending more never earns less nor shows less progress",
    (tiers, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a]
      const p = Cashback.progress(tiers, lo)
      const q = Cashback.progress(tiers, hi)
      expect(q.percent).toBeGreaterThanOrEqual(p.percent)
      expect(q.rows.filter((r) => r.reached).length).toBeGreaterThanOrEqual(
        p.rows.filter((r) => r.reached).length,
      )
    },
  )
  test.prop([tiersArb], runs)("tiers are sorted with distinct positive amounts", (tiers) => {
    for (let i = 1; i < tiers.length; i++)
      expect(tiers[i]!.amount).toBeGreaterThan(tiers[i - 1]!.amount)
    for (const t of tiers) expect(t.amount).toBeGreaterThan(0)
  })
})
