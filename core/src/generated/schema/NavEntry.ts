/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const NavEntry = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  url: S.String,
  image: S.String,
  is_open: S.Literals([0, 1]),
  children: S.Array(S.Struct({ id: S.Int, name: S.String })),
})
