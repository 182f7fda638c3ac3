/**
 * The orders the contract states: a list it says is newest first (新的在前, 新课在前) is, and an
 * `order` parameter's values (the goods list's price and expiry orders, 常购清单's) sort as named;
 * within a record, a list whose description says 早的在前 or 新的在前 (a return's progress, an
 * after-sales case's replies) is in that order by its entries' time.
 */
import { dataOf, rowsOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import type { Operation } from "../../contract.ts"
import type { Call, Exchange } from "../../http.ts"
import { fen } from "../../money.ts"
import type { Suite } from "../../suite.ts"
import { walk } from "./walk.ts"
import type { Row } from "./walk.ts"

/** Where a sequence goes against its order: the first pair out of it, or null. */
function outOfOrder(values: number[] | string[], ascending: boolean): [number, number] | null {
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1] as number | string
    const b = values[i] as number | string
    if (ascending ? b < a : b > a) return [i - 1, i]
  }
  return null
}

interface Ordering {
  /** Query that asks for it (none: the list's own order). */
  query: Row
  /** The value of a record it sorts by. */
  key: (r: Row) => number | string | undefined
  ascending: boolean
  said: string
}

const text = (field: string) => (r: Row) => r[field] as string | undefined
const price = (r: Row) => (Number.isFinite(fen(r.base_price)) ? fen(r.base_price) : undefined)

/** The orders an `order` parameter names (contract descriptions): value → the records' order. */
const NAMED_ORDERS: Record<string, Omit<Ordering, "query">> = {
  price_asc: { key: price, ascending: true, said: "order=price_asc (price low to high)" },
  price_desc: { key: price, ascending: false, said: "order=price_desc (price high to low)" },
  expiry: { key: text("yxq"), ascending: true, said: "order=expiry (有效期由近到远)" },
  buy_count: {
    key: (r) => Number(r.buy_count),
    ascending: false,
    said: "order=buy_count (most bought first)",
  },
  last_buy_time: {
    key: text("last_buy_time"),
    ascending: false,
    said: "order=last_buy_time (latest first)",
  },
}

function orderingsOf(op: Operation): Ordering[] {
  const out: Ordering[] = []
  if (/新的在前|新课在前/.test(op.description))
    out.push({
      query: {},
      key: text("created_at"),
      ascending: false,
      said: "新的在前 (created_at newest first)",
    })
  const order = op.params.find((p) => p.name === "order" && p.in === "query")
  for (const value of (order?.schema.enum as unknown[] | undefined) ?? []) {
    const named = NAMED_ORDERS[String(value)]
    if (named) out.push({ query: { order: value }, ...named })
  }
  return out
}

export async function orders(suite: Suite, op: Operation, base: Call): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const o of orderingsOf(op)) {
    const query = { ...base.query, ...o.query, page: 1 }
    const x = await suite.send({ ...base, query }, "meaning")
    const rows = rowsOf(dataOf(x)).filter((r) => o.key(r) !== undefined)
    const keys = rows.map(o.key) as number[] | string[]
    const at = outOfOrder(keys, o.ascending)
    if (at)
      problems.push({
        cause: "a list is not in the order the contract states",
        detail: `${o.said}: record ${String(rows[at[0]]?.id)} (${String(keys[at[0]])}) comes before record ${String(rows[at[1]]?.id)} (${String(keys[at[1]])})`,
        exchange: x,
      })
  }
  return problems
}

/** The time of a list entry (`time` or `created_at`). */
const timeOf = (r: Row): string | undefined =>
  typeof r.time === "string" ? r.time : typeof r.created_at === "string" ? r.created_at : undefined

/** Lists inside an answer's records that the contract orders (早的在前, 新的在前) by time. */
export function statedOrderProblems(suite: Suite, x: Exchange): Problem[] {
  const problems: Problem[] = []
  if (!x.op.dataSchema) return problems
  walk(suite.contract, x.op.dataSchema, dataOf(x), "data", {
    object(s, r, path) {
      for (const [field, raw] of Object.entries((s.properties ?? {}) as Row)) {
        const said = String(suite.contract.resolve(raw).description ?? "")
        const ascending = /早的在前/.test(said)
        if (!ascending && !/新的在前/.test(said)) continue
        const entries = rowsOf(r[field]).filter((e) => timeOf(e) !== undefined)
        const times = entries.map((e) => timeOf(e) as string)
        const at = outOfOrder(times, ascending)
        if (at)
          problems.push({
            cause: "a list is not in the order the contract states",
            detail: `${path}.${field} (${said}): entry ${at[0]} at ${times[at[0]]} comes before entry ${at[1]} at ${times[at[1]]}`,
            exchange: x,
          })
      }
    },
  })
  return problems.slice(0, 3)
}
