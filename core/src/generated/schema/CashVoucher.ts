/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const CashVoucher = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  amount: Money,
  balance: Money,
  end_time: S.String,
  status: S.Int,
})
