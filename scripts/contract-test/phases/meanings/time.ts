/**
 * Time, as the contract writes it: integers it calls seconds (`（秒）`, 时间戳) are 10-digit
 * timestamps, strings it gives as `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` are written so (an empty
 * string where it says one may be empty). Read from every successful answer kept, field by field
 * with the schema that describes it.
 */
import { dataOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import type { Exchange } from "../../http.ts"
import type { Suite } from "../../suite.ts"
import { walk } from "./walk.ts"

const SECONDS = /（秒）|时间戳/
const DATE_TIME = /YYYY-MM-DD HH:mm:ss/
const DATE = /YYYY-MM-DD(?! HH)/

export function timeProblems(suite: Suite, x: Exchange): Problem[] {
  const problems: Problem[] = []
  if (!x.op.dataSchema) return problems
  walk(suite.contract, x.op.dataSchema, dataOf(x), "data", {
    leaf(s, v, path) {
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
    },
  })
  return problems.slice(0, 3)
}
