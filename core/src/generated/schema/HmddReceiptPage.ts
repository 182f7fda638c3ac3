/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { HmddReceipt } from "./HmddReceipt.ts"

export const HmddReceiptPage = /*#__PURE__*/ S.Struct({
  data: S.Array(HmddReceipt),
  total: S.Int,
  current_page: S.Int,
  last_page: S.Int,
  per_page: S.Int,
  receipt_form_url: S.optionalKey(S.String),
})
