/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const BusinessScope = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  is_checked: S.Literals([0, 1]),
})
