/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Goods } from "../schema/Goods.ts"

export const getIndexWntj = /*#__PURE__*/ operation("GET", "/api/index_wntj/1", S.Array(Goods))
