/**
 * The product detail page /list/info/{id}: GET /api/goods/detail/{id} and the related goods
 * (GET /api/goods/relation). What the page derives (ladder tiers, free-shipping rule,
 * availability) comes from core; adding to cart and favouriting are composed in by the route.
 * The price shown is the unit price of the quantity in the buy box (at first its pack, as the
 * listings show it), and the tier table marks the tier of that quantity.
 */
import { batch, computed, signal } from "@preact/signals-react"
import * as CartLineInput from "@mall/core/CartLineInput"
import * as FreeShipping from "@mall/core/FreeShipping"
import * as LadderPrice from "@mall/core/LadderPrice"
import * as Quantity from "@mall/core/Quantity"
import type { Of } from "../../lib/api/schemas.ts"
import { Missing, resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export type GoodsDetail = Of<"GoodsDetail">
export type Goods = Of<"Goods">

/**
 * The goods shown and the related goods, loaded together. Another goods' page keeps the one shown
 * until it arrives; a failed load shows nothing of the goods before it.
 */
export const detail = resource(
  async (id: string) => {
    const [data, rel] = await Promise.all([Api.detail(Number(id)), Api.related()])
    if (data === undefined || data === Missing) return data
    return { goods: data, related: (rel ?? []).filter((g) => g.id !== data.id) }
  },
  { failed: "clear" },
)
export const goods = computed(() => detail.data.value?.goods ?? null)
export const status = detail.status
export const related = computed<ReadonlyArray<Goods>>(() => detail.data.value?.related ?? [])
/** Index of the image shown large. */
export const activeImage = signal(0)
/** The quantity in the buy box; null until it is told, or while it holds no whole number. */
export const chosen = signal<number | null>(null)

export const images = computed<ReadonlyArray<string>>(() =>
  (goods.value?.goods_image ?? []).filter((s) => s !== ""),
)
export const ladder = computed(() =>
  goods.value === null ? null : LadderPrice.fromGoods(goods.value),
)
/** The quantity priced: the buy box's, else the pack the buy box starts at. */
const pricedQuantity = computed(() => {
  const g = goods.value
  return g === null ? null : (chosen.value ?? Quantity.limitsOf(g).min)
})
/** The unit price of that quantity (its tier's, else the base price). */
export const price = computed(() => {
  const l = ladder.value
  const q = pricedQuantity.value
  return l === null || q === null ? null : LadderPrice.priceFor(l, q)
})
/** The tier table with the wording-table labels (core), the tier of that quantity marked. */
export const ladderRows = computed(() => {
  const g = goods.value
  const l = ladder.value
  return g === null || l === null
    ? []
    : LadderPrice.tierTable(l, g.bzdw ?? "", pricedQuantity.value ?? undefined)
})
/** `满{n}{unit}包邮`, or null. */
export const shippingLabel = computed(() => {
  const g = goods.value
  return g === null ? null : FreeShipping.itemLabel(g, g.bzdw ?? "")
})
/** 暂不可购买 / 缺货 when the goods cannot be bought, else null. */
export const unavailable = computed(() => {
  const g = goods.value
  return g === null ? null : CartLineInput.unavailable(g)
})
export const stock = computed(() => goods.value?.number ?? null)

/** The goods id last asked for: the same goods loaded again keeps its picture and quantity. */
let shownId: string | null = null

/** Loads the goods and the related goods. */
export async function loadDetail(id: string): Promise<void> {
  const other = id !== shownId
  shownId = id
  await batch(() => {
    if (other) {
      activeImage.value = 0
      chosen.value = null
    }
    return detail.load(id)
  })
}

export function showImage(i: number): void {
  activeImage.value = i
}

/** The buy box's quantity changed (null: it holds no whole number). */
export function chooseQuantity(n: number | null): void {
  chosen.value = n
}

/** Forgets the loaded goods (tests). */
export function resetDetail(): void {
  shownId = null
  batch(() => {
    detail.reset()
    activeImage.value = 0
    chosen.value = null
  })
}
