/**
 * What a cart row shows, read from the line's raw goods (names, maker, spec, image, tags) plus
 * the labels and limits core makes (free-shipping rule, availability, the +/- quantity limits). Memoised per line object, so a
 * repaint of an unchanged row costs nothing.
 */
import type * as Cart from "@mall/core/Cart"
import * as CartLineInput from "@mall/core/CartLineInput"
import * as FreeShipping from "@mall/core/FreeShipping"
import * as Quantity from "@mall/core/Quantity"

export type LineView = {
  readonly name: string
  readonly goodsId: string | null
  readonly maker: string
  readonly spec: string
  readonly unit: string
  readonly image: string | null
  readonly tags: ReadonlyArray<string>
  /** Pack size, minimum and stock for the +/- buttons (core `Quantity`). */
  readonly limits: Quantity.Limits
  readonly shippingLabel: string | null
  /** 暂不可购买 / 缺货, or null when the line can be bought. */
  readonly unavailable: string | null
}

const str = (x: unknown): string =>
  typeof x === "string" ? x : typeof x === "number" ? String(x) : ""

const firstImage = (x: unknown): string | null => {
  if (typeof x === "string" && x !== "") return x
  if (Array.isArray(x)) {
    for (const item of x as ReadonlyArray<unknown>) {
      const s = firstImage(item)
      if (s !== null) return s
    }
  }
  if (typeof x === "object" && x !== null) {
    const o = x as Record<string, unknown>
    return firstImage(o.url ?? o.image ?? o.src)
  }
  return null
}

const cache = new WeakMap<Cart.Line, LineView>()

export function lineView(line: Cart.Line): LineView {
  const hit = cache.get(line)
  if (hit !== undefined) return hit
  const goods = line.raw.goods ?? {}
  const combination =
    typeof line.raw.combination === "object" && line.raw.combination !== null
      ? (line.raw.combination as Record<string, unknown>)
      : null
  const unit = str(goods.bzdw)
  const tags = Array.isArray(goods.tags)
    ? (goods.tags as ReadonlyArray<unknown>).map(str).filter((t) => t !== "")
    : []
  const view: LineView = {
    name: str(combination?.name) || str(goods.name),
    goodsId: line.kind === "combination" ? null : line.goodsId,
    maker: str(goods.sccj),
    spec: str(goods.ypgg),
    unit,
    image:
      firstImage(combination?.image) ?? firstImage(goods.goods_image) ?? firstImage(goods.image),
    tags,
    limits: Quantity.limitsOf(goods),
    shippingLabel: FreeShipping.itemLabel(goods, unit),
    unavailable: CartLineInput.unavailable(goods),
  }
  cache.set(line, view)
  return view
}
