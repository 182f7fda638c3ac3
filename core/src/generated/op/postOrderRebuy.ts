/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { RebuyResult } from "../schema/RebuyResult.ts"

export const postOrderRebuy = /*#__PURE__*/ operation("POST", "/api/order/{id}/rebuy", RebuyResult)
