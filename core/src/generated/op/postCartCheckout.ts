/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Checkout } from "../schema/Checkout.ts"

export const postCartCheckout = /*#__PURE__*/ operation("POST", "/api/cart/checkout", Checkout)
