/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Ad } from "../schema/Ad.ts"

export const getFocusRight = /*#__PURE__*/ operation("GET", "/api/focus/right", S.Array(Ad))
