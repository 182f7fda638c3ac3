/**
 * Password strength (密码强度) of a new password at registration and reset. A password is
 * acceptable when it is 6-20 characters long, has no white space and mixes at least two of the
 * three kinds: letters, digits, other symbols. Its level for the meter: `weak` for one kind (or
 * too short), `medium` for two kinds, `strong` for all three kinds or two kinds and 12 or more
 * characters. The same rule is applied by the form (Forms) and by the dev back end.
 */

export const MIN_LENGTH = 6
export const MAX_LENGTH = 20
/** Two kinds and at least this many characters count as strong. */
export const LONG_LENGTH = 12

export type Level = "weak" | "medium" | "strong"

/** How many of the kinds (letters, digits, symbols) the password uses: 0-3. */
export const kinds = (password: string): number =>
  (/[A-Za-z]/.test(password) ? 1 : 0) +
  (/\d/.test(password) ? 1 : 0) +
  (/[^A-Za-z\d\s]/.test(password) ? 1 : 0)

/** Length in characters (code points, so an emoji counts once). */
const lengthOf = (password: string): number => [...password].length

/** The meter's level; `null` for an empty password (nothing is shown). */
export const level = (password: string): Level | null => {
  if (password === "") return null
  const k = kinds(password)
  const n = lengthOf(password)
  if (k <= 1 || n < MIN_LENGTH) return "weak"
  if (k === 3 || n >= LONG_LENGTH) return "strong"
  return "medium"
}

/** Whether the password may be set: 6-20 characters, no white space, two kinds or more. */
export const isAcceptable = (password: string): boolean => {
  const n = lengthOf(password)
  return n >= MIN_LENGTH && n <= MAX_LENGTH && !/\s/.test(password) && kinds(password) >= 2
}
