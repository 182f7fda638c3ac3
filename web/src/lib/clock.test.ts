import { afterEach, expect, it, vi } from "vitest"
import * as Clock from "./clock.ts"

afterEach(() => {
  Clock.resetClock()
  vi.useRealTimers()
})

const T0 = Date.parse("2026-11-27T10:00:00+08:00")

it("ticks every second while one of its users is left, and stops with the last", () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] })
  vi.setSystemTime(T0)
  const home = Clock.startClock()
  const activity = Clock.startClock()
  expect(Clock.now.value).toBe(T0)
  vi.advanceTimersByTime(1000)
  expect(Clock.now.value).toBe(T0 + 1000)
  home()
  // taken away twice, a user counts once: the activity page's clock keeps ticking
  home()
  vi.advanceTimersByTime(1000)
  expect(Clock.now.value).toBe(T0 + 2000)
  activity()
  vi.advanceTimersByTime(5000)
  expect(Clock.now.value).toBe(T0 + 2000)
  expect(vi.getTimerCount()).toBe(0)
})

it("shows the time at once when a user comes, between two ticks", () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] })
  vi.setSystemTime(T0)
  const first = Clock.startClock()
  vi.advanceTimersByTime(1500)
  const second = Clock.startClock()
  expect(Clock.now.value).toBe(T0 + 1500)
  first()
  second()
})
