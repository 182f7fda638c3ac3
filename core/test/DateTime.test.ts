import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as DateTime from "../src/DateTime.ts"
import { runs } from "./arbitraries.ts"

describe("DateTime", () => {
  it("shows times on the Shanghai clock whatever form they come in", () => {
    // 2024-10-15 02:32:56 UTC is 10:32:56 in Shanghai.
    const ms = Date.UTC(2024, 9, 15, 2, 32, 56)
    expect(DateTime.display(ms)).toBe("2024-10-15 10:32:56")
    expect(DateTime.display(ms / 1000)).toBe("2024-10-15 10:32:56")
    expect(DateTime.display(String(ms / 1000))).toBe("2024-10-15 10:32:56")
    expect(DateTime.display("2024-10-15 10:32:56")).toBe("2024-10-15 10:32:56")
    expect(DateTime.display("2024-10-15")).toBe("2024-10-15")
    expect(DateTime.display("2024-02-30 10:00:00")).toBe("")
    expect(DateTime.display("")).toBe("")
    expect(DateTime.display(null)).toBe("")
    expect(DateTime.displayDate("2024-10-15 10:32:56")).toBe("2024-10-15")
    // 23:30 UTC is the next day in Shanghai.
    expect(DateTime.formatDate(Date.UTC(2024, 11, 31, 23, 30))).toBe("2025-01-01")
  })
  it("date ranges", () => {
    expect(DateTime.dateRange(" 2024-10-01 ", "2024-10-31")).toEqual(
      Result.succeed({ start: "2024-10-01", end: "2024-10-31" }),
    )
    expect(DateTime.dateRange("", "")).toEqual(Result.succeed({ start: "", end: "" }))
    expect(DateTime.dateRange("2024-10-31", "2024-10-01")).toEqual(
      Result.fail({ _tag: "EndBeforeStart" }),
    )
    expect(DateTime.dateRange("2024-13-01", "")).toEqual(Result.fail({ _tag: "BadStart" }))
    expect(DateTime.dateRange("", "tomorrow")).toEqual(Result.fail({ _tag: "BadEnd" }))
    const r = { start: "2024-10-01", end: "2024-10-01" }
    expect(DateTime.inRange("2024-10-01 23:59:59", r)).toBe(true)
    expect(DateTime.inRange("2024-10-02 00:00:00", r)).toBe(false)
    expect(DateTime.inRange("2024-09-30 23:59:59", r)).toBe(false)
  })
  test.prop([fc.integer({ min: 0, max: 4_102_444_800_000 })], runs)(
    "formatting and parsing an instant round-trip to the second",
    (ms) => {
      const shown = DateTime.formatDateTime(ms)
      expect(DateTime.parse(shown)).toBe(Math.floor(ms / 1000) * 1000)
      expect(DateTime.display(shown)).toBe(shown)
      expect(DateTime.inRange(shown, { start: shown.slice(0, 10), end: shown.slice(0, 10) })).toBe(
        true,
      )
    },
  )
})

describe("DateTime: nothing shown for unusable values; open-ended ranges", () => {
  it("shows nothing for zero, negative, infinite or non-time values", () => {
    expect(DateTime.display(0)).toBe("")
    expect(DateTime.display(-5)).toBe("")
    expect(DateTime.display(Number.NaN)).toBe("")
    expect(DateTime.display(Number.POSITIVE_INFINITY)).toBe("")
    expect(DateTime.display(null)).toBe("")
    expect(DateTime.display({})).toBe("")
  })
  it("a range with an empty end takes everything from its start on, an empty start everything up to its end day", () => {
    const from = { start: "2026-11-01", end: "" }
    expect(DateTime.inRange("2030-01-01 00:00:00", from)).toBe(true)
    expect(DateTime.inRange("2026-10-31 23:59:59", from)).toBe(false)
    const upTo = { start: "", end: "2026-11-01" }
    expect(DateTime.inRange("2026-11-01 23:59:59", upTo)).toBe(true)
    expect(DateTime.inRange("2026-11-02 00:00:00", upTo)).toBe(false)
    expect(DateTime.inRange("不是时间", { start: "", end: "" })).toBe(false)
  })
})

/** Instants from 1992 (China's last daylight saving ended in 1991) to 2100. */
const instantArb = fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) })
const shanghaiClock = new Intl.DateTimeFormat("sv-SE", {
  timeZone: DateTime.ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
})

describe("DateTime: the mall's clock is Asia/Shanghai whatever the machine's zone", () => {
  it("10-digit timestamps are seconds, 13-digit milliseconds, as numbers or digit strings", () => {
    expect(DateTime.toMillis(1_700_000_000)).toBe(1_700_000_000_000)
    expect(DateTime.toMillis(" 1700000000 ")).toBe(1_700_000_000_000)
    expect(DateTime.toMillis(1_700_000_000_123)).toBe(1_700_000_000_123)
    expect(DateTime.instant("1700000000")).toBe(1_700_000_000_000)
    expect(DateTime.instant("2023-11-15 06:13:20")).toBe(1_700_000_000_000)
    expect(DateTime.instant("2023-11-15 06:13")).toBe(1_699_999_980_000)
    expect(DateTime.instant("20231115")).toBeNull()
    expect(DateTime.seconds(1_700_000_000_999)).toBe(1_700_000_000)
  })
  it("a day is exactly YYYY-MM-DD and exists", () => {
    expect(DateTime.parseDate("2024-02-29")).toBe(Date.UTC(2024, 1, 28, 16))
    expect(DateTime.parseDate("2023-02-29")).toBeNull()
    expect(DateTime.parseDate(" 2024-02-29")).toBeNull()
    expect(DateTime.parseDate("2024-02-29 00:00:00")).toBeNull()
    expect(DateTime.isDate("2024-12-31")).toBe(true)
    // 16:30 UTC on the 22nd is 00:30 on the 23rd in Shanghai
    expect(DateTime.formatDate(DateTime.dayStart(Date.UTC(2026, 10, 22, 16, 30)))).toBe(
      "2026-11-23",
    )
  })
  test.prop([instantArb], runs)("prints every instant as the Asia/Shanghai zone does", (ms) => {
    expect(DateTime.formatDateTime(ms)).toBe(shanghaiClock.format(new Date(ms)))
  })
  test.prop([instantArb], runs)(
    "a day starts at Shanghai midnight, holds 24 hours and is named by its date",
    (ms) => {
      const start = DateTime.dayStart(ms)
      expect(start).toBeLessThanOrEqual(ms)
      expect(ms).toBeLessThan(start + DateTime.DAY_MS)
      expect(DateTime.formatDateTime(start)).toBe(`${DateTime.formatDate(ms)} 00:00:00`)
      expect(DateTime.parseDate(DateTime.formatDate(ms))).toBe(start)
      expect(DateTime.day(ms + DateTime.DAY_MS)).toBe(DateTime.day(ms) + 1)
      expect(DateTime.day(start)).toBe(DateTime.day(ms))
    },
  )
  test.prop([instantArb], runs)(
    "a time sent as seconds, milliseconds or Shanghai text is the same instant",
    (ms) => {
      const second = Math.floor(ms / 1000) * 1000
      expect(DateTime.instant(DateTime.seconds(ms))).toBe(second)
      expect(DateTime.instant(String(DateTime.seconds(ms)))).toBe(second)
      expect(DateTime.instant(ms)).toBe(ms)
      expect(DateTime.instant(DateTime.formatDateTime(ms))).toBe(second)
      expect(DateTime.display(DateTime.seconds(ms))).toBe(DateTime.formatDateTime(ms))
    },
  )
})
