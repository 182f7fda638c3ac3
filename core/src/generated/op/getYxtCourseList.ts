/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CoursePage } from "../schema/CoursePage.ts"

export const getYxtCourseList = /*#__PURE__*/ operation("GET", "/api/yxt/course", CoursePage)
