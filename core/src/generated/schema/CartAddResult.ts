/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { CartLineInput } from "./CartLineInput.ts"

export const CartAddResult = /*#__PURE__*/ S.Struct({ total: S.Int, added: S.Array(CartLineInput) })
