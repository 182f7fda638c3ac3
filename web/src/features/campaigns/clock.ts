/**
 * The one-second clock of the activity pages (countdowns): `now` ticks every second (core
 * CLOCK_TICK_MS) while a page that needs it is shown; `useClock()` starts it on mount and stops it
 * when the last user leaves.
 */
import { signal } from "@preact/signals-react"
import { useEffect } from "react"
import * as Constants from "@mall/core/Constants"

export const now = signal(Date.now())

let users = 0
let ticker: ReturnType<typeof setInterval> | null = null

export function useClock(): void {
  useEffect(() => {
    users += 1
    if (ticker === null) {
      now.value = Date.now()
      ticker = setInterval(() => {
        now.value = Date.now()
      }, Constants.CLOCK_TICK_MS)
    }
    return () => {
      users -= 1
      if (users === 0 && ticker !== null) {
        clearInterval(ticker)
        ticker = null
      }
    }
  }, [])
}
