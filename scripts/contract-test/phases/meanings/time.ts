/**
 * Time, as the contract writes it: integers it calls seconds (`（秒）`, 时间戳) are 10-digit
 * timestamps, strings it gives as `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` are written so (an empty
 * string where it says one may be empty). Read from every successful answer kept, field by field
 * with the schema that describes it.
 */
import { dataOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import type { Contract, Schema } from "../../contract.ts"
import type { Exchange } from "../../http.ts"
import type { Suite } from "../../suite.ts"

type Row = Record<string, unknown>

const SECONDS = /（秒）|时间戳/
const DATE_TIME = /YYYY-MM-DD HH:mm:ss/
const DATE = /YYYY-MM-DD(?! HH)/

/** Calls `leaf` for every scalar of `value` with the schema that describes it. */
function walk(
  contract: Contract,
  raw: unknown,
  value: unknown,
  path: string,
  leaf: (s: Schema, v: unknown, path: string) => void,
  depth = 0,
): void {
  if (depth > 12 || value === null || value === undefined) return
  const s = contract.resolve(raw)
  for (const part of (s.allOf as unknown[] | undefined) ?? [])
    walk(contract, part, value, path, leaf, depth + 1)
  if (Array.isArray(value)) {
    if (s.items)
      value.forEach((v, i) => walk(contract, s.items, v, `${path}[${i}]`, leaf, depth + 1))
    return
  }
  if (typeof value === "object") {
    const props = (s.properties ?? {}) as Record<string, unknown>
    for (const [k, sub] of Object.entries(props))
      walk(contract, sub, (value as Row)[k], `${path}.${k}`, leaf, depth + 1)
    return
  }
  if (!Array.isArray(s.allOf) || s.description !== undefined) leaf(s, value, path)
}

export function timeProblems(suite: Suite, x: Exchange): Problem[] {
  const problems: Problem[] = []
  if (!x.op.dataSchema) return problems
  walk(suite.contract, x.op.dataSchema, dataOf(x), "data", (s, v, path) => {
    const what = String(s.description ?? "")
    if (s.type === "integer" && SECONDS.test(what) && !/秒杀/.test(what)) {
      const n = Number(v)
      if (!(Number.isInteger(n) && n >= 1e9 && n < 1e10))
        problems.push({
          cause: "a time the contract gives in seconds is not a 10-digit timestamp",
          detail: `${path} ${JSON.stringify(v)} is not 10-digit seconds (${what})`,
          exchange: x,
        })
    } else if (s.type === "string" && typeof v === "string" && !(v === "" && /空/.test(what))) {
      const pattern = DATE_TIME.test(what)
        ? /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
        : DATE.test(what)
          ? /^\d{4}-\d\d-\d\d$/
          : null
      if (pattern && !pattern.test(v))
        problems.push({
          cause: "a time is not written as the contract gives it",
          detail: `${path} ${JSON.stringify(v)} is not written as ${DATE_TIME.test(what) ? "YYYY-MM-DD HH:mm:ss" : "YYYY-MM-DD"} (${what})`,
          exchange: x,
        })
    }
  })
  return problems.slice(0, 3)
}
