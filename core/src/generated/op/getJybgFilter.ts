/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { InspectionFilter } from "../schema/InspectionFilter.ts"

export const getJybgFilter = /*#__PURE__*/ operation("GET", "/api/jybg/filter", InspectionFilter)
