/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { NewsDetail } from "../schema/NewsDetail.ts"

export const getNewsById = /*#__PURE__*/ operation("GET", "/api/news/{id}", NewsDetail)
