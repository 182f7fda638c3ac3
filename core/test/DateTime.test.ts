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
