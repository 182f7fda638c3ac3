/** 我的收藏's calls. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

/** GET /api/favorite?page=; a failure is shown. */
export const favorites = (page: number) => call(Op.getFavorite, { params: { query: { page } } })

/** POST /api/favorite/cancel: the outcome, shown by the caller. */
export const cancel = (goodsId: number) =>
  request(Op.postFavoriteCancel, { body: { goods_ids: [goodsId] } })
