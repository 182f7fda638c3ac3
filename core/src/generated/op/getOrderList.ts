/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { OrderPage } from "../schema/OrderPage.ts"

export const getOrderList = /*#__PURE__*/ operation("GET", "/api/order", OrderPage)
