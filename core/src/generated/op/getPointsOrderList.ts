/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { PointsOrderPage } from "../schema/PointsOrderPage.ts"

export const getPointsOrderList = /*#__PURE__*/ operation(
  "GET",
  "/api/points/order",
  PointsOrderPage,
)
