/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { AfterSalePage } from "../schema/AfterSalePage.ts"

export const getAfterSaleList = /*#__PURE__*/ operation("GET", "/api/after_sales", AfterSalePage)
