/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const Coupon = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  type: S.Int,
  amount: Money,
  min_amount: Money,
  start_time: S.String,
  end_time: S.String,
  status: S.Literals([0, 1, 2]),
  is_received: S.optionalKey(S.Literals([0, 1])),
  remain: S.optionalKey(S.Int),
  goods_ids: S.optionalKey(S.Array(S.Int)),
})
