/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CouponPage } from "../schema/CouponPage.ts"

export const getUserAvailableCoupon = /*#__PURE__*/ operation(
  "GET",
  "/api/user/availableCoupon",
  CouponPage,
)
