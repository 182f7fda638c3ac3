/**
 * What a cart row shows, read from the line as the answer was decoded: a goods line its goods
 * (name, maker, spec, image, tags), a combination line the combination (core `Combination`: its
 * name, each goods with how many one set holds, their pictures), plus the labels and limits core
 * makes (free-shipping rule, availability, the +/- quantity limits of the line: a combination in
 * whole sets, the gifts or trade-ins that come with it). Memoised per line object, so a repaint of an unchanged row costs nothing.
 */
import * as Cart from "@mall/core/Cart"
import * as CartLineInput from "@mall/core/CartLineInput"
import * as Combination from "@mall/core/Combination"
import * as FreeShipping from "@mall/core/FreeShipping"
import * as Messages from "@mall/core/Messages"
import type * as Quantity from "@mall/core/Quantity"
import * as TagColour from "@mall/core/TagColour"
import type { Of } from "../../lib/api/schemas.ts"

/** A cart line as the decoded answer of GET /api/cart/list holds it. */
type CartLine = Of<"CartLine">

export type LineView = {
  readonly name: string
  readonly goodsId: string | null
  readonly maker: string
  readonly spec: string
  /** The unit the quantity is counted in (a combination: 组). */
  readonly unit: string
  /** The goods' picture (a combination's is drawn from its goods: `set`). */
  readonly image: string | null
  readonly tags: ReadonlyArray<string>
  /** The combination of a combination line (null for a goods line). */
  readonly set: Combination.InLine | null
  /** Pack size, minimum and stock for the +/- buttons (core `CartLineInput.limitsOfLine`). */
  readonly limits: Quantity.Limits
  readonly shippingLabel: string | null
  /** 暂不可购买 / 缺货, or null when the line can be bought. */
  readonly unavailable: string | null
  /** The gifts or trade-ins that come with the line (`赠品 ×2`, `换购 ×1`), or null. */
  readonly gifts: string | null
}

const cache = new WeakMap<Cart.Line, LineView>()

function goodsLineView(raw: CartLine, line: Cart.Line): LineView {
  const goods = raw.goods
  return {
    name: goods.name,
    goodsId: line.goodsId,
    maker: goods.sccj,
    spec: goods.ypgg,
    unit: goods.bzdw,
    image: goods.goods_image.find((s) => s !== "") ?? null,
    tags: goods.tags.map((t) => t.name).filter((t) => t !== ""),
    set: null,
    limits: CartLineInput.limitsOfLine(raw),
    shippingLabel: FreeShipping.itemLabel(goods, goods.bzdw),
    unavailable: CartLineInput.unavailableLine(raw),
    gifts: Cart.giftsOf(line),
  }
}

function setLineView(raw: CartLine, line: Cart.Line, c: Combination.InLine): LineView {
  return {
    name: c.name,
    goodsId: null,
    maker: "",
    spec: "",
    unit: Messages.cart.setUnit,
    image: null,
    tags: [],
    set: c,
    limits: CartLineInput.limitsOfLine(raw),
    shippingLabel: null,
    unavailable: CartLineInput.unavailableLine(raw),
    gifts: Cart.giftsOf(line),
  }
}

export function lineView(line: Cart.Line): LineView {
  const hit = cache.get(line)
  if (hit !== undefined) return hit
  // core Cart keeps each line's answer as `raw`; the cart model builds its state from the
  // decoded answer only, so `raw` is a decoded CartLine
  const raw = line.raw as CartLine
  const c = Combination.ofLine(raw)
  const view = c === null ? goodsLineView(raw, line) : setLineView(raw, line, c)
  cache.set(line, view)
  return view
}

/**
 * The goods' tags a row shows: in a cart with 满减 tiers the row's 满减 mark (core
 * `Cart.countsForManjian`) says whether the line counts, so a goods tag of that kind (`满`) is not
 * shown beside it.
 */
export function rowTags(view: LineView, manjianTiers: boolean): ReadonlyArray<string> {
  if (!manjianTiers) return view.tags
  return view.tags.filter((t) => !TagColour.sameKind(t, Messages.cart.manjianTag))
}
