/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const OrderCounts = /*#__PURE__*/ S.Struct({
  all: S.Int,
  unpaid: S.Int,
  unshipped: S.Int,
  shipped: S.Int,
  completed: S.Int,
  cancelled: S.Int,
  after_sale: S.Int,
})
