/**
 * Quantity checks of a cart line, through core's `CartLineInput.checkLineQuantity` (buyability,
 * stock, whole number > 0, pack-size rounding with its notice; a combination line in whole sets
 * up to its set stock).
 */
import type * as Cart from "@mall/core/Cart"
import * as CartLineInput from "@mall/core/CartLineInput"

export type QuantityCheck =
  | { readonly _tag: "Valid"; readonly quantity: number; readonly notice: string | null }
  | { readonly _tag: "Invalid"; readonly message: string }

/** Checks a typed quantity against the line's terms. */
export function checkQuantity(line: Cart.Line, input: string): QuantityCheck {
  const result = CartLineInput.checkLineQuantity(line.raw, input.trim())
  return result._tag === "Success"
    ? {
        _tag: "Valid",
        quantity: result.success.number,
        notice: result.success.adjusted?.message ?? null,
      }
    : { _tag: "Invalid", message: result.failure.message }
}
