/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { PurchaseRequestPage } from "../schema/PurchaseRequestPage.ts"

export const getUserBuy = /*#__PURE__*/ operation("GET", "/api/user/buy", PurchaseRequestPage)
