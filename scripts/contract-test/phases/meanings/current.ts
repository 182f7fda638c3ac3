/**
 * One current record: a list whose records carry `is_current` (the company's stores: 是否当前登录门店)
 * holds exactly one with 1, the session's own. Read from every successful answer kept.
 */
import { dataOf, rowsOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import type { Exchange } from "../../http.ts"

export function currentProblems(x: Exchange): Problem[] {
  const data = dataOf(x)
  const rows = rowsOf(data)
  if (rows.length === 0 || !rows.every((r) => "is_current" in r)) return []
  const current = rows.filter((r) => r.is_current === 1)
  return current.length === 1
    ? []
    : [
        {
          cause: "a list does not hold exactly one current record",
          detail: `${current.length} of ${rows.length} records have is_current 1 (${current.map((r) => String(r.id ?? r.user_id)).join(", ")})`,
          exchange: x,
        },
      ]
}
