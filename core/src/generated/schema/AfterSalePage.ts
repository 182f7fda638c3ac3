/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { AfterSaleSummary } from "./AfterSaleSummary.ts"

export const AfterSalePage = /*#__PURE__*/ S.Struct({
  data: S.Array(AfterSaleSummary),
  total: S.Int,
  current_page: S.Int,
  last_page: S.Int,
  per_page: S.Int,
})
