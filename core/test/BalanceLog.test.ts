import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as BalanceLog from "../src/BalanceLog.ts"
import * as Money from "../src/Money.ts"
import { runs } from "./arbitraries.ts"

describe("BalanceLog: worked examples", () => {
  it("labels use types and signs amounts", () => {
    expect(BalanceLog.typeLabel(1)).toBe("充值")
    expect(BalanceLog.typeLabel(2)).toBe("消费")
    expect(BalanceLog.typeLabel(3)).toBe("退款")
    expect(BalanceLog.typeLabel(9)).toBe("其他")
    expect(BalanceLog.amountText({ amount: "200.00" })).toBe("+¥200.00")
    expect(BalanceLog.amountText({ amount: "-35.50" })).toBe("-¥35.50")
  })
  it("checks the date range before sending it", () => {
    expect(
      BalanceLog.filter({ use_type: 2, start_time: "2026-11-01", end_time: "2026-11-23" }),
    ).toEqual(Result.succeed({ use_type: 2, start_time: "2026-11-01", end_time: "2026-11-23" }))
    expect(BalanceLog.filter({ use_type: 0, start_time: "", end_time: "" })).toEqual(
      Result.succeed({}),
    )
    expect(BalanceLog.filter({ start_time: "2026-11-24", end_time: "2026-11-23" })).toEqual(
      Result.fail({ end_time: "开始日期不能晚于结束日期" }),
    )
    expect(BalanceLog.filter({ start_time: "2026-02-30" })).toEqual(
      Result.fail({ start_time: "日期格式不正确" }),
    )
  })
  it("a chained log is consistent; a broken one is not", () => {
    const log = [
      { amount: "-30.00", balance: "170.00" },
      { amount: "200.00", balance: "200.00" },
      { amount: "0.00", balance: "0.00" },
    ]
    expect(BalanceLog.consistent(log)).toBe(true)
    expect(BalanceLog.consistent([{ amount: "-30.00", balance: "171.00" }, log[1]!])).toBe(false)
    expect(BalanceLog.totals(log)).toEqual({ income: Money.yuan(200), spending: Money.yuan(30) })
  })
})

describe("BalanceLog: properties", () => {
  const change = fc.record({
    useType: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    amount: fc.integer({ min: -10_000_000, max: 10_000_000 }).map(Money.fen),
  })
  test.prop(
    [fc.integer({ min: 0, max: 100_000_000 }).map(Money.fen), fc.array(change, { maxLength: 40 })],
    runs,
  )(
    "a log built from changes chains, and its totals net to the balance change",
    (opening, changes) => {
      const log = BalanceLog.build(opening, changes)
      expect(BalanceLog.consistent(log)).toBe(true)
      const { income, spending } = BalanceLog.totals(log)
      const net = changes.reduce((s, c) => s + c.amount, 0)
      expect(income - spending).toBe(net)
      const newest = log[0]
      if (newest) expect(Money.parseOr(newest.balance)).toBe(opening + net)
    },
  )
  const date = fc.date({
    min: new Date(2000, 0, 1),
    max: new Date(2099, 11, 31),
    noInvalidDate: true,
  })
  test.prop([date, date], runs)("a range is accepted exactly when start ≤ end", (a, b) => {
    const s = a.toISOString().slice(0, 10)
    const e = b.toISOString().slice(0, 10)
    expect(Result.isSuccess(BalanceLog.filter({ start_time: s, end_time: e }))).toBe(s <= e)
  })
})
