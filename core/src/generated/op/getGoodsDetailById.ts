/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { GoodsDetail } from "../schema/GoodsDetail.ts"

export const getGoodsDetailById = /*#__PURE__*/ operation(
  "GET",
  "/api/goods/detail/{id}",
  GoodsDetail,
)
