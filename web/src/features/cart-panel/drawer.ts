/**
 * The floating cart's contents: the last list read by `model.ts` as core Cart lines, their 合计,
 * and deleting a line (确定删除该商品吗？ first). Loaded with the drawer.
 */
import { computed, effect, signal } from "@preact/signals-react"
import * as Cart from "@mall/core/Cart"
import * as Messages from "@mall/core/Messages"
import { refreshCartCount } from "../../lib/session/session.ts"
import { confirm } from "../../lib/ui/dialogs.ts"
import * as Api from "./api.ts"
import { rawCart } from "./model.ts"

export const cart = signal<Cart.State>(Cart.empty)

effect(() => {
  const raw = rawCart.value
  cart.value = raw === null ? Cart.empty : Cart.fromApi(raw)
})

/** 合计 of the selected lines (core Cart.totals). */
export const total = computed(() => Cart.totals(cart.value).goodsAmount)

/** Deletes one line after confirmation, then re-reads the count (which reloads the open list). */
export async function removeLine(id: string): Promise<void> {
  const ok = await confirm(Messages.text["cart.delete.confirm"])
  if (!ok) return
  if (!(await Api.deleteLine(id))) return
  cart.value = Cart.remove(cart.value, [id])
  await refreshCartCount()
}

/** What the drawer shows of a line's goods. */
export type LineView = {
  id: string
  image: string | null
  name: string
  maker: string
  spec: string
  unitPrice: Cart.Line["unitPrice"]
  quantity: number
}

/** The drawer rows. */
export const lines = computed<ReadonlyArray<LineView>>(() => {
  const goodsOf = new Map((rawCart.value?.data ?? []).map((l) => [String(l.id), l.goods]))
  return cart.value.lines.map((l) => {
    const g = goodsOf.get(l.id)
    return {
      id: l.id,
      image: g?.goods_image[0] ?? null,
      name: g?.name ?? "",
      maker: g?.sccj ?? "",
      spec: g?.ypgg ?? "",
      unitPrice: l.unitPrice,
      quantity: l.quantity,
    }
  })
})
