/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { ReturnPage } from "../schema/ReturnPage.ts"

export const getReturnList = /*#__PURE__*/ operation("GET", "/api/returns", ReturnPage)
