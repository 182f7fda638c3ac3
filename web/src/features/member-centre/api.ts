/** 会员中心's calls: the counts and lists the overview shows. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

export const money = () => request(Op.getUserUserMoney)
export const couponNum = () => request(Op.getUserCouponNum)
export const vouchers = () =>
  request(Op.getCashVoucherList, { params: { query: { status: 0, page: 1 } } })
export const favourites = () => request(Op.getFavorite, { params: { query: { page: 1 } } })
export const orders = (status: 0 | 1 | 2 | 3) =>
  request(Op.getOrderList, { params: { query: { status, page: 1 } } })
export const messages = () => call(Op.getMessageList, { params: { query: { page: 1 } } })
export const licences = () => request(Op.getUserZizhi)
