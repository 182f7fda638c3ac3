import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Manjian from "../src/Manjian.ts"
import * as Money from "../src/Money.ts"
import { fen, runs } from "./arbitraries.ts"

const tiers = Manjian.tiersOf([
  { amount: "1000", reduce: "100" },
  { amount: "500", reduce: "40" },
  { amount: "2000", reduce: "150" },
  { amount: "bad", reduce: "1" },
  { amount: "10", reduce: "0" },
])

describe("Manjian", () => {
  it("reads and sorts tiers, dropping unreadable ones", () => {
    expect(tiers.map((t) => t.amount)).toEqual([50000, 100000, 200000])
    expect(Manjian.tiersOf(undefined)).toEqual([])
  })
  it("statuses, reduction and the next tier", () => {
    const e = Manjian.evaluate(Money.fen(80000), tiers)
    expect(e.tiers.map((t) => t.status)).toEqual([1, 0, 0])
    expect(e.reduction).toBe(4000)
    expect(e.reached).toEqual({ amount: 50000, reduce: 4000 })
    expect(e.next?.gap).toBe(20000)
    expect(e.next?.message).toBe("再买¥200.00可减¥100.00")
    expect(e.tiers[0]?.label).toBe("满¥500.00减¥40.00")
  })
  it("below every tier: nothing reduced, next is the first tier", () => {
    const e = Manjian.evaluate(Money.fen(100), tiers)
    expect(e.reduction).toBe(0)
    expect(e.reached).toBeUndefined()
    expect(e.next?.tier.amount).toBe(50000)
  })
  it("at the top tier: no next", () => {
    const e = Manjian.evaluate(Money.fen(200000), tiers)
    expect(e.reduction).toBe(15000)
    expect(e.next).toBeUndefined()
  })
  it("the best reached tier wins even when a lower amount reduces more", () => {
    const odd = Manjian.tiersOf([
      { amount: "100", reduce: "30" },
      { amount: "200", reduce: "20" },
    ])
    const e = Manjian.evaluate(Money.fen(25000), odd)
    expect(e.reduction).toBe(3000)
    expect(e.next).toBeUndefined()
  })

  const tierArb = fc.array(
    fc.record({
      amount: fc.integer({ min: 1, max: 100000 }),
      reduce: fc.integer({ min: 1, max: 100000 }),
    }),
    { maxLength: 6 },
  )
  const mk = (ts: ReadonlyArray<{ amount: number; reduce: number }>) =>
    Manjian.tiersOf(
      ts.map((t) => ({
        amount: Money.toYuanString(Money.fen(t.amount)),
        reduce: Money.toYuanString(Money.fen(t.reduce)),
      })),
    )

  test.prop([tierArb, fen(200000), fen(200000)], runs)(
    "statuses and reduction are monotone in the amount",
    (ts, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a]
      const t = mk(ts)
      const el = Manjian.evaluate(lo, t)
      const eh = Manjian.evaluate(hi, t)
      el.tiers.forEach((s, i) => expect(s.status).toBeLessThanOrEqual(eh.tiers[i]!.status))
      expect(el.reduction).toBeLessThanOrEqual(eh.reduction)
    },
  )

  test.prop([tierArb, fen(200000)], runs)(
    "status is 1 exactly when the amount reaches the tier",
    (ts, a) => {
      for (const s of Manjian.evaluate(a, mk(ts)).tiers)
        expect(s.status).toBe(a >= s.amount ? 1 : 0)
    },
  )

  test.prop([tierArb, fen(200000)], runs)(
    "reduction never exceeds the amount; the gap leads to the next tier",
    (ts, a) => {
      const e = Manjian.evaluate(a, mk(ts))
      expect(e.reduction).toBeLessThanOrEqual(a)
      expect(e.reduction).toBeGreaterThanOrEqual(0)
      if (e.next) {
        const after = Manjian.evaluate(Money.add(a, e.next.gap), mk(ts))
        expect(after.reduction).toBeGreaterThan(e.reduction)
      }
    },
  )
})
