/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const MenuLeaf = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  logo: S.String,
  logo1: S.String,
  children: S.Array(S.Record(S.String, S.Unknown)),
})
