/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const ReturnSummary = /*#__PURE__*/ S.Struct({
  id: S.Int,
  order_id: S.Int,
  order_sn: S.String,
  status: S.Literals([0, 1, 2, 3]),
  status_text: S.String,
  reason: S.String,
  amount: Money,
  goods_count: S.Int,
  created_at: S.String,
})
