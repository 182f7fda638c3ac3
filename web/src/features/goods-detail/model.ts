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
import { Missing } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export type GoodsDetail = Of<"GoodsDetail">
export type Goods = Of<"Goods">

export type Status = "idle" | "loading" | "ready" | "failed" | "missing"

export const goods = signal<GoodsDetail | null>(null)
export const status = signal<Status>("idle")
export const related = signal<ReadonlyArray<Goods>>([])
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

let seq = 0
/** The goods id last asked for: the same goods loaded again keeps its picture and quantity. */
let shownId: string | null = null

/** Loads the goods and the related goods. */
export async function loadDetail(id: string): Promise<void> {
  const mine = ++seq
  const other = id !== shownId
  shownId = id
  batch(() => {
    status.value = "loading"
    if (other) {
      activeImage.value = 0
      chosen.value = null
    }
  })
  const [data, rel] = await Promise.all([Api.detail(Number(id)), Api.related()])
  if (mine !== seq) return
  const found = data === undefined || data === Missing ? null : data
  batch(() => {
    goods.value = found
    status.value = found !== null ? "ready" : data === Missing ? "missing" : "failed"
    related.value = (rel ?? []).filter((g) => g.id !== found?.id)
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
  seq++
  shownId = null
  batch(() => {
    goods.value = null
    status.value = "idle"
    related.value = []
    activeImage.value = 0
    chosen.value = null
  })
}
