/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const KxzqGroup = /*#__PURE__*/ S.Struct({
  url: S.String,
  name: S.String,
  image: S.String,
  ads: S.Array(S.Int),
})
