/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { MenuLeaf } from "./MenuLeaf.ts"

export const MenuEntry = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  logo: S.String,
  logo1: S.String,
  children: S.Array(MenuLeaf),
})
