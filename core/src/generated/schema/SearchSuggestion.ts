/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const SearchSuggestion = /*#__PURE__*/ S.Struct({
  id: S.optionalKey(S.Int),
  name: S.String,
  sccj: S.optionalKey(S.String),
})
