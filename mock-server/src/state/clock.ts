/** The server clock: real time plus an offset, or frozen, set through the control API. */

export interface Clock {
  now(): number
  /** Jump to an absolute time; `frozen` stops it there. */
  set(ms: number, frozen?: boolean): void
  advance(ms: number): void
  reset(): void
  describe(): { now: number; iso: string; offset: number; frozen: boolean }
}

export function createClock(): Clock {
  let offset = 0
  let frozenAt: number | null = null
  const now = (): number => frozenAt ?? Date.now() + offset
  return {
    now,
    set(ms, frozen = false) {
      offset = ms - Date.now()
      frozenAt = frozen ? ms : null
    },
    advance(ms) {
      if (frozenAt !== null) frozenAt += ms
      else offset += ms
    },
    reset() {
      offset = 0
      frozenAt = null
    },
    describe() {
      const t = now()
      return {
        now: t,
        iso: new Date(t).toISOString(),
        offset: frozenAt === null ? offset : frozenAt - Date.now(),
        frozen: frozenAt !== null,
      }
    },
  }
}
