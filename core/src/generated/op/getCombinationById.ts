/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Combination } from "../schema/Combination.ts"

export const getCombinationById = /*#__PURE__*/ operation(
  "GET",
  "/api/combination/{id}",
  Combination,
)
