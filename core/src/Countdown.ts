/**
 * Countdowns (a spike sale's 距开始 / 距结束): server timestamps to milliseconds (10 digits =
 * seconds, 13 = milliseconds), the days, hours, minutes and seconds left, an activity's phase,
 * and the two-digit form a view shows.
 */
import * as DateTime from "./DateTime.ts"

/** A server timestamp in milliseconds: the mall's one rule, `DateTime.toMillis` (10 digits are seconds). */
export const toMillis = DateTime.toMillis

/** An activity's start or end as the contract sends it: a timestamp (`start_time`, `end_time`). */
export type Timestamp = number | string | null

export interface Parts {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
  /** Whole milliseconds left (0 once ended). */
  readonly remainingMs: number
  readonly ended: boolean
}

/** Countdown parts from now to end (both in ms); all zero and `ended` once the end is reached. */
export const parts = (nowMs: number, endMs: number): Parts => {
  const remainingMs = Math.max(0, Math.floor(endMs - nowMs))
  const totalSeconds = Math.floor(remainingMs / 1000)
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    remainingMs,
    ended: remainingMs === 0,
  }
}

export type Phased = {
  /** Before the start, between start and end, or after the end. */
  readonly phase: "upcoming" | "running" | "ended"
  /** The countdown to the start (upcoming) or to the end (running, ended). */
  readonly parts: Parts
}

/**
 * An activity's phase (a spike sale) at `nowMs` and the countdown a view shows: to the start
 * while upcoming, to the end while running. Start and end are server timestamps (`toMillis`);
 * a missing one counts as 0 (already passed).
 */
export const phased = (
  nowMs: number,
  start: Timestamp | undefined,
  end: Timestamp | undefined,
): Phased => {
  const s = toMillis(start) ?? 0
  const e = toMillis(end) ?? 0
  const phase = nowMs < s ? "upcoming" : nowMs < e ? "running" : "ended"
  return { phase, parts: parts(nowMs, phase === "upcoming" ? s : e) }
}

/** Two-digit form of a countdown part ("05"). */
export const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))
