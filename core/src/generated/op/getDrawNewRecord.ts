/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { DrawRecord } from "../schema/DrawRecord.ts"

export const getDrawNewRecord = /*#__PURE__*/ operation(
  "GET",
  "/api/draw/new_record",
  S.Array(DrawRecord),
)
