/** 多门店管理's calls: the company's stores, switching, copying the cart. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

export const stores = () => call(Op.getStoreList)
export const switchTo = (userId: number) =>
  request(Op.postStoreSwitch, { body: { user_id: userId } })
export const cart = () => call(Op.getCartList)
export const copy = (ids: number[], otherUserIds: number[]) =>
  request(Op.postCartCopy, { body: { ids, other_user_ids: otherUserIds } })
