/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { BulkMatch } from "../schema/BulkMatch.ts"

export const postGoodsMatch = /*#__PURE__*/ operation("POST", "/api/goods/match", BulkMatch)
