/** The product detail page's calls. */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

/** GET /api/goods/detail/{id}; a failure is shown. */
export const detail = (id: number) => call(Op.getGoodsDetailById, { params: { path: { id } } })

/** GET /api/goods/relation, silent (the block is left out when it fails). */
export const related = () => call(Op.getGoodsRelation, undefined, { silent: true })
