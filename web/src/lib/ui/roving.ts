/** The arrow keys of menus and tabs (WAI-ARIA roving focus). */

/**
 * Where the arrow keys, Home and End move among `count` items (tabs, a menu): the next index, or
 * null for a key the pattern does not use. Wraps around.
 */
export function rovingTarget(
  key: string,
  index: number,
  count: number,
  orientation: "horizontal" | "vertical",
): number | null {
  if (count === 0) return null
  const next = orientation === "horizontal" ? "ArrowRight" : "ArrowDown"
  const prev = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp"
  if (key === next) return (index + 1) % count
  if (key === prev) return (index - 1 + count) % count
  if (key === "Home") return 0
  if (key === "End") return count - 1
  return null
}
