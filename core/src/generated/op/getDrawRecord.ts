/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { DrawRecord } from "../schema/DrawRecord.ts"

export const getDrawRecord = /*#__PURE__*/ operation("GET", "/api/draw/record", S.Array(DrawRecord))
