/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Goods } from "./Goods.ts"
import { Money } from "./Money.ts"

export const CartLine = /*#__PURE__*/ S.Struct({
  id: S.Int,
  type: S.Int,
  combination: S.NullOr(
    S.Struct({
      id: S.Int,
      name: S.String,
      stock: S.Int,
      goods: S.Array(
        S.Struct({
          goods_id: S.Int,
          name: S.String,
          ypgg: S.String,
          bzdw: S.String,
          image: S.String,
          number: S.Int,
        }),
      ),
    }),
  ),
  goods: Goods,
  number: S.Int,
  price: Money,
  is_selected: S.Literals([0, 1]),
  with_coupon: S.Literals([0, 1]),
  goods_manjian_amount: Money,
  gift_data: S.Struct({ total: S.Int, type: S.Int }),
  goods_type: S.Int,
})
