/**
 * Filters: a query parameter that names a field of the records answers only records with the
 * value asked for, and finds the records that have it:
 * - a parameter with the same name as a field (an order's `status`, a message's `is_read`, an
 *   invoice's `order_sn`): each value of its enum, and each value taken from a real record of the
 *   unfiltered list (its first page), answers only records with that value; a value taken from a
 *   real record answers that record's value at least once (the list is not empty); each other
 *   value of its enum answers only records with that value;
 * - a parameter with an enum whose values a field's description names in brackets (news `type`
 *   hy/company and `category_id` "1 行业资讯（hy），2 公司新闻（company）"): each value answers only
 *   records whose field holds the number the description gives it, and at least one when the
 *   unfiltered list holds such a record.
 */
import { dataOf, rowsOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import { propertiesOf } from "../../contract.ts"
import type { Operation, Param, Schema } from "../../contract.ts"
import type { Call } from "../../http.ts"
import type { Suite } from "../../suite.ts"
import { statusTexts } from "./status.ts"

/** How many values taken from real records are asked for, per parameter. */
const TAKEN = 2

type Row = Record<string, unknown>

const same = (a: unknown, b: unknown): boolean => String(a) === String(b)

/** The numbers a field's description gives values in brackets ("1 行业资讯（hy）" → hy → 1). */
function bracketed(field: Schema | undefined, values: unknown[]): Map<string, number> | null {
  const text = String(field?.description ?? "")
  const out = new Map<string, number>()
  for (const v of values) {
    const m = new RegExp(`(\\d+)\\s*[^\\d，,；;（(]*[（(]${String(v)}[）)]`).exec(text)
    if (!m) return null
    out.set(String(v), Number(m[1]))
  }
  return out
}

/**
 * A parameter and a field of one name mean one thing unless both descriptions give their values
 * texts and the texts differ (the goods list's `type` 1 = 药品名称 is not a goods' type 1 普通).
 */
function sameMeaning(param: Param, field: Schema): boolean {
  const a = statusTexts(param.description || param.schema.description)
  const b = statusTexts(field.description)
  if (a.size === 0 || b.size === 0) return true
  return [...a].every(([n, t]) => b.get(n) === t)
}

export async function filters(suite: Suite, op: Operation, base: Call): Promise<Problem[]> {
  const problems: Problem[] = []
  // the operation's own `data` (after Paginated's, which lists any records)
  const items = propertiesOf(suite.contract, op.dataSchema)
    .filter(([n]) => n === "data")
    .at(-1)?.[1]
  const row = new Map(propertiesOf(suite.contract, suite.contract.resolve(items?.items)))
  let unfiltered: Row[] | null = null
  const all = async (): Promise<Row[]> => {
    unfiltered ??= rowsOf(
      dataOf(await suite.send({ ...base, query: { ...base.query, page: 1 } }, "meaning")),
    )
    return unfiltered
  }
  /** Asks `name=value`: every record's `field` must be `want`, and one at least when `some`. */
  const ask = async (
    name: string,
    value: unknown,
    field: string,
    want: unknown,
    some: boolean,
  ): Promise<void> => {
    const x = await suite.send(
      { ...base, query: { ...base.query, [name]: value, page: 1 } },
      "meaning",
    )
    const got = rowsOf(dataOf(x))
    const off = got.find((r) => !same(r[field], want))
    if (off)
      problems.push({
        cause: "a filter answers records that do not match it",
        detail: `${name}=${String(value)}: record ${String(off.id)} has ${field} ${JSON.stringify(off[field])}${field === name ? "" : `, the contract's ${field} for it is ${String(want)}`}`,
        exchange: x,
      })
    else if (some && got.length === 0 && x.status === 200)
      problems.push({
        cause: "a filter finds nothing for a value a record holds",
        detail: `${name}=${String(value)} answers no record, the unfiltered list holds one with ${field} ${JSON.stringify(want)}`,
        exchange: x,
      })
  }
  for (const p of op.params) {
    if (p.in !== "query" || p.name === "page" || p.name === "per_page") continue
    const values = p.schema.enum as unknown[] | undefined
    const field = row.get(p.name)
    if (field) {
      const fieldValues = field.enum as unknown[] | undefined
      const scalar = p.schema.type === "string" || p.schema.type === "integer"
      if (values && fieldValues && values.every((v) => fieldValues.includes(v)))
        for (const v of values) await ask(p.name, v, p.name, v, false)
      else if (!p.required && scalar && (!values || values.length > 1) && sameMeaning(p, field)) {
        const taken = [
          ...new Set(
            (await all())
              .map((r) => r[p.name])
              .filter((v) => typeof v === "string" || typeof v === "number")
              .filter((v) => v !== "" && (!values || values.some((e) => same(e, v))))
              .map(String),
          ),
        ].slice(0, TAKEN)
        for (const v of taken) await ask(p.name, v, p.name, v, true)
        // and every other value the contract names (a status no record of the first page is in)
        for (const v of values ?? [])
          if (!taken.includes(String(v))) await ask(p.name, v, p.name, v, false)
      }
      continue
    }
    if (!values || values.length < 2) continue
    for (const [name, f] of row) {
      const numbers = bracketed(f, values)
      if (!numbers) continue
      // a required filter has no unfiltered list to say which values are held
      const held = new Set(p.required ? [] : (await all()).map((r) => String(r[name])))
      for (const [v, n] of numbers) await ask(p.name, v, name, n, held.has(String(n)))
      break
    }
  }
  return problems
}
