/** The points mall's calls (/jfsc). */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

/** GET /api/points/goods. */
export const goods = (page: number) => call(Op.getPointsGoods, { params: { query: { page } } })
/** GET /api/address: where an exchange is sent. */
export const addresses = () => request(Op.getAddressList)
/** POST /api/points/order. */
export const exchange = (goodsId: number, number: number, addressId: number) =>
  request(Op.postPointsOrder, { body: { goods_id: goodsId, number, address_id: addressId } })
