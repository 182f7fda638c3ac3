/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { BrandFocus } from "../schema/BrandFocus.ts"

export const getFocusPpzq = /*#__PURE__*/ operation("GET", "/api/focus/ppzq", BrandFocus)
