/**
 * The help centre's choices: which article a help page shows and what it adds. Every help page
 * (/help/…) has its own article — the category child whose `path` is the page's path — and any
 * page shows another article when its query names one (`?id=`, the footer's links
 * /help/xrzn/hyzc?id={id}); an `id` that is not a positive whole number is ignored. The article
 * of the site's qualifications also lists the licences, the complaints article carries the
 * complaints form, wherever it is shown. A child's link is its own page, or the `?id=` form when
 * it has none.
 */

export interface Child {
  readonly id: number
  readonly name: string
  readonly path?: string | undefined
}
export interface Category {
  readonly name: string
  readonly children: ReadonlyArray<Child>
}

/** The page of the site's qualifications (网站资质) and of complaints (投诉建议). */
export const QUALIFICATIONS_PATH = "/help/fwbz/wzzz"
export const COMPLAINTS_PATH = "/help/us/tsjy"
/** The page the footer's article links open. */
export const ARTICLE_PAGE = "/help/xrzn/hyzc"

export type Extra = "qualifications" | "complaint" | null

const positiveId = (raw: string | null | undefined): number | null => {
  const t = (raw ?? "").trim()
  if (!/^\d{1,9}$/.test(t)) return null
  const n = Number(t)
  return n > 0 ? n : null
}

/** The article to show: the query's `id`, else the page's own article, else none. */
export const articleId = (
  categories: ReadonlyArray<Category>,
  pathname: string,
  queryId: string | null | undefined,
): number | null => {
  const asked = positiveId(queryId)
  if (asked !== null) return asked
  const own = categories.flatMap((c) => c.children).find((ch) => ch.path === pathname)
  return own?.id ?? null
}

/** The category child of an article, with its category. */
export const locate = (
  categories: ReadonlyArray<Category>,
  id: number | null,
): { readonly category: Category; readonly child: Child } | null => {
  if (id === null) return null
  for (const category of categories) {
    const child = category.children.find((ch) => ch.id === id)
    if (child) return { category, child }
  }
  return null
}

/** What the article's page adds below it. */
export const extraOf = (categories: ReadonlyArray<Category>, id: number | null): Extra => {
  const path = locate(categories, id)?.child.path
  return path === QUALIFICATIONS_PATH
    ? "qualifications"
    : path === COMPLAINTS_PATH
      ? "complaint"
      : null
}

/** A child's link: its own page, or the article page with `?id=`. */
export const href = (child: Child): string =>
  child.path !== undefined && child.path.startsWith("/help/")
    ? child.path
    : `${ARTICLE_PAGE}?id=${child.id}`
