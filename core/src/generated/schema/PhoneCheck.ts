/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const PhoneCheck = /*#__PURE__*/ S.Struct({
  phone: S.String,
  is_registered: S.Literals([0, 1]),
})
