/** The training hub's calls (/yxt, /yxt-list, /yxt-details). */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"
import { missingGoesTo } from "../../lib/api/missing.ts"

/** A course or category that does not exist (404) goes to /404; other failures are shown. */
const missing = missingGoesTo("/404")

/** GET /api/yxt/category. */
export const categories = () => call(Op.getYxtCategory)
/** GET /api/yxt/course. */
export const courses = (page: number, categoryId: number | null) =>
  call(
    Op.getYxtCourseList,
    { params: { query: categoryId === null ? { page } : { page, category_id: categoryId } } },
    missing,
  )
/** GET /api/yxt/course/{id}. */
export const course = (id: number) =>
  call(Op.getYxtCourseById, { params: { path: { id } } }, missing)
