/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Message = /*#__PURE__*/ S.Struct({
  id: S.Int,
  title: S.String,
  content: S.String,
  is_read: S.Literals([0, 1]),
  created_at: S.String,
})
