/** The floating cart's calls: its list (silent: a failed load leaves the drawer as it was) and deleting a line. */
import * as Constants from "@mall/core/Constants"
import * as Op from "@mall/core/generated/operations"
import { call, send } from "../../lib/api/client.ts"

/** GET /api/cart/list with the default limit, silent. */
export const cartList = () =>
  call(
    Op.getCartList,
    { params: { query: { limit: Constants.CART_LIST_DEFAULT_LIMIT } } },
    { silent: true },
  )

/** POST /api/cart/batch_delete of one line. */
export const deleteLine = (id: string) =>
  send(Op.postCartBatchDelete, { body: { ids: [Number(id)] } })
