/** The product list's call. */
import * as Op from "@mall/core/generated/operations"
import { call, type InitOf } from "../../lib/api/client.ts"

/** The query of GET /api/goods/list, as the contract types it. */
export type ListParams = NonNullable<NonNullable<InitOf<typeof Op.getGoodsList>["params"]>["query"]>

/** GET /api/goods/list; a failure is shown. */
export const goodsList = (query: ListParams) => call(Op.getGoodsList, { params: { query } })
