/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CouponNum } from "../schema/CouponNum.ts"

export const getUserCouponNum = /*#__PURE__*/ operation("GET", "/api/user/couponNum", CouponNum)
