/**
 * The two kinds of news (spec §2: /news/hy 行业资讯, /news/company 公司新闻) and the ways they are
 * named: the `{type}` of /news/info/{id}/{type} (`hy`, `company`), and an article's `category_id`
 * (1 industry, 2 company), which is how the home page's news list (GET /api/focus/postList) tells
 * them apart. A type that is neither reads as industry news.
 */

export type NewsType = "hy" | "company"

/** The type named by a route's `{type}`: `company` or `2` for company news, else industry. */
export const fromParam = (raw: string | undefined): NewsType =>
  raw === "company" || raw === "2" ? "company" : "hy"

/** The type of an article by its `category_id`: 2 is company news, anything else industry. */
export const fromCategory = (categoryId: number | undefined): NewsType =>
  categoryId === 2 ? "company" : "hy"

/** The page of one news item. */
export const href = (id: number, type: NewsType): string => `/news/info/${id}/${type}`
