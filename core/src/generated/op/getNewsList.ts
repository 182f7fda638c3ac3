/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { ArticlePage } from "../schema/ArticlePage.ts"

export const getNewsList = /*#__PURE__*/ operation("GET", "/api/news", ArticlePage)
