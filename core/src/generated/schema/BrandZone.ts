/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Ad } from "./Ad.ts"
import { Brand } from "./Brand.ts"
import { Goods } from "./Goods.ts"

export const BrandZone = /*#__PURE__*/ S.Struct({
  brand: Brand,
  ads: S.Array(Ad),
  goods: S.Array(Goods),
})
