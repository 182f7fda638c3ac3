/**
 * Reading loosely typed values: what no Schema decoded, such as a URL's query, stored data or what
 * a buyer typed (flags as 0/1, "0"/"1" or booleans, counts as numbers or numeric strings). These
 * helpers turn them into plain booleans, integers and text in one place. The contract's data is
 * typed by its Schemas and read as typed (core `Contract`); rules do not pass it through here.
 */

/** A flag: false for 0, "0", "", "false", false, null and undefined; true otherwise. */
export const flag = (x: unknown): boolean => {
  if (x === null || x === undefined || x === false || x === 0) return false
  if (typeof x === "string") {
    const s = x.trim().toLowerCase()
    return s !== "" && s !== "0" && s !== "false"
  }
  return true
}

/** A whole number from a number or numeric string; `null` for anything else or a fraction. */
export const int = (x: unknown): number | null => {
  const n = typeof x === "string" && x.trim() !== "" ? Number(x.trim()) : x
  return typeof n === "number" && Number.isSafeInteger(n) ? n : null
}

/** An identifier as a string (numbers and strings), `null` when absent or empty. */
export const id = (x: unknown): string | null => {
  if (typeof x === "number" && Number.isFinite(x)) return String(x)
  if (typeof x === "string" && x.trim() !== "") return x.trim()
  return null
}

/** A text field, trimmed; `""` when absent or not a string (a number is not taken as text). */
export const text = (x: unknown): string => (typeof x === "string" ? x.trim() : "")
