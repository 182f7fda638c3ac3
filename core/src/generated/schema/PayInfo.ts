/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const PayInfo = /*#__PURE__*/ S.Struct({
  order_sn: S.String,
  pay_type: S.String,
  amount: Money,
  pay_url: S.String,
})
