/**
 * The floating cart's contents: the last list read by `model.ts` as core Cart lines, their 合计,
 * and deleting a line (确定删除该商品吗？ first). Loaded with the drawer. A combination line shows
 * as the combination (core `Combination`): its name, the goods of one set with how many each,
 * their pictures, the set price and the number of sets (组).
 */
import { computed, effect, signal } from "@preact/signals-react"
import * as Cart from "@mall/core/Cart"
import * as Combination from "@mall/core/Combination"
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

/** What the drawer shows of a line: its goods, or a combination and the goods of one set. */
export type LineView = {
  id: string
  /** The goods' picture (a combination's is drawn from its goods: `set`). */
  image: string | null
  name: string
  maker: string
  spec: string
  /** The combination of a combination line (null for a goods line). */
  set: Combination.InLine | null
  unitPrice: Cart.Line["unitPrice"]
  quantity: number
  /** The unit the quantity is counted in when it is not the goods' own (组 for a combination). */
  unit: string
}

/** The drawer rows. */
export const lines = computed<ReadonlyArray<LineView>>(() => {
  const rawOf = new Map((rawCart.value?.data ?? []).map((l) => [String(l.id), l]))
  return cart.value.lines.map((l) => {
    const raw = rawOf.get(l.id)
    const c = raw === undefined ? null : Combination.ofLine(raw)
    if (c !== null)
      return {
        id: l.id,
        image: null,
        name: c.name,
        maker: "",
        spec: "",
        set: c,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        unit: Messages.cart.setUnit,
      }
    const g = raw?.goods
    return {
      id: l.id,
      image: g?.goods_image[0] ?? null,
      name: g?.name ?? "",
      maker: g?.sccj ?? "",
      spec: g?.ypgg ?? "",
      set: null,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      unit: "",
    }
  })
})
