/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { PointsOrder } from "./PointsOrder.ts"

export const PointsOrderPage = /*#__PURE__*/ S.Struct({
  data: S.Array(PointsOrder),
  total: S.Int,
  current_page: S.Int,
  last_page: S.Int,
  per_page: S.Int,
})
