/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Address } from "./Address.ts"
import { CartLine } from "./CartLine.ts"
import { Coupon } from "./Coupon.ts"
import { Money } from "./Money.ts"

export const Checkout = /*#__PURE__*/ S.Struct({
  lines: S.Array(CartLine),
  goods_amount: Money,
  manjian_amount: Money,
  shipping_amount: Money,
  coupon_amount: Money,
  pay_amount: Money,
  addresses: S.Array(Address),
  coupons: S.Array(Coupon),
})
