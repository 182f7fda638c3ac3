/**
 * Field rules of the spec (§5): phone numbers (mainland mobile `1[3-9]` + 9 digits, or a
 * landline with area code and a 7-8 digit number: `010-12345678`, `0755-1234567`,
 * `(010)12345678`, `01012345678`), e-mail (letters, digits, underscore or hyphen, an @, then
 * dotted domain parts), the search keyword (trimmed; empty clears suggestions) and the toast
 * text of a 422 response (`firstFieldError`).
 */

const MOBILE = /^1[3-9]\d{9}$/
const LANDLINE = /^(?:0\d{2,3}-?|\(0\d{2,3}\))\d{7,8}$/
const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/

/** Mainland mobile number: 11 digits, `1` then 3-9. */
export const isMobile = (s: string): boolean => MOBILE.test(s.trim())

/** Landline with area code (0 + 2-3 digits) and a 7-8 digit number. */
export const isLandline = (s: string): boolean => LANDLINE.test(s.trim())

/** A contact phone: mobile or landline. */
export const isPhone = (s: string): boolean => isMobile(s) || isLandline(s)

/** E-mail address. */
export const isEmail = (s: string): boolean => EMAIL.test(s.trim())

/** The keyword to search for: trimmed, `null` when empty (which clears the suggestions). */
export const keyword = (input: string | null | undefined): string | null => {
  const k = (input ?? "").trim()
  return k === "" ? null : k
}

/**
 * The first message of the first field of a 422 `errors` object (`{field: [msg, …]}` or
 * `{field: msg}`), or `undefined` when there is none. This is the toast text.
 */
export const firstFieldError = (errors: unknown): string | undefined => {
  if (typeof errors !== "object" || errors === null) return undefined
  for (const value of Object.values(errors as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value
    if (typeof first === "string" && first.trim() !== "") return first
  }
  return undefined
}
