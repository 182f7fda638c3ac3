/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const CommonConfig = /*#__PURE__*/ S.Struct({
  hot_line: S.String,
  qq1: S.String,
  qq2: S.String,
})
