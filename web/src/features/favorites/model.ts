/**
 * 我的收藏 (/zzfw/star): GET /api/favorite (page) and cancelling a favourite
 * (POST /api/favorite/cancel → 取消收藏成功, then the page is re-read). The page number is the
 * `page` query of the URL.
 */
import { batch, signal } from "@preact/signals-react"
import type { components } from "@mall/core/generated/api"
import * as Pager from "@mall/core/Pager"
import * as Field from "@mall/core/Field"
import * as Messages from "@mall/core/Messages"
import { call, request } from "../../lib/api/client.ts"
import { whileBusy } from "../../lib/busy.ts"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"

/** A page of goods (GoodsPage, with its records typed). */
export type GoodsPage = Omit<components["schemas"]["GoodsPage"], "data"> & {
  data: Array<components["schemas"]["Goods"]>
}
export type Status = "idle" | "loading" | "ready" | "failed"

export const favoritesPage = signal<GoodsPage | null>(null)
export const status = signal<Status>("idle")
export const cancelling = signal<ReadonlySet<number>>(new Set())

/** The page number of a `page` query value (1 when absent or invalid). */
export const pageOf = (raw: string | null): number => {
  const n = Field.int(raw)
  return n !== null && n > 0 ? n : 1
}

let seq = 0
let currentPage = 1

export async function loadFavorites(page: number): Promise<void> {
  const mine = ++seq
  currentPage = page
  status.value = "loading"
  const data = await call<GoodsPage>("GET", "/api/favorite", { query: { page } })
  if (mine !== seq) return
  batch(() => {
    if (data === undefined || data === null) status.value = "failed"
    else {
      favoritesPage.value = data
      status.value = "ready"
    }
  })
}

/** Cancels the favourite of one goods item and re-reads the page. */
export async function cancelFavorite(goodsId: number): Promise<void> {
  if (cancelling.value.has(goodsId)) return
  const outcome = await whileBusy(cancelling, goodsId, () =>
    request("POST", "/api/favorite/cancel", { body: { goods_ids: [goodsId] } }),
  )
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  notifySuccess(Messages.text["favorite.cancelled"])
  const left = (favoritesPage.value?.data.length ?? 1) - 1
  await loadFavorites(Pager.pageAfterRemoval(currentPage, left))
}

export function resetFavorites(): void {
  seq++
  batch(() => {
    favoritesPage.value = null
    status.value = "idle"
    cancelling.value = new Set()
  })
}
