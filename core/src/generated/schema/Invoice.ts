/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const Invoice = /*#__PURE__*/ S.Struct({
  order_id: S.Int,
  title: S.String,
  id: S.Int,
  order_sn: S.String,
  invoice_no: S.String,
  amount: Money,
  pdf_url: S.String,
  created_at: S.String,
})
