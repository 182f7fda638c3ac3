/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CartAddResult } from "../schema/CartAddResult.ts"

export const postCart = /*#__PURE__*/ operation("POST", "/api/cart", CartAddResult)
