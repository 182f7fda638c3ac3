/**
 * The mall's clock and calendar: Asia/Shanghai, UTC+8 all year (China has kept no daylight saving
 * since 1991), whatever the zone of the machine or browser the code runs in. Nothing here reads a
 * clock or the machine's zone: instants are epoch milliseconds passed in, and every calendar
 * reading shifts an instant by `OFFSET_MS` and reads the UTC fields of the result. This is the one
 * place core, the web app and the dev back end read, write and count the contract's times:
 *
 * - Timestamps (`toMillis`): 10 digits or fewer are seconds (spec §9), longer ones milliseconds.
 * - Times as text: `YYYY-MM-DD HH:mm:ss` (or without seconds, or a day alone) in Shanghai time
 *   (`parse`); a day alone, exactly `YYYY-MM-DD` (`parseDate`, `isDate`). Days or times that do not
 *   exist (2024-02-30, 25:00) are not read. `instant` reads any time the contract sends: a
 *   timestamp (a number or a 9-13 digit string) or a Shanghai time.
 * - Days: `day` is the Shanghai calendar day of an instant (days since 1970-01-01), `dayStart` its
 *   midnight.
 * - Shown forms: `formatDateTime`, `formatDate`, `display` (any time the API sent, or "" when
 *   unreadable), `displayDate`; `seconds` writes the 10-digit timestamps.
 * - Filters: `dateRange` checks the start and end days of a list filter, `inRange` tests a time.
 */
import { Result } from "effect"

/** The mall's time zone, whatever the machine's. */
export const ZONE = "Asia/Shanghai"
export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000
/** Shanghai's distance from UTC: 8 hours, all year. */
export const OFFSET_MS = 8 * HOUR_MS

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/**
 * A server timestamp in milliseconds: 10 digits or fewer are seconds, longer ones milliseconds
 * already (a fraction is dropped). Numeric strings are read too; anything else, or a negative
 * number, gives `null`.
 */
export const toMillis = (timestamp: number | string | null | undefined): number | null => {
  const n = typeof timestamp === "string" && timestamp.trim() !== "" ? Number(timestamp) : timestamp
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0) return null
  const whole = Math.floor(n)
  return String(whole).length <= 10 ? whole * 1000 : whole
}

/** Unix seconds of an instant: the 10-digit timestamps of the contract. */
export const seconds = (ms: number): number => Math.floor(ms / 1000)

/** The Shanghai calendar day of an instant, as whole days since 1970-01-01. */
export const day = (ms: number): number => Math.floor((ms + OFFSET_MS) / DAY_MS)

/** The instant of Shanghai midnight that starts the day holding `ms`. */
export const dayStart = (ms: number): number => day(ms) * DAY_MS - OFFSET_MS

/** `YYYY-MM-DD HH:mm:ss` of an instant on the Shanghai clock. */
export const formatDateTime = (ms: number): string => {
  const d = new Date(ms + OFFSET_MS)
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  )
}

/** `YYYY-MM-DD` of an instant on the Shanghai calendar. */
export const formatDate = (ms: number): string => formatDateTime(ms).slice(0, 10)

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
/** A timestamp written as text: 9 to 13 digits. */
const TIMESTAMP = /^\d{9,13}$/

/**
 * The instant of a Shanghai `YYYY-MM-DD[ HH:mm[:ss]]` (midnight when no time is given; blanks
 * around it ignored), or `null` when it is not such a text or names a day or time that does not
 * exist (2024-02-30, 25:00).
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
  return ms - OFFSET_MS
}

/** The instant of Shanghai midnight of exactly `YYYY-MM-DD` (no blanks), or `null`. */
export const parseDate = (text: string): number | null => (DATE.test(text) ? parse(text) : null)

/** Whether `text` is exactly a `YYYY-MM-DD` day that exists. */
export const isDate = (text: string): boolean => parseDate(text) !== null

/**
 * The instant of a time as the contract sends it: a timestamp (a number, or a string of 9 to 13
 * digits; `toMillis`) or a Shanghai time (`parse`); `null` when it is neither.
 */
export const instant = (value: number | string): number | null => {
  if (typeof value === "number") return toMillis(value)
  const s = value.trim()
  return TIMESTAMP.test(s) ? toMillis(s) : parse(s)
}

/**
 * The shown form of a time the API sent: a Shanghai `YYYY-MM-DD HH:mm:ss` string is kept (a day
 * alone stays a day); a timestamp (`instant`) is printed on the Shanghai clock. Empty, zero,
 * missing or unreadable values show as "" (the view then shows nothing rather than a wrong time).
 */
export const display = (value: unknown): string => {
  const text = typeof value === "string" ? value.trim() : null
  if (typeof value === "number" || (text !== null && TIMESTAMP.test(text))) {
    const n = Number(text ?? value)
    const ms = n > 0 ? toMillis(n) : null
    return ms === null ? "" : formatDateTime(ms)
  }
  const ms = text === null ? null : parse(text)
  if (text === null || ms === null) return ""
  return text.length <= 10 ? formatDate(ms) : formatDateTime(ms)
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
  const sMs = s === "" ? null : parseDate(s)
  const eMs = e === "" ? null : parseDate(e)
  if (s !== "" && sMs === null) return Result.fail({ _tag: "BadStart" })
  if (e !== "" && eMs === null) return Result.fail({ _tag: "BadEnd" })
  if (sMs !== null && eMs !== null && eMs < sMs) return Result.fail({ _tag: "EndBeforeStart" })
  return Result.succeed({ start: s, end: e })
}

/** Whether a Shanghai `YYYY-MM-DD HH:mm:ss` time falls on the days of a range (ends included). */
export const inRange = (time: string, range: DateRange): boolean => {
  const t = parse(time)
  if (t === null) return false
  const s = range.start === "" ? null : parse(range.start)
  const e = range.end === "" ? null : parse(range.end)
  return (s === null || t >= s) && (e === null || t < e + DAY_MS)
}
