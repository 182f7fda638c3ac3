/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const PurchaseRequest = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  sccj: S.String,
  ypgg: S.String,
  number: S.Int,
  phone: S.optionalKey(S.String),
  remarks: S.optionalKey(S.String),
  reply: S.optionalKey(S.String),
  status: S.Int,
  created_at: S.String,
})
