/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Brand } from "./Brand.ts"
import { GoodsTag } from "./GoodsTag.ts"
import { LadderPrice } from "./LadderPrice.ts"
import { Money } from "./Money.ts"

export const GoodsDetail = /*#__PURE__*/ S.Struct({
  id: S.Int,
  name: S.String,
  sccj: S.String,
  ypgg: S.String,
  goods_image: S.Array(S.String),
  base_price: Money,
  bzdw: S.String,
  is_buy: S.Literals([0, 1]),
  number: S.Int,
  is_youx: S.Literals([0, 1]),
  type: S.Int,
  is_free_shipping: S.Literals([0, 1]),
  free_shipping_number: S.Int,
  ladder_price: S.Array(LadderPrice),
  ladder_price_type: S.Literals([1, 2]),
  tags: S.Array(GoodsTag),
  pzwh: S.optionalKey(S.String),
  ph: S.optionalKey(S.String),
  yxq: S.optionalKey(S.String),
  scrq: S.optionalKey(S.String),
  zbz: S.optionalKey(S.Int),
  jzl: S.optionalKey(S.Int),
  ck_id: S.optionalKey(S.Int),
  ck_name: S.optionalKey(S.String),
  market_price: S.optionalKey(Money),
  original_price: S.optionalKey(Money),
  is_favorite: S.optionalKey(S.Literals([0, 1])),
  description: S.String,
  instructions: S.String,
  brand: S.optionalKey(Brand),
})
