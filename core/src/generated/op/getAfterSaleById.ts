/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { AfterSaleDetail } from "../schema/AfterSaleDetail.ts"

export const getAfterSaleById = /*#__PURE__*/ operation(
  "GET",
  "/api/after_sales/{id}",
  AfterSaleDetail,
)
