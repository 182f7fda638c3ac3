import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Manjian from "../src/Manjian.ts"
import * as Money from "../src/Money.ts"
import { fen, runs } from "./arbitraries.ts"

/** The tiers of the worked examples, as the cart state sends them (one unreadable, one reducing 0). */
const rawTiers = [
  { amount: "1000", reduce: "100" },
  { amount: "500", reduce: "40" },
  { amount: "2000", reduce: "150" },
  { amount: "bad", reduce: "1" },
  { amount: "10", reduce: "0" },
]
const tiers = () => Manjian.tiersOf(rawTiers)

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

describe("Manjian", () => {
  it("reads and sorts tiers, dropping unreadable ones", () => {
    expect(tiers().map((t) => t.amount)).toEqual([50000, 100000, 200000])
    expect(Manjian.tiersOf(undefined)).toEqual([])
  })
  it("statuses, reduction and the next tier", () => {
    const e = Manjian.evaluate(Money.fen(80000), tiers())
    expect(e.tiers.map((t) => t.status)).toEqual([1, 0, 0])
    expect(e.reduction).toBe(4000)
    expect(e.reached).toEqual({ amount: 50000, reduce: 4000 })
    expect(e.next?.gap).toBe(20000)
    expect(e.next?.message).toBe("再买¥200.00可减¥100.00")
    expect(e.tiers[0]?.label).toBe("满¥500.00减¥40.00")
  })
  it("below every tier: nothing reduced, next is the first tier", () => {
    const e = Manjian.evaluate(Money.fen(100), tiers())
    expect(e.reduction).toBe(0)
    expect(e.reached).toBeUndefined()
    expect(e.next?.tier.amount).toBe(50000)
  })
  it("at the top tier: no next", () => {
    const e = Manjian.evaluate(Money.fen(200000), tiers())
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

describe("Manjian: tiers as the server lists them", () => {
  it("a tier whose reduction cannot be read, or whose amount or reduction is 0, is dropped", () => {
    expect(Manjian.tiersOf([{ amount: "100", reduce: "bad" }])).toEqual([])
    expect(Manjian.tiersOf([{ amount: "0", reduce: "10" }])).toEqual([])
    expect(Manjian.tiersOf([{ amount: "-100", reduce: "10" }])).toEqual([])
    expect(Manjian.tiersOf([{ amount: "100", reduce: "-10" }])).toEqual([])
    expect(Manjian.tiersOf([{ amount: "100", reduce: "10" }])).toEqual([
      { amount: 10000, reduce: 1000 },
    ])
  })

  it("tiers taking the same off are shown by amount, whatever order they come in", () => {
    const t = Manjian.tiersOf([
      { amount: "1000", reduce: "50" },
      { amount: "300", reduce: "50" },
      { amount: "300", reduce: "20" },
    ])
    expect(t).toEqual([
      { amount: 30000, reduce: 2000 },
      { amount: 30000, reduce: 5000 },
      { amount: 100000, reduce: 5000 },
    ])
  })

  it("a tier that takes off no more than what is already taken off is not the next one", () => {
    const t = Manjian.tiersOf([
      { amount: "100", reduce: "10" },
      { amount: "200", reduce: "10" },
      { amount: "300", reduce: "25" },
    ])
    const e = Manjian.evaluate(Money.yuan(150), t)
    expect(e.reduction).toBe(1000)
    expect(e.next?.tier).toEqual({ amount: 30000, reduce: 2500 })
    expect(e.next?.message).toBe("再买¥150.00可减¥25.00")
  })

  it("at exactly a tier's amount that tier is reached, even when it would take off more", () => {
    // 满100减150: the reduction is capped at the ¥100 chosen, and the tier is not offered again
    const t = Manjian.tiersOf([{ amount: "100", reduce: "150" }])
    const e = Manjian.evaluate(Money.yuan(100), t)
    expect(e.tiers.map((s) => s.status)).toEqual([1])
    expect(e.reduction).toBe(10000)
    expect(e.next).toBeUndefined()
  })

  const raw = fc.array(
    fc.record({
      amount: fc.integer({ min: -2, max: 8 }).map((n) => Money.toYuanString(Money.yuan(n * 50))),
      reduce: fc.oneof(
        fc.integer({ min: -1, max: 4 }).map((n) => Money.toYuanString(Money.yuan(n * 10))),
        fc.constantFrom("", "abc", "1.2.3"),
      ),
    }),
    { maxLength: 8 },
  )

  test.prop(
    [raw.chain((r) => fc.tuple(fc.constant(r), fc.shuffledSubarray(r, { minLength: r.length })))],
    runs,
  )(
    "the order the server lists tiers in changes nothing; kept tiers are positive and sorted",
    ([listed, shuffled]) => {
      const t = Manjian.tiersOf(listed)
      expect(Manjian.tiersOf(shuffled)).toEqual(t)
      for (const x of t) {
        expect(x.amount).toBeGreaterThan(0)
        expect(x.reduce).toBeGreaterThan(0)
      }
      for (let i = 1; i < t.length; i++) {
        const [a, b] = [t[i - 1]!, t[i]!]
        expect(a.amount < b.amount || (a.amount === b.amount && a.reduce <= b.reduce)).toBe(true)
      }
      const readable = listed.filter(
        (x) =>
          Money.parseOr(x.amount, Money.fen(-1)) > 0 && Money.parseOr(x.reduce, Money.fen(-1)) > 0,
      )
      expect(t.length).toBe(readable.length)
    },
  )

  test.prop(
    [tierArb.filter((ts) => ts.length > 0), fc.nat(), fc.integer({ min: -1, max: 1 })],
    runs,
  )(
    "at, one fen under and one fen over a tier's amount: the next tier always lies above and takes off more",
    (ts, pick, offset) => {
      const t = mk(ts)
      const at = Money.add(t[pick % t.length]!.amount, Money.fen(offset))
      const e = Manjian.evaluate(at, t)
      for (const s of e.tiers) expect(s.status).toBe(at >= s.amount ? 1 : 0)
      if (e.next !== undefined) {
        expect(e.next.gap).toBeGreaterThan(0)
        expect(e.next.tier.amount).toBe(Money.add(at, e.next.gap))
        expect(e.next.tier.reduce).toBeGreaterThan(e.reduction)
        // the cheapest such tier: none below it would take off more
        for (const x of t)
          if (x.amount > at && x.amount < e.next.tier.amount)
            expect(x.reduce).toBeLessThanOrEqual(e.reduction)
      } else for (const x of t) if (x.amount > at) expect(x.reduce).toBeLessThanOrEqual(e.reduction)
    },
  )
})
