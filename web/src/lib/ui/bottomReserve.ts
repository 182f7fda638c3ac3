/** The room a fixed bottom bar (the lucky-draw banner) keeps at the page's bottom while it shows. */

/**
 * Reserves `px` at the bottom of the page for a fixed bottom bar while it shows: sets
 * `--bottom-reserve` on the root element (global.css turns it into the page's bottom padding,
 * the sticky bars' offset and `scroll-padding-bottom`). Returns the release function.
 */
export function reserveBottom(px: number): () => void {
  const root = document.documentElement
  root.style.setProperty("--bottom-reserve", `${px}px`)
  return () => root.style.removeProperty("--bottom-reserve")
}
