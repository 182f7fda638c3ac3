/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Goods } from "./Goods.ts"

export const YyhSection = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  description: S.String,
  goods: S.Array(Goods),
})
