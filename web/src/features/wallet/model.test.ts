import * as Messages from "@mall/core/Messages"
import { afterEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import * as Model from "./model.ts"

const { checkRange } = Model

const M = Messages.member.balance

describe("余额明细's date range", () => {
  it("days typed in any form the date field reads are searched as 年-月-日", () => {
    expect(checkRange("2026/1/5", "20261127")).toEqual({
      start: "2026-01-05",
      end: "2026-11-27",
      errors: {},
    })
    expect(checkRange("", "")).toEqual({ start: "", end: "", errors: {} })
  })

  it("an end before the start, or a day that does not exist, is refused with its message", () => {
    expect(checkRange("2026-11-27", "2026-11-01").errors).toEqual({ end_time: M.rangeInvalid })
    expect(checkRange("2026-02-30", "").errors).toEqual({ start_time: M.dateInvalid })
  })
})

describe("我的钱包's lists", () => {
  afterEach(() => vi.unstubAllGlobals())
  const empty = ok({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 10 })

  it("余额明细 sends the use type and the days; 全部 sends no type", async () => {
    const fetch = installFetch({ "GET /api/user/user_money_log": empty })
    await Model.moneyLog.load({ page: 2, type: "2", start: "2026-11-01", end: "2026-11-30" })
    await Model.moneyLog.load({ page: 1, type: "0", start: "", end: "" })
    expect(fetch.calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { page: "2", use_type: "2", start_time: "2026-11-01", end_time: "2026-11-30" },
      { page: "1" },
    ])
  })

  it("a range whose end is before its start is not sent: the log is read without it", async () => {
    const fetch = installFetch({ "GET /api/user/user_money_log": empty })
    await Model.moneyLog.load({ page: 1, type: "1", start: "2026-11-30", end: "2026-11-01" })
    const sent = fetch.calls[0]!.query
    expect([sent.get("page"), sent.has("start_time"), sent.has("end_time")]).toEqual([
      "1",
      false,
      false,
    ])
  })

  it("the coupons and cash vouchers are asked for by the status of their tab", async () => {
    const fetch = installFetch({ "GET /api/user/coupon": empty, "GET /api/cash_voucher": empty })
    await Model.coupons.load({ page: 1, status: "2" })
    await Model.vouchers.load({ page: 3, status: "1" })
    expect(fetch.calls.map((c) => `${c.path}?${c.query}`)).toEqual([
      "/api/user/coupon?page=1&status=2",
      "/api/cash_voucher?page=3&status=1",
    ])
  })
})
