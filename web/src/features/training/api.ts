/** The training hub's calls (/yxt, /yxt-list, /yxt-details). */
import * as Op from "@mall/core/generated/operations"
import * as Zone from "@mall/core/Zone"
import { call } from "../../lib/api/client.ts"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { navigateTo } from "../../lib/navigation.ts"

/** A course or category that does not exist (404) goes to /404; other failures are shown. */
const missing = {
  on: {
    Warning: (o: Parameters<typeof Zone.isMissing>[0] & Parameters<typeof showOutcome>[0]) => {
      if (Zone.isMissing(o)) navigateTo("/404", { replace: true })
      else showOutcome(o)
    },
  },
}

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
