/**
 * Scroll positions remembered per route (spec §8): where the page was scrolled when the buyer
 * left a path, and where to scroll on arriving at one.
 *
 * - Positions are kept per key (the app uses the pathname, so a route's query does not matter).
 * - Going back or forward (`POP`, also a reload) returns to the remembered position of that key,
 *   if any; any other arrival scrolls to the element named by the hash, else to the top.
 * - A page whose content is still loading may be too short to reach a remembered position at
 *   once, or shift as content arrives above it: the app keeps returning to the position for
 *   `RESTORE_MS` as the page changes size, unless the buyer scrolls themself.
 * - Positions survive a reload through session storage: `serialize` / `parse`, which drops
 *   anything that is not a finite, non-negative number.
 */

/** Remembered vertical positions by key. */
export type Positions = Readonly<Record<string, number>>

/** How the location was reached (the router's navigation type). */
export type Arrival = "POP" | "PUSH" | "REPLACE"

export type Action =
  | { readonly _tag: "ScrollTo"; readonly y: number }
  | { readonly _tag: "Restore"; readonly y: number }
  | { readonly _tag: "ScrollToElement"; readonly id: string }

export const empty: Positions = {}

/** How long a remembered position is kept being restored while the page grows. */
export const RESTORE_MS = 3000

/** `positions` with `y` remembered for `key`. */
export const remember = (positions: Positions, key: string, y: number): Positions =>
  Number.isFinite(y) && y >= 0 && positions[key] !== y ? { ...positions, [key]: y } : positions

/** Where to scroll on arriving at `key` (`hash` with or without its `#`). */
export const arrive = (positions: Positions, key: string, arrival: Arrival, hash = ""): Action => {
  const saved = Object.hasOwn(positions, key) ? positions[key] : undefined
  if (arrival === "POP" && saved !== undefined) return { _tag: "Restore", y: saved }
  const id = decodeHash(hash)
  return id === "" ? { _tag: "ScrollTo", y: 0 } : { _tag: "ScrollToElement", id }
}

const decodeHash = (hash: string): string => {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** Positions as stored in session storage. */
export const serialize = (positions: Positions): string => JSON.stringify(positions)

/** Positions read back from session storage; anything malformed is dropped. */
export const parse = (stored: string | null | undefined): Positions => {
  if (stored === null || stored === undefined) return empty
  let data: unknown
  try {
    data = JSON.parse(stored)
  } catch {
    return empty
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return empty
  let out: Positions = empty
  for (const [key, y] of Object.entries(data))
    if (typeof y === "number") out = remember(out, key, y)
  return out
}
