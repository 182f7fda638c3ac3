import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as CouponStatus from "../src/CouponStatus.ts"
import * as DateTime from "../src/DateTime.ts"
import * as Schemas from "../src/generated/operations.ts"
import { contract, runs } from "./arbitraries.ts"

/** 2026-11-23 10:00 in Shanghai. */
const NOW = Date.UTC(2026, 10, 23, 2, 0, 0)
const coupon = (
  over: CouponStatus.Coupon = {},
): CouponStatus.Coupon & { readonly id: number; readonly name: string } => ({
  id: 1,
  name: "满300减15元",
  type: 1,
  amount: "15.00",
  min_amount: "300.00",
  start_time: "2026-11-01 00:00:00",
  end_time: "2026-12-31 23:59:59",
  status: 0,
  ...over,
})

describe("CouponStatus: worked examples", () => {
  it("used and expired as the server says; expired when the end has passed", () => {
    expect(CouponStatus.status(coupon({ status: 1 }), NOW)).toBe("Used")
    expect(CouponStatus.status(coupon({ status: 2 }), NOW)).toBe("Expired")
    expect(CouponStatus.status(coupon({ end_time: "2026-11-23 09:59:59" }), NOW)).toBe("Expired")
    expect(CouponStatus.status(coupon({ end_time: "2026-11-23 10:00:01" }), NOW)).toBe("Usable")
    expect(CouponStatus.status(coupon({ start_time: "2026-11-24 00:00:00" }), NOW)).toBe(
      "NotStarted",
    )
  })
  it("shows face value, threshold, scope and validity", () => {
    expect(CouponStatus.face(coupon())).toBe("¥15.00")
    expect(CouponStatus.face(coupon({ type: 2, amount: "9.50" }))).toBe("9.5折")
    expect(CouponStatus.threshold(coupon())).toBe("满¥300.00可用")
    expect(CouponStatus.threshold(coupon({ min_amount: "0.00" }))).toBe("无门槛")
    expect(CouponStatus.scope(coupon({ type: 3 }))).toBe("指定品种可用")
    expect(CouponStatus.scope(coupon())).toBe("全场通用")
    expect(CouponStatus.validity(coupon())).toBe("2026-11-01 至 2026-12-31")
  })
  it("flags a usable coupon ending within 3 days", () => {
    expect(CouponStatus.expiringSoon(coupon({ end_time: "2026-11-25 23:59:59" }), NOW)).toBe(true)
    expect(CouponStatus.expiringSoon(coupon(), NOW)).toBe(false)
    expect(CouponStatus.expiringSoon(coupon({ status: 1, end_time: "2026-11-24" }), NOW)).toBe(
      false,
    )
  })
  it("has the three tabs of the wallet page", () => {
    expect(CouponStatus.tabs.map((t) => t.label)).toEqual(["可使用", "已使用", "已过期"])
  })
})

describe("CouponStatus: properties", () => {
  const t = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  const fmt = (ms: number): string => {
    const d = new Date(ms + 8 * 3_600_000).toISOString()
    return `${d.slice(0, 10)} ${d.slice(11, 19)}`
  }
  test.prop([t, t, t, fc.constantFrom<0 | 1 | 2>(0, 1, 2)], runs)(
    "status follows server status, then end, then start",
    (start, end, now, s) => {
      const c = coupon({ start_time: fmt(start), end_time: fmt(end), status: s })
      const got = CouponStatus.status(c, now)
      const endS = Math.floor(end / 1000) * 1000
      const startS = Math.floor(start / 1000) * 1000
      if (s === 1) expect(got).toBe("Used")
      else if (s === 2 || endS <= now) expect(got).toBe("Expired")
      else if (startS > now) expect(got).toBe("NotStarted")
      else expect(got).toBe("Usable")
    },
  )
  test.prop([t], runs)(
    "a coupon's times are read back as Shanghai time formatting wrote them",
    (ms) => {
      const s = Math.floor(ms / 1000) * 1000
      expect(DateTime.parse(fmt(s))).toBe(s)
    },
  )
})

describe("CouponStatus: labels, tones and unreadable times", () => {
  it("labels and colours every status", () => {
    expect(CouponStatus.statusLabel("Usable")).toBe("可使用")
    expect(CouponStatus.statusLabel("Used")).toBe("已使用")
    expect(CouponStatus.statusLabel("Expired")).toBe("已过期")
    expect(CouponStatus.statusLabel("NotStarted")).toBe("未生效")
    expect(CouponStatus.tone("Usable")).toBe("success")
    expect(CouponStatus.tone("NotStarted")).toBe("info")
    expect(CouponStatus.tone("Used")).toBe("muted")
    expect(CouponStatus.tone("Expired")).toBe("muted")
  })
  it("rejects times that are not calendar times", () => {
    expect(DateTime.parse("20261123")).toBeNull()
    expect(DateTime.parse("2026/11/23")).toBeNull()
    expect(DateTime.parse("2026-02-30 00:00:00")).toBeNull()
    expect(DateTime.parse("2026-11-23 24:00:00")).toBeNull()
    expect(DateTime.parse("2026-11-23")).toBe(Date.UTC(2026, 10, 22, 16))
    expect(DateTime.parse(" 2026-11-23T10:30 ")).toBe(Date.UTC(2026, 10, 23, 2, 30))
  })
  it("an unreadable end never expires the coupon nor flags it", () => {
    const c = coupon({ end_time: "bad", start_time: undefined })
    expect(CouponStatus.status(c, NOW)).toBe("Usable")
    expect(CouponStatus.expiringSoon(c, NOW)).toBe(false)
    expect(CouponStatus.validity(coupon({ start_time: undefined, end_time: "" }))).toBe(" 至 ")
    expect(CouponStatus.face(coupon({ amount: "-5" }))).toBe("¥0.00")
    expect(CouponStatus.threshold(coupon({ min_amount: "x" }))).toBe("无门槛")
  })
})

describe("CouponStatus over the coupons the contract allows", () => {
  test.prop([contract(Schemas.Coupon), fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) })], runs)(
    "the server's used and expired hold; only a usable coupon is flagged as ending soon",
    (c, now) => {
      const s = CouponStatus.status(c, now)
      if (c.status === 1) expect(s).toBe("Used")
      if (c.status === 2) expect(s).toBe("Expired")
      if (CouponStatus.expiringSoon(c, now)) expect(s).toBe("Usable")
      expect(CouponStatus.statusLabel(s)).not.toBe("")
    },
  )
})
