/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Qualification = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  number: S.optionalKey(S.String),
  image: S.String,
  expire_date: S.String,
  status: S.Literals([0, 1, 2]),
})
