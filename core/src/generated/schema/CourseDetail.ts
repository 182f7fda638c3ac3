/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const CourseDetail = /*#__PURE__*/ S.Struct({
  id: S.Int,
  category_id: S.Int,
  category_name: S.String,
  title: S.String,
  lecturer: S.String,
  cover: S.String,
  duration: S.Int,
  views: S.Int,
  summary: S.String,
  created_at: S.String,
  content: S.String,
})
