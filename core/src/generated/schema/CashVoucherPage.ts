/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { CashVoucher } from "./CashVoucher.ts"

export const CashVoucherPage = /*#__PURE__*/ S.Struct({
  data: S.Array(CashVoucher),
  total: S.Int,
  current_page: S.Int,
  last_page: S.Int,
  per_page: S.Int,
})
