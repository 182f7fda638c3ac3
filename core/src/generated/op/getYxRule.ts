/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { RulePage } from "../schema/RulePage.ts"

export const getYxRule = /*#__PURE__*/ operation("GET", "/api/yx/rule", RulePage)
