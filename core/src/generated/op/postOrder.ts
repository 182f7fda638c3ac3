/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { OrderCreated } from "../schema/OrderCreated.ts"

export const postOrder = /*#__PURE__*/ operation("POST", "/api/order", OrderCreated)
