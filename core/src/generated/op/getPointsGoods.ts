/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { PointsGoodsPage } from "../schema/PointsGoodsPage.ts"

export const getPointsGoods = /*#__PURE__*/ operation("GET", "/api/points/goods", PointsGoodsPage)
