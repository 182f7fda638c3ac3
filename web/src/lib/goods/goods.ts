/**
 * Goods as every shop page shows them (the product list, the detail page, the zones, the
 * favourites), and the two things a buyer does with a goods item anywhere in the catalogue: add
 * it to the cart and (un)favourite it. There is one add-to-cart and one favourite rule in the app.
 *
 * - `goodsView(goods)`: display fields plus the labels core makes (the price of the quantity the
 *   buy box adds, ladder tiers, free-shipping rule, availability, and the +/- quantity limits:
 *   pack size, minimum, stock; core `Quantity`).
 * - `addToCart(goods, quantity)`: core's `CartLineInput.fromProduct` checks and rounds the
 *   quantity (pack size, stock, buyability); the request is sent 200 ms after the last click
 *   (core `AddToCart`), so a double click makes one request; the server's message is toasted
 *   and the header badge re-read (`refreshCartCount`).
 * - `toggleFavorite(goods)`: POST /api/favorite → 收藏成功 dialog with 查看我的收藏 (→ /zzfw/star);
 *   POST /api/favorite/cancel → 取消收藏成功 toast. Failures go to the shared display once
 *   (login required, form errors) and are not alerted again.
 */
import { signal } from "@preact/signals-react"
import * as AddToCart from "@mall/core/AddToCart"
import * as CartLineInput from "@mall/core/CartLineInput"
import * as FreeShipping from "@mall/core/FreeShipping"
import * as LadderPrice from "@mall/core/LadderPrice"
import * as Messages from "@mall/core/Messages"
import type { Fen } from "@mall/core/Money"
import * as Quantity from "@mall/core/Quantity"
import { whileBusy } from "../busy.ts"
import { showOutcome } from "../api/outcomeUi.ts"
import { navigateTo } from "../navigation.ts"
import { refreshCartCount } from "../session/session.ts"
import { alert } from "../ui/dialogs.ts"
import { notify, notifySuccess } from "../ui/toast.ts"
import type { Of } from "../api/schemas.ts"
import * as Api from "./api.ts"

export type Goods = Of<"Goods">

/** How a list of goods is shown: cards with pictures, a table, or cards without pictures. */
export type View = "grid" | "table" | "noImage"

export const FAVORITES_PATH = "/zzfw/star"

export type GoodsView = {
  readonly id: string
  readonly name: string
  readonly maker: string
  readonly spec: string
  readonly unit: string
  readonly images: ReadonlyArray<string>
  /** The unit price of the quantity the buy box starts at and adds (core `LadderPrice.listedPrice`). */
  readonly price: Fen
  readonly marketPrice: unknown
  readonly tags: ReadonlyArray<{ readonly name: string; readonly title: string }>
  readonly ladder: ReadonlyArray<LadderPrice.TierRow>
  readonly shippingLabel: string | null
  /** 暂不可购买 / 缺货, or null when the goods can be bought. */
  readonly unavailable: string | null
  readonly stock: number | null
  /** The +/- limits (core `Quantity`); `min` is the default quantity (the pack size, at least 1). */
  readonly limits: Quantity.Limits
}

const cache = new WeakMap<object, GoodsView>()

/** What a listing shows for a goods item (memoised per object). */
export function goodsView(goods: Goods): GoodsView {
  const hit = cache.get(goods)
  if (hit !== undefined) return hit
  const unit = goods.bzdw
  const ladder = LadderPrice.fromGoods(goods)
  const view: GoodsView = {
    id: String(goods.id),
    name: goods.name,
    maker: goods.sccj,
    spec: goods.ypgg,
    unit,
    images: goods.goods_image.filter((s) => s !== ""),
    price: LadderPrice.listedPrice(goods),
    marketPrice: goods.market_price,
    tags: goods.tags.map((t) => ({ name: t.name, title: t.title ?? t.name })),
    ladder: LadderPrice.tierTable(ladder, unit),
    shippingLabel: FreeShipping.itemLabel(goods, unit),
    unavailable: CartLineInput.unavailable(goods),
    stock: goods.number,
    limits: Quantity.limitsOf(goods),
  }
  cache.set(goods, view)
  return view
}

/** The unit price of a quantity (core ladder). */
export const priceFor = (goods: Goods, quantity: number): Fen =>
  LadderPrice.unitPrice(goods, quantity)

export type QuantityCheck =
  | { readonly _tag: "Valid"; readonly quantity: number; readonly notice: string | null }
  | { readonly _tag: "Invalid"; readonly message: string }

/** Checks a typed quantity (core: buyable, stock, whole number > 0, pack-size rounding). */
export function checkQuantity(goods: Goods, input: string): QuantityCheck {
  const r = CartLineInput.checkQuantity(goods, input.trim())
  return r._tag === "Success"
    ? { _tag: "Valid", quantity: r.success.number, notice: r.success.adjusted?.message ?? null }
    : { _tag: "Invalid", message: r.failure.message }
}

// ---------------------------------------------------------------------------------------------
// Add to cart

type Line = CartLineInput.CartLineInput

const pending = new Map<
  string,
  { state: AddToCart.State<Line>; timer: ReturnType<typeof setTimeout> | null }
>()

/** Goods ids whose add-to-cart request is on its way. */
export const adding = signal<ReadonlySet<string>>(new Set())

function setAdding(id: string, on: boolean): void {
  const next = new Set(adding.value)
  if (on) next.add(id)
  else next.delete(id)
  adding.value = next
}

async function send(id: string, line: Line): Promise<void> {
  setAdding(id, true)
  const outcome = await Api.addLines([line])
  setAdding(id, false)
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  if (outcome.message !== "") notify(outcome.message)
  void refreshCartCount()
}

function feed(id: string, event: AddToCart.Event<Line>): void {
  const entry = pending.get(id) ?? {
    state: AddToCart.initial as AddToCart.State<Line>,
    timer: null,
  }
  const [state, effects] = AddToCart.step(entry.state, event)
  entry.state = state
  pending.set(id, entry)
  for (const effect of effects) {
    if (effect._tag === "Schedule") {
      if (entry.timer !== null) clearTimeout(entry.timer)
      entry.timer = setTimeout(
        () => {
          entry.timer = null
          feed(id, { _tag: "Tick", now: Date.now() })
        },
        Math.max(0, effect.at - Date.now()),
      )
    } else {
      pending.delete(id)
      void send(id, effect.payload)
    }
  }
}

export type AddResult =
  | { readonly _tag: "Scheduled"; readonly quantity: number; readonly notice: string | null }
  | { readonly _tag: "Invalid"; readonly message: string }

/**
 * Adds `quantity` (as typed) of the goods to the cart, 200 ms after the last click. An invalid
 * quantity is returned (nothing is sent); a quantity rounded up to the pack size says so.
 */
export function addToCart(goods: Goods, quantity: string): AddResult {
  const checked = checkQuantity(goods, quantity)
  if (checked._tag === "Invalid") return checked
  const built = CartLineInput.fromProduct({ ...goods, cartNum: checked.quantity }, goods.type)
  if (built._tag === "Failure") return { _tag: "Invalid", message: built.failure.message }
  feed(String(goods.id), { _tag: "Click", now: Date.now(), payload: built.success.line })
  return { _tag: "Scheduled", quantity: checked.quantity, notice: checked.notice }
}

// ---------------------------------------------------------------------------------------------
// Favourites

/** Favourite state per goods id, once the buyer changed it on this page load. */
export const favorites = signal<Readonly<Record<string, boolean>>>({})
/** Goods ids with a favourite call on its way. */
export const favoriteBusy = signal<ReadonlySet<string>>(new Set())

/** Whether the goods is a favourite (the buyer's latest change, else the server's flag). */
export function isFavorite(goods: Goods): boolean {
  return favorites.value[String(goods.id)] ?? goods.is_favorite === 1
}

/** Adds the goods to, or removes it from, the favourites. */
export async function toggleFavorite(goods: Goods): Promise<void> {
  const id = String(goods.id)
  if (favoriteBusy.value.has(id)) return
  const on = !isFavorite(goods)
  const outcome = await whileBusy(favoriteBusy, id, () =>
    on ? Api.favorite(goods.id) : Api.unfavorite(goods.id),
  )
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  favorites.value = { ...favorites.value, [id]: on }
  if (on) {
    void alert(Messages.text["favorite.added"], {
      action: { label: Messages.text["favorite.view"], onSelect: () => navigateTo(FAVORITES_PATH) },
    })
  } else {
    notifySuccess(Messages.text["favorite.cancelled"])
  }
}

/** Forgets pending adds and favourite changes (tests). */
export function resetGoodsActions(): void {
  for (const entry of pending.values()) if (entry.timer !== null) clearTimeout(entry.timer)
  pending.clear()
  adding.value = new Set()
  favorites.value = {}
  favoriteBusy.value = new Set()
}
