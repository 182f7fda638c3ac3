import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as CouponClaim from "../src/CouponClaim.ts"
import * as DateTime from "../src/DateTime.ts"
import * as Schemas from "../src/generated/operations.ts"
import { contract, runs } from "./arbitraries.ts"

const NOW = DateTime.parse("2026-11-23 12:00:00")!
const coupon = (over: CouponClaim.CentreCoupon = {}): CouponClaim.CentreCoupon => ({
  is_received: 0,
  start_time: "2026-11-20 00:00:00",
  end_time: "2026-12-20 23:59:59",
  remain: 10,
  ...over,
})

describe("CouponClaim: worked examples", () => {
  it("each state and its words", () => {
    expect(CouponClaim.state(coupon(), NOW)).toBe("Claimable")
    expect(CouponClaim.state(coupon({ is_received: 1, remain: 0 }), NOW)).toBe("Claimed")
    expect(CouponClaim.state(coupon({ remain: 0 }), NOW)).toBe("SoldOut")
    expect(CouponClaim.state(coupon({ start_time: "2026-11-23 12:00:01" }), NOW)).toBe("NotStarted")
    expect(CouponClaim.state(coupon({ end_time: "2026-11-23 12:00:00" }), NOW)).toBe("Ended")
    expect(CouponClaim.label("NotStarted")).toBe("活动未开始")
    expect(CouponClaim.label("Claimable")).toBe("立即领取")
    expect(CouponClaim.label("Claimed")).toBe("已领取")
    expect(CouponClaim.label("SoldOut")).toBe("已领完")
  })
  it("bad dates never hide a coupon; a claim holds it and takes one", () => {
    expect(
      CouponClaim.state(coupon({ start_time: "?", end_time: undefined, remain: undefined }), NOW),
    ).toBe("Claimable")
    expect(CouponClaim.afterClaim(coupon({ remain: 3 }))).toMatchObject({
      is_received: 1,
      remain: 2,
    })
  })
})

const T0 = Date.UTC(2024, 0, 1)
const couponArb = fc.record({
  is_received: fc.constantFrom<0 | 1>(0, 1),
  start: fc.integer({ min: T0, max: T0 + 1e10 }),
  length: fc.integer({ min: 0, max: 1e10 }),
  remain: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
})

describe("CouponClaim: properties", () => {
  test.prop([couponArb, fc.integer({ min: T0 - 1e9, max: T0 + 3e10 })], runs)(
    "exactly one state holds, by the rule's order",
    (c, now) => {
      const raw = {
        is_received: c.is_received,
        start_time: DateTime.formatDateTime(c.start),
        end_time: DateTime.formatDateTime(c.start + c.length),
        remain: c.remain,
      }
      const start = DateTime.parse(raw.start_time)!
      const end = DateTime.parse(raw.end_time)!
      const s = CouponClaim.state(raw, now)
      const held = String(c.is_received) === "1"
      if (held) expect(s).toBe("Claimed")
      else if (now >= end) expect(s).toBe("Ended")
      else if (now < start) expect(s).toBe("NotStarted")
      else if (c.remain === 0) expect(s).toBe("SoldOut")
      else expect(s).toBe("Claimable")
      expect(CouponClaim.canClaim(s)).toBe(s === "Claimable")
      expect(CouponClaim.state(CouponClaim.afterClaim(raw), now)).toBe("Claimed")
    },
  )
})

describe("CouponClaim: timestamps and the ended button", () => {
  it("reads second and millisecond timestamps, as numbers or digit strings", () => {
    const endSec = Math.floor(NOW / 1000) // ends exactly now
    expect(CouponClaim.state(coupon({ end_time: String(endSec) }), NOW)).toBe("Ended")
    expect(CouponClaim.state(coupon({ end_time: String(endSec + 60) }), NOW)).toBe("Claimable")
    expect(CouponClaim.state(coupon({ start_time: ` ${NOW + 1} ` }), NOW)).toBe("NotStarted")
    expect(CouponClaim.state(coupon({ start_time: String(NOW - 1) }), NOW)).toBe("Claimable")
    expect(CouponClaim.state(coupon({ end_time: "{}" }), NOW)).toBe("Claimable")
  })
  it("an ended coupon says 已结束 and cannot be claimed", () => {
    const s = CouponClaim.state(coupon({ end_time: "2026-11-01 00:00:00" }), NOW)
    expect(CouponClaim.label(s)).toBe("已结束")
    expect(CouponClaim.canClaim(s)).toBe(false)
    expect(CouponClaim.canClaim(CouponClaim.state(coupon(), NOW))).toBe(true)
  })
})

describe("CouponClaim over the coupons the contract allows", () => {
  test.prop([contract(Schemas.Coupon), fc.integer({ min: T0 - 1e9, max: T0 + 3e10 })], runs)(
    "a held coupon is 已领取 whatever else is true; a claimed one is held, with one fewer left",
    (c, now) => {
      const s = CouponClaim.state(c, now)
      if (c.is_received === 1) expect(s).toBe("Claimed")
      else expect(s).not.toBe("Claimed")
      const after = CouponClaim.afterClaim(c)
      expect(CouponClaim.state(after, now)).toBe("Claimed")
      if (c.remain !== undefined) expect(after.remain).toBe(Math.max(0, c.remain - 1))
    },
  )
})
