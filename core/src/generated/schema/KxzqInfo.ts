/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { KxzqGroup } from "./KxzqGroup.ts"

export const KxzqInfo = /*#__PURE__*/ S.Struct({
  allowed: S.Literals([0, 1]),
  reason: S.String,
  groups: S.Array(KxzqGroup),
})
