/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CourseCategory } from "../schema/CourseCategory.ts"

export const getYxtCategory = /*#__PURE__*/ operation(
  "GET",
  "/api/yxt/category",
  S.Array(CourseCategory),
)
