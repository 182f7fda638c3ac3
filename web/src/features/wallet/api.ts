/** 我的钱包's calls: balance and its log, points log, coupons, cash vouchers. */
import * as Op from "@mall/core/generated/operations"
import type * as BalanceLog from "@mall/core/BalanceLog"
import { call } from "../../lib/api/client.ts"

export const money = () => call(Op.getUserUserMoney)
export const moneyLog = (page: number, query: BalanceLog.Query) =>
  call(Op.getUserUserMoneyLog, { params: { query: { page, ...query } } })
export const pointsLog = (page: number) => call(Op.getPointsLog, { params: { query: { page } } })
export const coupons = (page: number, status: 0 | 1 | 2) =>
  call(Op.getUserCoupon, { params: { query: { page, status } } })
export const vouchers = (page: number, status: 0 | 1 | 2) =>
  call(Op.getCashVoucherList, { params: { query: { page, status } } })
