/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const PointsOrder = /*#__PURE__*/ S.Struct({
  status: S.Literals([0, 1, 2, 3]),
  id: S.Int,
  order_sn: S.String,
  goods_name: S.String,
  points: S.Int,
  number: S.Int,
  status_text: S.String,
  created_at: S.String,
})
