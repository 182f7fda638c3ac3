import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Calendar from "../src/Calendar.ts"
import { runs } from "./arbitraries.ts"

const day = fc
  .date({
    min: new Date("1900-01-01T00:00:00Z"),
    max: new Date("2999-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }))

describe("Calendar.parse", () => {
  it("reads the ways buyers type a day into 年-月-日", () => {
    for (const text of [
      "2026-11-27",
      "2026/11/27",
      "2026.11.27",
      "2026年11月27日",
      "20261127",
      " 2026-11-27 ",
      "２０２６-１１-２７",
    ])
      expect(Calendar.normalise(text), text).toBe("2026-11-27")
    expect(Calendar.normalise("2026/1/5")).toBe("2026-01-05")
  })
  it("refuses text that names no real day", () => {
    for (const text of [
      "",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "11/27/2026",
      "abc",
      "2026-11",
      "999-01-01",
    ])
      expect(Calendar.parse(text), text).toBeNull()
    expect(Calendar.parse("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 })
    expect(Calendar.normalise(" 11/27/2026 ")).toBe("11/27/2026")
  })
  test.prop([day], runs)("reads back every day it writes", (d) => {
    expect(Calendar.parse(Calendar.format(d))).toEqual(d)
  })
})

describe("Calendar moves", () => {
  it("holds a month's end to the shorter month", () => {
    expect(Calendar.addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    })
    expect(Calendar.addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({
      year: 2025,
      month: 12,
      day: 15,
    })
  })
  it("moves by the grid's keys", () => {
    const d = { year: 2026, month: 11, day: 27 } // a Friday
    expect(Calendar.weekday(d)).toBe(4)
    expect(Calendar.move(d, "ArrowRight")).toEqual({ year: 2026, month: 11, day: 28 })
    expect(Calendar.move(d, "ArrowUp")).toEqual({ year: 2026, month: 11, day: 20 })
    expect(Calendar.move(d, "Home")).toEqual({ year: 2026, month: 11, day: 23 })
    expect(Calendar.move(d, "End")).toEqual({ year: 2026, month: 11, day: 29 })
    expect(Calendar.move(d, "PageDown")).toEqual({ year: 2026, month: 12, day: 27 })
    expect(Calendar.move(d, "PageUp", true)).toEqual({ year: 2025, month: 11, day: 27 })
    expect(Calendar.move(d, "Enter")).toBeNull()
  })
  test.prop([day, fc.integer({ min: -4000, max: 4000 })], runs)(
    "a day forth and back is the same day",
    (d, n) => {
      expect(Calendar.addDays(Calendar.addDays(d, n), -n)).toEqual(d)
      expect(Math.sign(Calendar.compare(Calendar.addDays(d, n), d))).toBe(Math.sign(n))
    },
  )
  test.prop([day], runs)("arrow keys step one day or one week", (d) => {
    expect(Calendar.compare(Calendar.move(d, "ArrowDown")!, d)).toBe(7 * 86_400_000)
    expect(Calendar.same(Calendar.move(Calendar.move(d, "ArrowLeft")!, "ArrowRight"), d)).toBe(true)
  })
})

describe("Calendar.monthGrid", () => {
  test.prop([day], runs)("six Monday-first weeks holding every day of the month in order", (d) => {
    const weeks = Calendar.monthGrid(d.year, d.month)
    expect(weeks).toHaveLength(6)
    const days = weeks.flat()
    expect(days).toHaveLength(42)
    days.forEach((x, i) => expect(Calendar.weekday(x)).toBe(i % 7))
    const inMonth = days.filter((x) => x.month === d.month && x.year === d.year).map((x) => x.day)
    expect(inMonth).toEqual(
      Array.from({ length: Calendar.daysIn(d.year, d.month) }, (_, i) => i + 1),
    )
    expect(weeks[0]!.some((x) => x.day === 1 && x.month === d.month)).toBe(true)
  })
})
