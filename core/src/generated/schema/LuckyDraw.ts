/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const LuckyDraw = /*#__PURE__*/ S.Struct({
  id: S.Int,
  is_join: S.Literals([0, 1]),
  result: S.NullOr(S.Struct({ name: S.String, remarks: S.String })),
})
