/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CashVoucherPage } from "../schema/CashVoucherPage.ts"

export const getCashVoucherList = /*#__PURE__*/ operation(
  "GET",
  "/api/cash_voucher",
  CashVoucherPage,
)
