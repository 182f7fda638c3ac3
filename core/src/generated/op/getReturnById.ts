/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { ReturnDetail } from "../schema/ReturnDetail.ts"

export const getReturnById = /*#__PURE__*/ operation("GET", "/api/returns/{id}", ReturnDetail)
