/**
 * Dates and times as the buyer sees them: always the calendar of Asia/Shanghai (UTC+8, no
 * daylight saving), whatever the browser's zone. The API sends times as `YYYY-MM-DD HH:mm:ss`
 * strings (already Shanghai time), or as timestamps: 10 digits are seconds (spec §9), 13 digits
 * milliseconds. `display` turns any of these into the one shown form; `dateRange` checks the
 * start/end dates of a list filter. Instants are passed in (epoch ms): nothing here reads a clock.
 */
import { Result } from "effect"

const OFFSET = 8 * 3_600_000
const DAY = 86_400_000

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/** `YYYY-MM-DD HH:mm:ss` of an instant (epoch ms) on the Shanghai clock. */
export const formatDateTime = (ms: number): string => {
  const d = new Date(ms + OFFSET)
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  )
}

/** `YYYY-MM-DD` of an instant (epoch ms) on the Shanghai calendar. */
export const formatDate = (ms: number): string => formatDateTime(ms).slice(0, 10)

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/**
 * Epoch ms of a Shanghai `YYYY-MM-DD[ HH:mm[:ss]]` (midnight when no time is given), or `null`
 * when it is not such a string or names a day or time that does not exist (2024-02-30, 25:00).
 */
export const parse = (text: string): number | null => {
  const m = DATE_TIME.exec(text.trim())
  if (!m) return null
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? "0", m[5] ?? "0", m[6] ?? "0"].map(
    Number,
  ) as [number, number, number, number, number, number]
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null
  const ms = Date.UTC(y, mo - 1, d, h, mi, s)
  const back = new Date(ms)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return null
  return ms - OFFSET
}

/**
 * The shown form of a time the API sent: a `YYYY-MM-DD HH:mm:ss` string is kept (it is Shanghai
 * time already); a timestamp (number or digit string) of 10 digits is seconds, otherwise
 * milliseconds, and is printed on the Shanghai clock. Empty, missing or unreadable values show
 * as "" (the view then shows nothing rather than a wrong time).
 */
export const display = (value: unknown): string => {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value <= 0) return ""
    const ms = Math.abs(value) < 1e11 ? value * 1000 : value
    return formatDateTime(Math.floor(ms))
  }
  if (typeof value !== "string") return ""
  const s = value.trim()
  if (/^\d{9,13}$/.test(s)) return display(Number(s))
  const ms = parse(s)
  if (ms === null) return ""
  return s.length <= 10 ? formatDate(ms) : formatDateTime(ms)
}

/** Only the date part (`YYYY-MM-DD`) of `display`. */
export const displayDate = (value: unknown): string => display(value).slice(0, 10)

/** Why a date filter was refused. */
export type RangeError =
  { readonly _tag: "BadStart" } | { readonly _tag: "BadEnd" } | { readonly _tag: "EndBeforeStart" }

export interface DateRange {
  /** `YYYY-MM-DD` or "" (open). */
  readonly start: string
  readonly end: string
}

/**
 * A date filter from two inputs (`YYYY-MM-DD`, either may be empty = open): both must be real
 * days and the end not before the start. Surrounding blanks are dropped.
 */
export const dateRange = (start: string, end: string): Result.Result<DateRange, RangeError> => {
  const s = start.trim()
  const e = end.trim()
  const sMs = s === "" ? null : parse(s)
  const eMs = e === "" ? null : parse(e)
  if (s !== "" && (sMs === null || s.length !== 10)) return Result.fail({ _tag: "BadStart" })
  if (e !== "" && (eMs === null || e.length !== 10)) return Result.fail({ _tag: "BadEnd" })
  if (sMs !== null && eMs !== null && eMs < sMs) return Result.fail({ _tag: "EndBeforeStart" })
  return Result.succeed({ start: s, end: e })
}

/** Whether a Shanghai `YYYY-MM-DD HH:mm:ss` time falls on the days of a range (ends included). */
export const inRange = (time: string, range: DateRange): boolean => {
  const t = parse(time)
  if (t === null) return false
  const s = range.start === "" ? null : parse(range.start)
  const e = range.end === "" ? null : parse(range.end)
  return (s === null || t >= s) && (e === null || t < e + DAY)
}
