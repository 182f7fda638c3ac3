/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { CartLine } from "./CartLine.ts"
import { Manjian } from "./Manjian.ts"
import { Money } from "./Money.ts"

export const CartState = /*#__PURE__*/ S.Struct({
  action: S.String,
  data: S.Array(CartLine),
  shipping_data: S.Struct({ shipping_amount: Money, no_trans_order_amount: Money }),
  activity_data: S.Struct({ manjians: S.Array(Manjian) }),
  filter_data: S.Array(S.Struct({ value: S.String, name: S.String, count: S.Int })),
})
