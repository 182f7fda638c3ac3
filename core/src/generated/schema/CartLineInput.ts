/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const CartLineInput = /*#__PURE__*/ S.Struct({
  goods_id: S.Int,
  price: Money,
  number: S.Int,
  ck_id: S.Int,
  type: S.optionalKey(S.Int),
})
