/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { PurchaseRequest } from "../schema/PurchaseRequest.ts"

export const getUserBuyDetail = /*#__PURE__*/ operation(
  "GET",
  "/api/user/buy/{id}",
  PurchaseRequest,
)
