/**
 * 检验报告 (/zhzx/jybg): inspection reports searched by goods (name or pinyin initials) and batch
 * number (批号), page by page (GET /api/jybg; the search and page live in the URL). A report's
 * link is shown only when core `Display.safeUrl` accepts it.
 */
import * as Display from "@mall/core/Display"
import * as ListQuery from "@mall/core/ListQuery"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export const spec = { page: ListQuery.page, keywords: ListQuery.text(50), ph: ListQuery.text(30) }
export type Query = ListQuery.Values<typeof spec>

export const list = resource((q: Query) =>
  Api.list({
    page: q.page,
    ...(q.keywords !== "" ? { keywords: q.keywords } : {}),
    ...(q.ph !== "" ? { ph: q.ph } : {}),
  }),
)

/** The report's link, or `null` when the URL is not safe to open. */
export const reportLink = (url: string): string | null => Display.safeUrl(url)
