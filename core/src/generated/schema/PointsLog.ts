/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const PointsLog = /*#__PURE__*/ S.Struct({
  id: S.Int,
  points: S.Int,
  remarks: S.String,
  created_at: S.String,
})
