/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const HmddReceipt = /*#__PURE__*/ S.Struct({
  id: S.Int,
  order_sn: S.String,
  goods_names: S.String,
  status: S.Int,
  status_text: S.String,
  receipt_image: S.String,
  created_at: S.String,
})
