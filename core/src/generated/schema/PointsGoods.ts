/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const PointsGoods = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  image: S.String,
  points: S.Int,
  stock: S.Int,
})
