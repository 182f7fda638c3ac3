/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Address } from "./Address.ts"
import { Money } from "./Money.ts"
import { OrderGoods } from "./OrderGoods.ts"

export const OrderDetail = /*#__PURE__*/ S.Struct({
  paid_at: S.String,
  shipped_at: S.String,
  finished_at: S.String,
  goods_images: S.Array(S.Struct({ goods_id: S.Int, name: S.String, image: S.String })),
  is_hm: S.Literals([0, 1]),
  returnable: S.Literals([0, 1]),
  invoice_url: S.String,
  return_ids: S.Array(S.Int),
  after_sale_ids: S.Array(S.Int),
  id: S.Int,
  order_sn: S.String,
  status: S.Literals([0, 1, 2, 3, 4]),
  status_text: S.String,
  order_amount: Money,
  goods_count: S.Int,
  created_at: S.String,
  goods: S.Array(OrderGoods),
  address: Address,
  goods_amount: Money,
  manjian_amount: Money,
  shipping_amount: Money,
  coupon_amount: Money,
  pay_type: S.String,
  remarks: S.optionalKey(S.String),
})
