/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Store = /*#__PURE__*/ S.Struct({
  user_id: S.Int,
  company: S.String,
  name: S.String,
  phone: S.String,
  is_current: S.Literals([0, 1]),
})
