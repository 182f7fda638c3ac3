/** The news calls: a page of one type, one item with its previous and next. */
import * as Op from "@mall/core/generated/operations"
import type { NewsType } from "@mall/core/NewsType"
import { call } from "../../lib/api/client.ts"
import { callOne } from "../../lib/api/missing.ts"

/** GET /api/news. */
export const list = (type: NewsType, page: number) =>
  call(Op.getNewsList, { params: { query: { type, page } } })

/** GET /api/news/{id}; `Missing` when there is no such item of that type. */
export const item = (id: number, type: NewsType) =>
  callOne(id, Op.getNewsById, { params: { path: { id }, query: { type } } })
