/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Logistics = /*#__PURE__*/ S.Struct({
  company: S.String,
  tracking_no: S.String,
  traces: S.Array(S.Struct({ time: S.String, context: S.String })),
})
