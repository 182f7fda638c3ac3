/** 检验报告: the inspection reports of the catalogue's goods (by name, batch, maker and year) and their filters. */
import { ok } from "../http/envelope.ts"
import { formatDate, formatDateTime } from "@mall/core/DateTime"
import { matchesName, normaliseKeyword } from "../domain/search.ts"
import { optString, pageArgs, paginate } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

export const reportRoutes: RouteDef[] = [
  route("GET", "/api/jybg", true, (ctx) => {
    const keyword = normaliseKeyword(optString(ctx, "keywords"))
    const ph = optString(ctx, "ph").trim()
    const maker = optString(ctx, "maker").trim()
    const year = optString(ctx, "year").trim()
    const list = ctx.db.reports.flatMap((r) => {
      const g = ctx.db.goodsById.get(r.goodsId)
      if (
        !g ||
        (keyword !== "" && !matchesName(g, keyword)) ||
        (ph !== "" && !r.batch.includes(ph)) ||
        (maker !== "" && g.sccj !== maker) ||
        (year !== "" && !formatDate(r.createdAt).startsWith(year))
      )
        return []
      return [{ r, g }]
    })
    return ok(
      paginate(list, pageArgs(ctx, 10), ({ r, g }) => ({
        id: r.id,
        goods_name: g.name,
        sccj: g.sccj,
        ph: r.batch,
        report_url: r.url,
        created_at: formatDateTime(r.createdAt),
      })),
    )
  }),

  route("GET", "/api/jybg/filter", true, (ctx) => {
    const makers = [
      ...new Set(ctx.db.reports.map((r) => ctx.db.goodsById.get(r.goodsId)?.sccj ?? "")),
    ]
      .filter((m) => m !== "")
      .sort()
    const years = [...new Set(ctx.db.reports.map((r) => formatDate(r.createdAt).slice(0, 4)))]
      .sort()
      .reverse()
    return ok({ makers, years })
  }),
]
