/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Article = /*#__PURE__*/ S.Struct({
  id: S.Int,
  title: S.String,
  summary: S.optionalKey(S.String),
  content: S.optionalKey(S.String),
  category_id: S.optionalKey(S.Int),
  created_at: S.String,
})
