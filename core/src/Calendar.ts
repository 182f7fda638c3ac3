/**
 * The date field's calendar: a day typed in any of the ways buyers type one, read into the mall's
 * one form `YYYY-MM-DD` (年-月-日, whatever the browser's locale); the month shown as a grid of
 * six Monday-first weeks; and the moves of the calendar's keys (a day, a week, a month, a year,
 * the week's ends). Days are plain calendar days, with no time and no zone; "today" is passed in
 * (the Shanghai day of the caller's clock, `DateTime.formatDate`).
 */

/** A calendar day. */
export interface Day {
  readonly year: number
  readonly month: number
  readonly day: number
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/** `YYYY-MM-DD`. */
export const format = (d: Day): string => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`

/** Days in a month (1-12) of a year. */
export const daysIn = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate()

const make = (year: number, month: number, day: number): Day | null =>
  year >= 1000 &&
  year <= 9999 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysIn(year, month)
    ? { year, month, day }
    : null

const TYPED = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/
const DIGITS = /^(\d{4})(\d{2})(\d{2})$/

/**
 * The day a buyer typed: `2026-11-27`, `2026/11/27`, `2026.1.5`, `2026年11月27日` or
 * `20261127`, with blanks around; `null` when it is none of these or names no real day
 * (2026-02-30). Full-width digits count as digits.
 */
export const parse = (text: string): Day | null => {
  const s = text.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).trim()
  const m = TYPED.exec(s) ?? DIGITS.exec(s)
  if (m === null) return null
  return make(Number(m[1]), Number(m[2]), Number(m[3]))
}

/** The text a typed day is shown as once read (`2026/1/5` → `2026-01-05`); unreadable text is kept. */
export const normalise = (text: string): string => {
  const d = parse(text)
  return d === null ? text.trim() : format(d)
}

const toUtc = (d: Day): number => Date.UTC(d.year, d.month - 1, d.day)
const fromUtc = (ms: number): Day => {
  const t = new Date(ms)
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }
}

/** The day `n` days later (earlier when negative). */
export const addDays = (d: Day, n: number): Day => fromUtc(toUtc(d) + n * 86_400_000)

/** The same day `n` months later, held to the month's last day (01-31 + 1 month = 02-28). */
export const addMonths = (d: Day, n: number): Day => {
  const index = d.year * 12 + (d.month - 1) + n
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return { year, month, day: Math.min(d.day, daysIn(year, month)) }
}

/** 0 for Monday … 6 for Sunday. */
export const weekday = (d: Day): number => (new Date(toUtc(d)).getUTCDay() + 6) % 7

/** Whether two days are the same day. */
export const same = (a: Day | null, b: Day | null): boolean =>
  a !== null && b !== null && a.year === b.year && a.month === b.month && a.day === b.day

/** Negative, zero or positive as `a` is before, on or after `b`. */
export const compare = (a: Day, b: Day): number => toUtc(a) - toUtc(b)

/** The 42 days (six Monday-first weeks) a month's grid shows, the month's first week first. */
export const monthGrid = (year: number, month: number): ReadonlyArray<ReadonlyArray<Day>> => {
  const first: Day = { year, month, day: 1 }
  const start = addDays(first, -weekday(first))
  const weeks: Day[][] = []
  for (let w = 0; w < 6; w++) {
    const week: Day[] = []
    for (let i = 0; i < 7; i++) week.push(addDays(start, w * 7 + i))
    weeks.push(week)
  }
  return weeks
}

/** A key of the calendar grid and where it moves the focused day; `null` for other keys. */
export const move = (d: Day, key: string, shift = false): Day | null => {
  switch (key) {
    case "ArrowLeft":
      return addDays(d, -1)
    case "ArrowRight":
      return addDays(d, 1)
    case "ArrowUp":
      return addDays(d, -7)
    case "ArrowDown":
      return addDays(d, 7)
    case "Home":
      return addDays(d, -weekday(d))
    case "End":
      return addDays(d, 6 - weekday(d))
    case "PageUp":
      return addMonths(d, shift ? -12 : -1)
    case "PageDown":
      return addMonths(d, shift ? 12 : 1)
    default:
      return null
  }
}
