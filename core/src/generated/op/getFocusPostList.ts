/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Article } from "../schema/Article.ts"

export const getFocusPostList = /*#__PURE__*/ operation(
  "GET",
  "/api/focus/postList",
  S.Array(Article),
)
