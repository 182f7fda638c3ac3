/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { OrderCounts } from "../schema/OrderCounts.ts"

export const getOrderCounts = /*#__PURE__*/ operation("GET", "/api/order_count", OrderCounts)
