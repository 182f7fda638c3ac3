/**
 * The one-second clock of the pages that count down (the home page's 秒杀, the activity pages):
 * `now` ticks every second (core CLOCK_TICK_MS) while something shown needs it. `startClock()`
 * adds a user and answers the function that takes it away (the clock stops with its last user);
 * `useClock()` is a component's use for its life.
 */
import { signal } from "@preact/signals-react"
import { useEffect } from "react"
import * as Constants from "@mall/core/Constants"

export const now = signal(Date.now())

let users = 0
let ticker: ReturnType<typeof setInterval> | null = null

export function startClock(): () => void {
  users += 1
  now.value = Date.now()
  ticker ??= setInterval(() => {
    now.value = Date.now()
  }, Constants.CLOCK_TICK_MS)
  let gone = false
  return () => {
    if (gone) return
    gone = true
    users -= 1
    if (users === 0) resetClock()
  }
}

export function useClock(): void {
  useEffect(startClock, [])
}

/** Stops the clock, whoever uses it (tests). */
export function resetClock(): void {
  users = 0
  if (ticker !== null) clearInterval(ticker)
  ticker = null
}
