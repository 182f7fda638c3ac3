/** The help centre's calls: categories, an article, the site's qualifications, a complaint. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"
import { loadHelpCategories } from "../../lib/session/helpCategories.ts"

/** GET /api/help/category: the copy the shell shares with the footer (one request a page load). */
export const categories = () => loadHelpCategories()

/**
 * GET /api/help/article/{id}: its outcome, shown on the page (a missing article is answered 404
 * and told apart from an answer that could not be read).
 */
export const article = (id: number) => request(Op.getHelpArticleById, { params: { path: { id } } })

/** GET /api/help/qualifications (网站资质). */
export const qualifications = () => call(Op.getHelpQualifications)

/** POST /api/help/complaint (guests too). */
export const complain = (body: {
  type: string
  content: string
  name: string
  phone: string
  email: string
}) =>
  request(Op.postHelpComplaint, {
    body: {
      type: body.type === "2" ? 2 : 1,
      content: body.content,
      ...(body.name !== "" ? { name: body.name } : {}),
      ...(body.phone !== "" ? { phone: body.phone } : {}),
      ...(body.email !== "" ? { email: body.email } : {}),
    },
  })
