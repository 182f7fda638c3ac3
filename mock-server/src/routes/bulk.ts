/**
 * 批量采购: each row of a pasted purchase list (keyword, maker, spec) matched against the
 * catalogue's bulk-purchase index (core BulkIndex), with the candidate goods once each.
 */
import * as BulkIndex from "@mall/core/BulkIndex"
import { invalid, ok } from "../http/envelope.ts"
import { barcodeOf } from "../data/member-seed.ts"
import { presentGoods } from "../domain/present.ts"
import type { Db } from "../state/db.ts"
import type { Goods } from "../state/types.ts"
import { requireUser, value } from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

const bulkMsg = {
  listLengths: "每行的关键词、生产厂家与规格数量须一致",
  keywordRequired: "请至少填写一行",
} as const

const indexes = new WeakMap<readonly Goods[], BulkIndex.Index>()

/** The bulk-purchase index of the catalogue (built once per seed). */
function indexOf(db: Db): BulkIndex.Index {
  const cached = indexes.get(db.goods)
  if (cached) return cached
  const index = BulkIndex.build(
    db.goods.map((g) => ({
      id: g.id,
      name: g.name,
      initials: g.initials,
      mnemonic: g.mnemonic,
      pzwh: g.pzwh,
      barcode: barcodeOf(g),
      sccj: g.sccj,
      ypgg: g.ypgg,
    })),
  )
  indexes.set(db.goods, index)
  return index
}

function stringList(ctx: Ctx, name: string): string[] {
  const v = value(ctx, name)
  if (v === undefined || v === null) return []
  const list: unknown[] = Array.isArray(v) ? v : [v]
  return list.map((x) =>
    typeof x === "string" ? x : x === null || x === undefined ? "" : String(x),
  )
}

export const bulkRoutes: RouteDef[] = [
  route("POST", "/api/goods/match", true, (ctx) => {
    const user = requireUser(ctx)
    const keywords = stringList(ctx, "keyword")
    const makers = stringList(ctx, "sccj")
    const specs = stringList(ctx, "ypgg")
    if (keywords.length === 0) throw invalid("keyword", bulkMsg.keywordRequired)
    if (makers.length > 0 && makers.length !== keywords.length)
      throw invalid("sccj", bulkMsg.listLengths)
    if (specs.length > 0 && specs.length !== keywords.length)
      throw invalid("ypgg", bulkMsg.listLengths)
    const index = indexOf(ctx.db)
    const seen = new Set<number>()
    const goods: Array<ReturnType<typeof presentGoods> & { barcode: string }> = []
    const rows = keywords.map((keyword, i) => {
      const c = BulkIndex.candidates(index, {
        keyword,
        maker: makers[i] ?? "",
        spec: specs[i] ?? "",
      })
      for (const id of c.ids) {
        if (seen.has(id)) continue
        seen.add(id)
        const g = ctx.db.goodsById.get(id)
        if (g) goods.push({ ...presentGoods(ctx.db, g, user), barcode: barcodeOf(g) })
      }
      return { keyword, match_by: c.by ?? "none", goods_ids: [...c.ids], total: c.total }
    })
    return ok({ rows, goods })
  }),
]
