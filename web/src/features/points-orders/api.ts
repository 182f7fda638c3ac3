/** 积分订单's call. */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

/** GET /api/points/order (page); a failure is shown. */
export const pointsOrders = (page: number) =>
  call(Op.getPointsOrderList, { params: { query: { page } } })
