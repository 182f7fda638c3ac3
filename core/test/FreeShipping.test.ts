import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as FreeShipping from "../src/FreeShipping.ts"
import * as Money from "../src/Money.ts"
import { fen, runs } from "./arbitraries.ts"

describe("FreeShipping per item", () => {
  const g = { is_free_shipping: 1, free_shipping_number: 10 } as const
  it("free when flagged and the quantity reaches free_shipping_number", () => {
    expect(FreeShipping.itemFree(g, 9)).toBe(false)
    expect(FreeShipping.itemFree(g, 10)).toBe(true)
    expect(FreeShipping.itemFree({ ...g, is_free_shipping: 0 }, 100)).toBe(false)
    expect(FreeShipping.itemFree({ is_free_shipping: 1 }, 1)).toBe(true)
    expect(FreeShipping.itemFree({ is_free_shipping: 1, free_shipping_number: 3 }, 2)).toBe(false)
  })
  it("label", () => {
    expect(FreeShipping.itemLabel(g, "盒")).toBe("满10盒包邮")
    expect(FreeShipping.itemLabel({}, "盒")).toBeNull()
  })
  test.prop([fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 1000 })], runs)(
    "monotone in quantity",
    (n, q) => {
      const item = { is_free_shipping: 1 as const, free_shipping_number: n }
      if (FreeShipping.itemFree(item, q)) expect(FreeShipping.itemFree(item, q + 1)).toBe(true)
      expect(FreeShipping.itemFree(item, q)).toBe(q >= n)
    },
  )
})

describe("FreeShipping per order", () => {
  const rule = () => FreeShipping.ruleOf({ shipping_amount: "10", no_trans_order_amount: "800.00" })
  it("reads the rule", () => {
    expect(rule()).toEqual({ fee: 1000, threshold: 80000 })
    expect(FreeShipping.ruleOf(null)).toBeNull()
    expect(
      FreeShipping.ruleOf({ shipping_amount: "0.00", no_trans_order_amount: "100.00" }),
    ).toBeNull()
    expect(
      FreeShipping.ruleOf({ shipping_amount: "10.00", no_trans_order_amount: "0.00" }),
    ).toBeNull()
  })
  it("free at or above the threshold, else the fee with the gap", () => {
    expect(FreeShipping.order(Money.fen(80000), rule())).toEqual({ _tag: "Free", fee: 0 })
    expect(FreeShipping.order(Money.fen(79950), rule())).toEqual({
      _tag: "Charged",
      fee: 1000,
      gap: 50,
      message: "还差¥0.50免运费",
    })
    expect(FreeShipping.order(Money.zero, null)._tag).toBe("Free")
  })
  test.prop([fen(), fen(), fen(10000)], runs)(
    "gap + amount = threshold when charged",
    (amount, threshold, fee) => {
      const r = FreeShipping.order(amount, { fee: Money.add(fee, Money.fen(1)), threshold })
      if (r._tag === "Charged") {
        expect(r.gap + amount).toBe(threshold)
        expect(r.gap).toBeGreaterThan(0)
      } else expect(amount).toBeGreaterThanOrEqual(threshold)
    },
  )
})

describe("FreeShipping per item: odd free-shipping numbers", () => {
  it("a missing, non-whole, zero or negative number means from one unit on", () => {
    for (const free_shipping_number of [undefined, 2.5, 0, -3]) {
      const item = { is_free_shipping: 1 as const, free_shipping_number }
      expect(FreeShipping.itemThreshold(item)).toBe(1)
      expect(FreeShipping.itemLabel(item, "盒")).toBe("满1盒包邮")
      expect(FreeShipping.itemFree(item, 1)).toBe(true)
      expect(FreeShipping.itemFree(item, 0)).toBe(false)
    }
  })

  test.prop(
    [
      fc.oneof(
        fc.integer({ min: -5, max: 50 }),
        fc.double({ min: -5, max: 50, noNaN: true }),
        fc.constant(undefined),
      ),
      fc.integer({ min: 0, max: 60 }),
    ],
    runs,
  )("the label names a whole number of units from 1 up, and those units ship free", (n, q) => {
    const item = { is_free_shipping: 1 as const, free_shipping_number: n }
    const threshold = FreeShipping.itemThreshold(item)
    expect(Number.isSafeInteger(threshold) && threshold! >= 1).toBe(true)
    expect(FreeShipping.itemLabel(item, "件")).toBe(`满${threshold}件包邮`)
    expect(FreeShipping.itemFree(item, q)).toBe(q >= threshold!)
  })
})
