/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { FocusCommon } from "../schema/FocusCommon.ts"

export const getFocusCommon = /*#__PURE__*/ operation("GET", "/api/focus/common", FocusCommon)
