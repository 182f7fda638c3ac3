/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CartState } from "../schema/CartState.ts"

export const getCartList = /*#__PURE__*/ operation("GET", "/api/cart/list", CartState)
