/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"
import { OrderGoods } from "./OrderGoods.ts"
import { OrderProgress } from "./OrderProgress.ts"

export const ReturnDetail = /*#__PURE__*/ S.Struct({
  order_id: S.Int,
  description: S.String,
  images: S.Array(S.String),
  progress: S.Array(OrderProgress),
  id: S.Int,
  order_sn: S.String,
  status: S.Int,
  status_text: S.String,
  reason: S.String,
  amount: Money,
  goods: S.Array(OrderGoods),
  created_at: S.String,
})
