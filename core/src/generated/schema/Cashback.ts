/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { CashbackTier } from "./CashbackTier.ts"
import { Money } from "./Money.ts"

export const Cashback = /*#__PURE__*/ S.Struct({
  id: S.Int,
  title: S.String,
  start_time: S.Int,
  end_time: S.Int,
  rule: S.String,
  tiers: S.Array(CashbackTier),
  spent: Money,
  order_count: S.Int,
})
