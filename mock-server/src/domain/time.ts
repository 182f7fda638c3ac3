/** Calendar functions in China Standard Time (UTC+8, no daylight saving). */

export const DAY = 86_400_000
const OFFSET = 8 * 3_600_000

/** Midnight (UTC+8) of the day that contains `ms`. */
export function dayStart(ms: number): number {
  return Math.floor((ms + OFFSET) / DAY) * DAY - OFFSET
}

function parts(ms: number): string[] {
  const iso = new Date(ms + OFFSET).toISOString()
  return [iso.slice(0, 10), iso.slice(11, 19)]
}

/** YYYY-MM-DD in UTC+8. */
export function formatDate(ms: number): string {
  return parts(ms)[0] ?? ""
}

/** YYYY-MM-DD HH:mm:ss in UTC+8. */
export function formatDateTime(ms: number): string {
  const [d, t] = parts(ms)
  return `${d} ${t}`
}

/** Unix seconds (the 10-digit timestamps the web app reads). */
export function seconds(ms: number): number {
  return Math.floor(ms / 1000)
}

/** Parses YYYY-MM-DD (UTC+8 midnight) or YYYY-MM-DD HH:mm:ss; NaN when malformed. */
export function parseDate(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!m) return Number.NaN
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - OFFSET
}
