/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Ad } from "./Ad.ts"
import { Brand } from "./Brand.ts"

export const BrandFocus = /*#__PURE__*/ S.Struct({ ads: S.Array(Ad), brands: S.Array(Brand) })
