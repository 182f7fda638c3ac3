/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { GoodsPage } from "../schema/GoodsPage.ts"

export const getYyhGoods = /*#__PURE__*/ operation("GET", "/api/yyh/goods", GoodsPage)
