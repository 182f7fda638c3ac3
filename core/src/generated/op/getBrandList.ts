/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { BrandPage } from "../schema/BrandPage.ts"

export const getBrandList = /*#__PURE__*/ operation("GET", "/api/brand", BrandPage)
