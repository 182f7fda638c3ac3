/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Brand } from "./Brand.ts"
import { CommonConfig } from "./CommonConfig.ts"
import { MenuEntry } from "./MenuEntry.ts"
import { NavEntry } from "./NavEntry.ts"

export const FocusCommon = /*#__PURE__*/ S.Struct({
  rnss: S.Array(S.String),
  nav: S.Array(NavEntry),
  category: S.Array(MenuEntry),
  category_yx: S.Array(MenuEntry),
  category_zy: S.Array(MenuEntry),
  category_qx: S.Array(MenuEntry),
  brand: S.Array(Brand),
  timestamp: S.Int,
  common_config: S.optionalKey(CommonConfig),
})
