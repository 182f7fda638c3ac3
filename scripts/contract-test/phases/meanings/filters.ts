/**
 * Filters: a parameter with the same name and values as a field of the records (an order's
 * `status`, a message's `is_read`) answers only records with the value asked for.
 */
import { dataOf, rowsOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import { propertiesOf } from "../../contract.ts"
import type { Operation } from "../../contract.ts"
import type { Call } from "../../http.ts"
import type { Suite } from "../../suite.ts"

export async function filters(suite: Suite, op: Operation, base: Call): Promise<Problem[]> {
  const problems: Problem[] = []
  // the operation's own `data` (after Paginated's, which lists any records)
  const items = propertiesOf(suite.contract, op.dataSchema)
    .filter(([n]) => n === "data")
    .at(-1)?.[1]
  const row = new Map(propertiesOf(suite.contract, suite.contract.resolve(items?.items)))
  for (const p of op.params) {
    const values = p.schema.enum as unknown[] | undefined
    const field = row.get(p.name)
    const fieldValues = field?.enum as unknown[] | undefined
    if (
      p.in !== "query" ||
      !values ||
      !fieldValues ||
      !values.every((v) => fieldValues.includes(v))
    )
      continue
    for (const v of values) {
      const x = await suite.send(
        { ...base, query: { ...base.query, [p.name]: v, page: 1 } },
        "meaning",
      )
      const off = rowsOf(dataOf(x)).find((r) => r[p.name] !== v)
      if (off)
        problems.push({
          cause: "a filter answers records that do not match it",
          detail: `${p.name}=${String(v)}: record ${String(off.id)} has ${p.name} ${JSON.stringify(off[p.name])}`,
          exchange: x,
        })
    }
  }
  return problems
}
