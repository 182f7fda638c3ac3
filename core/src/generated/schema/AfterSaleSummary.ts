/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const AfterSaleSummary = /*#__PURE__*/ S.Struct({
  id: S.Int,
  order_id: S.Int,
  order_sn: S.String,
  type: S.Literals([1, 2, 3]),
  status: S.Literals([0, 1]),
  status_text: S.String,
  content: S.String,
  created_at: S.String,
})
