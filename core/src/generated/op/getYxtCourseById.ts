/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CourseDetail } from "../schema/CourseDetail.ts"

export const getYxtCourseById = /*#__PURE__*/ operation("GET", "/api/yxt/course/{id}", CourseDetail)
