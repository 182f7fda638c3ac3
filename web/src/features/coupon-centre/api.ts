/** The coupon centre's calls (/lqzx). */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

/** GET /api/coupon/center. */
export const coupons = (page: number, type: 1 | 2 | 3 | null) =>
  call(Op.getCouponCenter, { params: { query: type === null ? { page } : { page, type } } })
/** POST /api/coupon/{id}/receive. */
export const claim = (id: number) => request(Op.postCouponReceive, { params: { path: { id } } })
