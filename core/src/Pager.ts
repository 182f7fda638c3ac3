/** Paged lists: which page links a pager shows, and where to go after removing items. */

/**
 * The pages a pager shows: the first, the last and two either side of the current one, in
 * order, with `null` where pages are skipped (shown as …). Nothing for `last` < 1.
 */
export const items = (current: number, last: number): ReadonlyArray<number | null> => {
  const pages = new Set<number>([1, last])
  for (let d = -2; d <= 2; d++) pages.add(current + d)
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b)
  const out: Array<number | null> = []
  let prev: number | null = null
  for (const p of sorted) {
    if (prev !== null && p - prev > 1) out.push(null)
    out.push(p)
    prev = p
  }
  return out
}

/**
 * The page to show after removing items from page `page` of a paged list: the previous page when
 * the removal emptied a page after the first, else the same page.
 */
export const pageAfterRemoval = (page: number, itemsLeftOnPage: number): number =>
  itemsLeftOnPage <= 0 && page > 1 ? page - 1 : page
