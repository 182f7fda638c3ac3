/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const InspectionReport = /*#__PURE__*/ S.Struct({
  id: S.Int,
  goods_name: S.String,
  sccj: S.String,
  ph: S.String,
  report_url: S.String,
  created_at: S.String,
})
