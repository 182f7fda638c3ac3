/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { InspectionReportPage } from "../schema/InspectionReportPage.ts"

export const getJybgList = /*#__PURE__*/ operation("GET", "/api/jybg", InspectionReportPage)
