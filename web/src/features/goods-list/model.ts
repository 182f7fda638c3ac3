/**
 * The product list and search pages: /list (grid), /list/table, /list/no_image,
 * /list/other/{id}/{name?}, /search and /search/table share this model and its views.
 *
 * The page's query string is the state: `select` (category id) with `qx=2` or `zy=2` for the
 * device / herbal categories, `brand_id`, `keywords` (trimmed; `type` 1 name / 2 maker as the
 * header's search box submits it), `order` and `page`. `listParams` turns it into the
 * GET /api/goods/list parameters; the view links (grid/table/no image, sorting, paging) are
 * built with `hrefWith`, so every state is a shareable URL.
 */
import * as Field from "@mall/core/Field"
import * as Validation from "@mall/core/Validation"
import type { Of } from "../../lib/api/schemas.ts"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

/** A page of goods. */
export type GoodsPage = Of<"getGoodsList">
export type Order = "default" | "sales" | "price_asc" | "price_desc"
export const ORDERS: ReadonlyArray<Order> = ["default", "sales", "price_asc", "price_desc"]

export type ListQuery = {
  readonly categoryId: number | null
  readonly brandId: number | null
  readonly qx: boolean
  readonly zy: boolean
  readonly keywords: string | null
  /** Search mode as the header submits it: 1 drug name, 2 maker. */
  readonly searchType: 1 | 2
  readonly order: Order
  readonly page: number
}

const positive = (s: string | null | undefined): number | null => {
  const n = Field.int(s)
  return n !== null && n > 0 ? n : null
}

/** Reads the page's query (and the /list/other/{id} path id, which names the category). */
export function queryOf(search: URLSearchParams, pathCategory?: string): ListQuery {
  const order = search.get("order")
  return {
    categoryId:
      positive(pathCategory) ??
      positive(search.get("select")) ??
      positive(search.get("category_id")),
    brandId: positive(search.get("brand_id")),
    qx: search.get("qx") === "2",
    zy: search.get("zy") === "2",
    keywords: Validation.keyword(search.get("keywords")),
    searchType: search.get("type") === "2" ? 2 : 1,
    order: ORDERS.includes(order as Order) ? (order as Order) : "default",
    page: positive(search.get("page")) ?? 1,
  }
}

/** The GET /api/goods/list parameters of a query. */
export function listParams(q: ListQuery): Api.ListParams {
  return {
    page: q.page,
    keywords: q.keywords ?? undefined,
    category_id: q.categoryId ?? undefined,
    brand_id: q.brandId ?? undefined,
    qx: q.qx ? 2 : undefined,
    zy: q.zy ? 2 : undefined,
    order: q.order === "default" ? undefined : q.order,
  }
}

/** The current query string with some keys changed (`null` removes a key). */
export function hrefWith(
  pathname: string,
  search: URLSearchParams,
  changes: Readonly<Record<string, string | number | null>>,
): string {
  const next = new URLSearchParams(search)
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k)
    else next.set(k, String(v))
  }
  const qs = next.toString()
  return qs === "" ? pathname : `${pathname}?${qs}`
}

/** The page of goods shown: a newer query's answer always wins, the page shown stays while it loads. */
export const list = resource((q: ListQuery) => Api.goodsList(listParams(q)))

/** Loads one page of goods for a query. */
export async function loadList(q: ListQuery): Promise<void> {
  await list.load(q)
}
