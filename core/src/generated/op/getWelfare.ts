/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Welfare } from "../schema/Welfare.ts"

export const getWelfare = /*#__PURE__*/ operation("GET", "/api/welfare", Welfare)
