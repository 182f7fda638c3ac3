/**
 * 我的收藏 (/zzfw/star): the favourite goods, page by page (GET /api/favorite). A favourite is
 * cancelled where every goods card cancels it (lib/goods `toggleFavorite`: POST
 * /api/favorite/cancel → 取消收藏成功); once a goods of the page shown is no longer a favourite the
 * page is read again, or, when that emptied a page after the first, the page before it (core
 * `Pager.pageAfterRemoval`). The page number is the URL's `page` query (core ListQuery).
 */
import { effect } from "@preact/signals-react"
import * as ListQuery from "@mall/core/ListQuery"
import * as Pager from "@mall/core/Pager"
import type { Of } from "../../lib/api/schemas.ts"
import { favorites as favouriteChanges } from "../../lib/goods/goods.ts"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

/** A page of favourite goods. */
export type GoodsPage = Of<"getFavorite">

/** The list's URL state. */
export const query = { page: ListQuery.page }
export type Query = ListQuery.Values<typeof query>

export const favorites = resource((q: Query) => Api.favorites(q.page))

/**
 * From now on, reads the list again each time a goods of the page shown stops being a favourite;
 * `onPage` gets the page to show (the page before when the last goods of a later page went).
 * Returns the stop.
 */
export function followCancels(onPage: (page: number) => void): () => void {
  return effect(() => {
    const changed = favouriteChanges.value
    const shown = favorites.data.peek()?.data ?? []
    const gone = shown.filter((g) => changed[String(g.id)] === false).length
    if (gone === 0) return
    const page = favorites.query.peek()?.page ?? 1
    const next = Pager.pageAfterRemoval(page, shown.length - gone)
    if (next === page) void favorites.reload()
    onPage(next)
  })
}
