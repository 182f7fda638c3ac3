/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { PurchaseRequest } from "./PurchaseRequest.ts"

export const PurchaseRequestPage = /*#__PURE__*/ S.Struct({
  data: S.Array(PurchaseRequest),
  total: S.Int,
  current_page: S.Int,
  last_page: S.Int,
  per_page: S.Int,
})
