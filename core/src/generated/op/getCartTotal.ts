/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CartTotal } from "../schema/CartTotal.ts"

export const getCartTotal = /*#__PURE__*/ operation("GET", "/api/cart/total", CartTotal)
