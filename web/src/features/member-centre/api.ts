/** 会员中心's calls: the counts and lists the overview shows. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

export const money = () => request(Op.getUserUserMoney)
export const couponNum = () => request(Op.getUserCouponNum)
export const vouchers = () =>
  request(Op.getCashVoucherList, { params: { query: { status: 0, page: 1 } } })
export const favourites = () => request(Op.getFavorite, { params: { query: { page: 1 } } })
/** GET /api/order_count: the company's orders counted by status, in one call. */
export const orderCounts = () => request(Op.getOrderCounts, { params: { query: {} } })
export const messages = () => call(Op.getMessageList, { params: { query: { page: 1 } } })
export const licences = () => request(Op.getUserZizhi)
