/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Goods } from "../schema/Goods.ts"

export const getGoodsHot = /*#__PURE__*/ operation("GET", "/api/goods/hot", S.Array(Goods))
