/** The product detail page's calls. */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"
import { callOne } from "../../lib/api/missing.ts"

/** GET /api/goods/detail/{id}; `Missing` when there is no such goods (or it is off the shelf), other failures shown. */
export const detail = (id: number) =>
  callOne(id, Op.getGoodsDetailById, { params: { path: { id } } })

/** GET /api/goods/relation, silent (the block is left out when it fails). */
export const related = () => call(Op.getGoodsRelation, undefined, { silent: true })
