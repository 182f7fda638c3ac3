/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Combination } from "./Combination.ts"

export const CombinationPage = /*#__PURE__*/ S.Struct({
  data: S.Array(Combination),
  total: S.Int,
  current_page: S.Int,
  last_page: S.Int,
  per_page: S.Int,
})
