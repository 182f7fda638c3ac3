/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const InspectionFilter = /*#__PURE__*/ S.Struct({
  makers: S.Array(S.String),
  years: S.Array(S.String),
})
