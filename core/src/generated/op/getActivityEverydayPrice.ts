/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Spike } from "../schema/Spike.ts"

export const getActivityEverydayPrice = /*#__PURE__*/ operation(
  "GET",
  "/api/activity/everyday_price",
  Spike,
)
