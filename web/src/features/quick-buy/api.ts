/** 快速采购's calls: goods bought before and bulk matching (adding to the cart is lib/goods). */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

export const fastBuy = (page: number, order: "buy_count" | "last_buy_time") =>
  call(Op.getUserFastBuy, { params: { query: { page, order } } })
export const match = (keyword: string[], sccj: string[], ypgg: string[]) =>
  call(Op.postGoodsMatch, { body: { keyword, sccj, ypgg } })
