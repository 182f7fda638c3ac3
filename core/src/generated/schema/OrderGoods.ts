/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const OrderGoods = /*#__PURE__*/ S.Struct({
  image: S.String,
  bzdw: S.String,
  batch: S.String,
  expiry_date: S.String,
  is_gift: S.Literals([0, 1]),
  returned: S.optionalKey(S.Int),
  id: S.Int,
  goods_id: S.Int,
  name: S.String,
  sccj: S.String,
  ypgg: S.String,
  price: Money,
  number: S.Int,
  amount: Money,
})
