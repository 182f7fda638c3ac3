/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { OrderDetail } from "../schema/OrderDetail.ts"

export const getOrderById = /*#__PURE__*/ operation("GET", "/api/order/{id}", OrderDetail)
