/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const OrderCreated = /*#__PURE__*/ S.Struct({
  id: S.Int,
  order_sn: S.String,
  order_amount: Money,
})
