/**
 * Quantity checks of a cart line, through core's `CartLineInput.checkQuantity` (buyability,
 * stock, whole number > 0, pack-size rounding with its notice).
 */
import type * as Cart from "@mall/core/Cart"
import * as CartLineInput from "@mall/core/CartLineInput"

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
