/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Ad } from "./Ad.ts"
import { Goods } from "./Goods.ts"

export const FocusZone = /*#__PURE__*/ S.Struct({ ads: S.Array(Ad), goods: S.Array(Goods) })
