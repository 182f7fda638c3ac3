/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const MoneyLog = /*#__PURE__*/ S.Struct({
  id: S.Int,
  use_type: S.Int,
  amount: Money,
  balance: Money,
  remarks: S.String,
  created_at: S.String,
})
