/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { FocusZone } from "../schema/FocusZone.ts"

export const getFocusKxzq = /*#__PURE__*/ operation("GET", "/api/focus/kxzq", FocusZone)
