/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { DrawActivity } from "../schema/DrawActivity.ts"

export const getDrawActivity = /*#__PURE__*/ operation(
  "GET",
  "/api/draw/{id}/activity",
  DrawActivity,
)
