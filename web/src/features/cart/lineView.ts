/**
 * What a cart row shows, read from the line's goods as the answer was decoded (name, maker, spec,
 * image, tags; a combination's own name) plus
 * the labels and limits core makes (free-shipping rule, availability, the +/- quantity limits). Memoised per line object, so a
 * repaint of an unchanged row costs nothing.
 */
import type * as Cart from "@mall/core/Cart"
import * as CartLineInput from "@mall/core/CartLineInput"
import * as FreeShipping from "@mall/core/FreeShipping"
import * as Quantity from "@mall/core/Quantity"
import type { Of } from "../../lib/api/schemas.ts"

/** A cart line as the decoded answer of GET /api/cart/list holds it. */
type CartLine = Of<"CartLine">

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

const cache = new WeakMap<Cart.Line, LineView>()

export function lineView(line: Cart.Line): LineView {
  const hit = cache.get(line)
  if (hit !== undefined) return hit
  // core Cart keeps each line's answer as `raw`; the cart model builds its state from the
  // decoded answer only, so `raw` is a decoded CartLine
  const raw = line.raw as CartLine
  const goods = raw.goods
  const unit = goods.bzdw
  const view: LineView = {
    name: raw.combination?.name ?? goods.name,
    goodsId: line.kind === "combination" ? null : line.goodsId,
    maker: goods.sccj,
    spec: goods.ypgg,
    unit,
    image: goods.goods_image.find((s) => s !== "") ?? null,
    tags: goods.tags.map((t) => t.name).filter((t) => t !== ""),
    limits: Quantity.limitsOf(goods),
    shippingLabel: FreeShipping.itemLabel(goods, unit),
    unavailable: CartLineInput.unavailable(goods),
  }
  cache.set(line, view)
  return view
}
