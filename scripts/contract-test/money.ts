/**
 * Amounts as the suite reads and prints them: the contract's money is a decimal string with two
 * decimals ("12.30"), read exactly into integer fen (no float arithmetic); a value that is not
 * one is kept as it came, so a report never says "NaN.NaN" but shows what the server sent.
 */

/** "12.30" → 1230; NaN when the value is not a two-decimal amount. */
export function fen(v: unknown): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(String(v))
  if (!m) return Number.NaN
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]))
}

/** 1230 → "12.30" (yuan with two decimals). */
export function yuan(f: number): string {
  if (!Number.isFinite(f)) return "(not an amount)"
  const a = Math.abs(Math.trunc(f))
  return `${f < 0 ? "-" : ""}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`
}

/** What the server sent for an amount: itself when it reads as one, else quoted as it came. */
export function shown(v: unknown): string {
  return Number.isFinite(fen(v)) ? String(v) : `${JSON.stringify(v)} (not an amount)`
}
