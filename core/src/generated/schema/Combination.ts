/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const Combination = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  price: Money,
  original_price: Money,
  stock: S.optionalKey(S.Int),
  goods: S.Array(
    S.Struct({
      goods_id: S.Int,
      name: S.String,
      ypgg: S.String,
      bzdw: S.optionalKey(S.String),
      image: S.optionalKey(S.String),
      number: S.Int,
    }),
  ),
})
