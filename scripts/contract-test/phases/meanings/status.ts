/**
 * Status texts, as the contract gives them: a record whose schema has both `status` and
 * `status_text` writes, for each status, the text the status's description names ("订单状态：0
 * 待付款，1 待发货 …" → status 1 reads 待发货). Read from every successful answer kept.
 */
import { dataOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import type { Exchange } from "../../http.ts"
import type { Suite } from "../../suite.ts"
import { walk } from "./walk.ts"

/** The texts a `status` description gives its values (0 → 待付款, 1 → 待发货 …). */
export function statusTexts(description: unknown): Map<number, string> {
  const out = new Map<number, string>()
  for (const m of String(description ?? "").matchAll(/(\d+)\s*([^\s，,；;。（(]+)/g))
    out.set(Number(m[1]), m[2] ?? "")
  return out
}

export function statusProblems(suite: Suite, x: Exchange): Problem[] {
  const problems: Problem[] = []
  if (!x.op.dataSchema) return problems
  walk(suite.contract, x.op.dataSchema, dataOf(x), "data", {
    object(s, r, path) {
      const props = s.properties as Record<string, unknown> | undefined
      if (!props?.status || !props.status_text) return
      if (typeof r.status !== "number" || typeof r.status_text !== "string") return
      const texts = statusTexts(suite.contract.resolve(props.status).description)
      const want = texts.size < 2 ? undefined : texts.get(r.status)
      if (want !== undefined && r.status_text !== want)
        problems.push({
          cause: "a status_text is not its status's text",
          detail: `${path}: status ${r.status} reads ${JSON.stringify(r.status_text)}, the contract's text for it is ${want}`,
          exchange: x,
        })
    },
  })
  return problems.slice(0, 3)
}
