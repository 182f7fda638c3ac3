/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Goods } from "./Goods.ts"

export const GoodsPage = /*#__PURE__*/ S.Struct({
  data: S.Array(Goods),
  total: S.Int,
  current_page: S.Int,
  last_page: S.Int,
  per_page: S.Int,
})
