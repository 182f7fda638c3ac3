/** 我的收藏's call (cancelling a favourite is lib/goods's, as on every goods card). */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

/** GET /api/favorite?page=; a failure is shown. */
export const favorites = (page: number) => call(Op.getFavorite, { params: { query: { page } } })
