/**
 * 检验报告 (/zhzx/jybg): inspection reports searched by goods (name or pinyin initials), batch
 * number (批号), maker and year, page by page (GET /api/jybg; the search and page live in the URL).
 * The makers and years to choose from come from GET /api/jybg/filter. A report's link is shown
 * only when the page's URL policy does not refuse it (SafeLink).
 */
import * as ListQuery from "@mall/core/ListQuery"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export const spec = {
  page: ListQuery.page,
  keywords: ListQuery.text(50),
  ph: ListQuery.text(30),
  maker: ListQuery.text(100),
  year: ListQuery.text(4),
}
export type Query = ListQuery.Values<typeof spec>

export const list = resource((q: Query) =>
  Api.list({
    page: q.page,
    ...(q.keywords !== "" ? { keywords: q.keywords } : {}),
    ...(q.ph !== "" ? { ph: q.ph } : {}),
    ...(q.maker !== "" ? { maker: q.maker } : {}),
    ...(/^\d{4}$/.test(q.year) ? { year: q.year } : {}),
  }),
)

/** The makers and years the search offers (an unreadable answer offers none: "全部" only). */
export const filter = resource((_: null) => Api.filter())
