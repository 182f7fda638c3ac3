/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { PointsLogPage } from "../schema/PointsLogPage.ts"

export const getPointsLog = /*#__PURE__*/ operation("GET", "/api/points/log", PointsLogPage)
