/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { BrandZone } from "../schema/BrandZone.ts"

export const getFocusBrandById = /*#__PURE__*/ operation("GET", "/api/focus/brand/{id}", BrandZone)
