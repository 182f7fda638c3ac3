/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const RebuyResult = /*#__PURE__*/ S.Struct({
  added: S.Int,
  skipped: S.Array(S.String),
  cart_count: S.Int,
})
