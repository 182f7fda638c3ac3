import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Countdown from "../src/Countdown.ts"
import { runs } from "./arbitraries.ts"

describe("Countdown", () => {
  it("10-digit timestamps are seconds, 13-digit milliseconds", () => {
    expect(Countdown.toMillis(1700000000)).toBe(1700000000000)
    expect(Countdown.toMillis("1700000000")).toBe(1700000000000)
    expect(Countdown.toMillis(1700000000123)).toBe(1700000000123)
    expect(Countdown.toMillis("x")).toBeNull()
    expect(Countdown.toMillis(null)).toBeNull()
    expect(Countdown.toMillis(-1)).toBeNull()
  })
  it("countdown parts", () => {
    const c = Countdown.parts(0, ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)
    expect([c.days, c.hours, c.minutes, c.seconds, c.ended]).toEqual([2, 3, 4, 5, false])
    expect(Countdown.parts(10, 5)).toMatchObject({
      days: 0,
      seconds: 0,
      ended: true,
      remainingMs: 0,
    })
    expect(Countdown.pad2(5)).toBe("05")
    expect(Countdown.pad2(12)).toBe("12")
  })
  test.prop([fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 })], runs)(
    "countdown parts recompose the remaining whole seconds",
    (now, end) => {
      const c = Countdown.parts(now, end)
      expect(c.hours).toBeLessThan(24)
      expect(c.minutes).toBeLessThan(60)
      expect(c.seconds).toBeLessThan(60)
      expect(((c.days * 24 + c.hours) * 60 + c.minutes) * 60 + c.seconds).toBe(
        Math.floor(Math.max(0, end - now) / 1000),
      )
    },
  )
})

describe("Countdown spike phase", () => {
  it("counts down to the start, then to the end, then stops", () => {
    const start = 1_700_000_000 // seconds
    const end = start + 3600
    const before = Countdown.phased(start * 1000 - 61_000, start, end)
    expect(before.phase).toBe("upcoming")
    expect(before.parts).toMatchObject({ minutes: 1, seconds: 1 })
    const during = Countdown.phased(start * 1000, String(start), end * 1000)
    expect(during.phase).toBe("running")
    expect(during.parts.hours).toBe(1)
    const after = Countdown.phased(end * 1000, start, end)
    expect(after.phase).toBe("ended")
    expect(after.parts.ended).toBe(true)
    expect(Countdown.phased(5, null, undefined).phase).toBe("ended")
  })
  test.prop(
    [fc.nat(4_000_000_000_000), fc.nat(4_000_000_000_000), fc.nat(4_000_000_000_000)],
    runs,
  )("the phase follows the clock", (now, a, b) => {
    const [s, e] = a <= b ? [a, b] : [b, a]
    const p = Countdown.phased(now, s, e)
    const sMs = Countdown.toMillis(s) ?? 0
    const eMs = Countdown.toMillis(e) ?? 0
    expect(p.phase).toBe(now < sMs ? "upcoming" : now < eMs ? "running" : "ended")
    if (p.phase === "ended") expect(p.parts.ended).toBe(true)
    else expect(p.parts.remainingMs).toBeGreaterThan(0)
  })
})
