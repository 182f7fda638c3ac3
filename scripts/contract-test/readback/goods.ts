/**
 * Searches read back against what they were asked: a keyword taken from real goods (the name or
 * maker of goods the scenario read) finds something, and each suggestion holds the keyword in the field the search `type` names (1 按药品名称:
 * the name, 2 按生产厂家: the maker).
 */
import { rowsOf } from "../checks.ts"
import { text } from "./kit.ts"
import type { ReadBack } from "./kit.ts"

/** The field a search type looks in (GET /api/goods/search type: 1 药品名称, 2 生产厂家). */
const FIELD_OF_TYPE: Record<string, string> = { "1": "name", "2": "sccj" }

export const searched: ReadBack = {
  async after(ctx, call, answer) {
    const keyword = text(call.query?.keywords).toLowerCase()
    const type = String(call.query?.type ?? 1)
    const field = FIELD_OF_TYPE[type]
    // judged only for a keyword of the goods the scenario read (a generated one may find nothing)
    const real = rowsOf(ctx.bag.goods).some((g) => text(g[field ?? ""]).toLowerCase() === keyword)
    if (keyword === "" || field === undefined || !real) return []
    const rows = rowsOf(answer)
    const off = rows.filter((r) => !text(r[field]).toLowerCase().includes(keyword))
    if (rows.length > 0 && off.length === 0) return []
    return [
      {
        op: "getGoodsSearch",
        cause: "a search does not answer what its type searches by",
        detail:
          rows.length === 0
            ? `keywords ${JSON.stringify(keyword)} (taken from the goods list) with type ${type} finds nothing`
            : `keywords ${JSON.stringify(keyword)} with type ${type}: ${off
                .slice(0, 3)
                .map(
                  (r) =>
                    `${JSON.stringify(r.name)} has no ${field} holding it (${JSON.stringify(r[field])})`,
                )
                .join("; ")}`,
      },
    ]
  },
}
