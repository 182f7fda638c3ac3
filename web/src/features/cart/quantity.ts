/**
 * Quantity checks of a cart line, through core's `CartLineInput.checkQuantity` (buyability,
 * stock, whole number > 0, pack-size rounding with its notice).
 */
import type * as Cart from "@mall/core/Cart"
import * as CartLineInput from "@mall/core/CartLineInput"
import * as Field from "@mall/core/Field"

export type QuantityCheck =
  | { readonly _tag: "Valid"; readonly quantity: number; readonly notice: string | null }
  | { readonly _tag: "Invalid"; readonly message: string }

/** Checks a typed quantity against the line's goods. */
export function checkQuantity(line: Cart.Line, input: string): QuantityCheck {
  const result = CartLineInput.checkQuantity(line.raw.goods ?? {}, input.trim())
  return result._tag === "Success"
    ? {
        _tag: "Valid",
        quantity: result.success.number,
        notice: result.success.adjusted?.message ?? null,
      }
    : { _tag: "Invalid", message: result.failure.message }
}

/** 暂不可购买 / 缺货 when the goods cannot be bought at all, else null. */
export function availability(goods: CartLineInput.Goods): string | null {
  const result = CartLineInput.checkQuantity(goods, 1)
  if (result._tag === "Success") return null
  const tag = result.failure._tag
  return tag === "NotBuyable" || tag === "OutOfStock" ? result.failure.message : null
}

/** The +/- step: the pack size (中包装) when above 1, else 1. */
export function packStep(goods: CartLineInput.Goods): number {
  const pack = Field.int(goods.zbz)
  return pack !== null && pack > 1 ? pack : 1
}
