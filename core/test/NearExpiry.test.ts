import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as DateTime from "../src/DateTime.ts"
import * as NearExpiry from "../src/NearExpiry.ts"
import { runs } from "./arbitraries.ts"

const at = (s: string): number => DateTime.parse(s)!

describe("NearExpiry: worked examples", () => {
  it("counts Shanghai calendar days", () => {
    // 23:30 in Shanghai on the 1st is still the 1st
    expect(NearExpiry.daysLeft("2026-12-31", at("2026-12-01 23:30:00"))).toBe(30)
    expect(NearExpiry.daysLeft("2026-12-01", at("2026-12-01 00:00:00"))).toBe(0)
    expect(NearExpiry.daysLeft("2026-11-30", at("2026-12-01 08:00:00"))).toBe(-1)
    expect(NearExpiry.daysLeft("bad", 0)).toBeNull()
    expect(NearExpiry.daysLeft(undefined, 0)).toBeNull()
    expect(NearExpiry.isNear("2027-05-30", at("2026-12-01 10:00:00"))).toBe(true) // 180 days
    expect(NearExpiry.isNear("2027-05-31", at("2026-12-01 10:00:00"))).toBe(false)
  })
  it("sorts soonest first, unreadable last, stable", () => {
    const goods = [
      { id: 1, yxq: "2027-03-01" },
      { id: 2, yxq: "" },
      { id: 3, yxq: "2026-12-20" },
      { id: 4, yxq: "2027-03-01" },
    ]
    expect(NearExpiry.sortByExpiry(goods).map((g) => g.id)).toEqual([3, 1, 4, 2])
  })
})

const dateArb = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => DateTime.formatDate(ms))

describe("NearExpiry: properties", () => {
  test.prop([dateArb, fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })], runs)(
    "a day later leaves one day fewer; any time of the same Shanghai day gives the same count",
    (yxq, now) => {
      const d = NearExpiry.daysLeft(yxq, now)!
      expect(NearExpiry.daysLeft(yxq, now + 86_400_000)).toBe(d - 1)
      const dayStart = DateTime.parse(DateTime.formatDate(now))!
      expect(NearExpiry.daysLeft(yxq, dayStart)).toBe(d)
      expect(NearExpiry.daysLeft(yxq, dayStart + 86_399_999)).toBe(d)
    },
  )
  test.prop(
    [fc.array(fc.record({ id: fc.nat(), yxq: fc.oneof(dateArb, fc.constant("?")) }))],
    runs,
  )("the sort is ordered by date, keeps every item and puts unreadable dates last", (goods) => {
    const sorted = NearExpiry.sortByExpiry(goods)
    // the same items (ids may repeat: order them by id, then by date)
    const byIdThenDate = (a: (typeof goods)[number], b: (typeof goods)[number]) =>
      a.id - b.id || (a.yxq < b.yxq ? -1 : a.yxq > b.yxq ? 1 : 0)
    expect([...sorted].sort(byIdThenDate)).toEqual([...goods].sort(byIdThenDate))
    for (let i = 1; i < sorted.length; i++)
      expect(NearExpiry.compare(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0)
    const firstBad = sorted.findIndex((g) => g.yxq === "?")
    if (firstBad >= 0) expect(sorted.slice(firstBad).every((g) => g.yxq === "?")).toBe(true)
  })
})
