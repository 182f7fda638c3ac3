/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { OrderProgress } from "./OrderProgress.ts"

export const AfterSaleDetail = /*#__PURE__*/ S.Struct({
  order_id: S.Int,
  images: S.Array(S.String),
  progress: S.Array(OrderProgress),
  replies: S.Array(
    S.Struct({ from: S.Literals(["service", "buyer"]), content: S.String, time: S.String }),
  ),
  id: S.Int,
  order_sn: S.String,
  type: S.Int,
  status: S.Int,
  status_text: S.String,
  content: S.String,
  reply: S.String,
  created_at: S.String,
})
