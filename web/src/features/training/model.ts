/**
 * 药学堂 (training hub): /yxt (the categories and the latest courses), /yxt-list
 * (`?category_id=&page=`: a category's courses, paged) and /yxt-details (`?id=`: one course). A
 * course or category that does not exist goes to /404.
 */
import * as Field from "@mall/core/Field"
import * as ListQuery from "@mall/core/ListQuery"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export const listSpec = { page: ListQuery.page, category_id: ListQuery.text(6) }
export const detailSpec = { id: ListQuery.text(10) }

/** A positive id from the query, else null. */
export const idOf = (raw: string): number | null => {
  const n = Field.int(raw)
  return n !== null && n > 0 ? n : null
}

export const categories = resource((_: null) => Api.categories())
export const courses = resource((q: { page: number; category: number | null }) =>
  Api.courses(q.page, q.category),
)
export const course = resource((id: number) => Api.course(id))
