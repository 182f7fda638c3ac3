/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Address = /*#__PURE__*/ S.Struct({
  id: S.Int,
  consignee: S.String,
  phone: S.String,
  province: S.String,
  city: S.String,
  district: S.String,
  address: S.String,
  is_default: S.Literals([0, 1]),
})
