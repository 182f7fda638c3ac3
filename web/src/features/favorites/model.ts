/**
 * 我的收藏 (/zzfw/star): the favourite goods, page by page (GET /api/favorite), and cancelling a
 * favourite (POST /api/favorite/cancel → 取消收藏成功, then the page is read again; when that
 * emptied a page after the first, the page before it, core `Pager.pageAfterRemoval`). The page
 * number is the URL's `page` query (core ListQuery).
 */
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import * as Pager from "@mall/core/Pager"
import { signal } from "@preact/signals-react"
import type { Of } from "../../lib/api/schemas.ts"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { whileBusy } from "../../lib/busy.ts"
import { resource } from "../../lib/kit/resource.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

/** A page of favourite goods. */
export type GoodsPage = Of<"getFavorite">

/** The list's URL state. */
export const query = { page: ListQuery.page }
export type Query = ListQuery.Values<typeof query>

export const favorites = resource((q: Query) => Api.favorites(q.page))
export const cancelling = signal<ReadonlySet<number>>(new Set())

/**
 * Cancels the favourite of one goods item and reads the list again; resolves with the page to
 * show (the page before when the last item of a later page went).
 */
export async function cancelFavorite(goodsId: number): Promise<number | null> {
  if (cancelling.value.has(goodsId)) return null
  const outcome = await whileBusy(cancelling, goodsId, () => Api.cancel(goodsId))
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return null
  }
  notifySuccess(Messages.text["favorite.cancelled"])
  const page = favorites.query.peek()?.page ?? 1
  const left = (favorites.data.peek()?.data.length ?? 1) - 1
  const next = Pager.pageAfterRemoval(page, left)
  if (next === page) await favorites.reload()
  return next
}

export function resetFavorites(): void {
  favorites.reset()
  cancelling.value = new Set()
}
