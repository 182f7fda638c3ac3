/**
 * Paging, as the contract means it (docs/contract.md: paged lists take `page` from 1 and answer
 * `{data, total, current_page, last_page, per_page}`): `page` 1 and 2 (and on to the last of a
 * short list) hold `per_page` records each (the rest on the last), no record twice,
 * `current_page` the page asked for, `last_page` and `total` agreeing with what the pages hold,
 * nothing on the page after the last; a `per_page` parameter is obeyed, its default is the default.
 */
import { dataOf, rowsOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import { propertiesOf } from "../../contract.ts"
import type { Contract, Operation } from "../../contract.ts"
import type { Call, Exchange } from "../../http.ts"
import type { Suite } from "../../suite.ts"

type Row = Record<string, unknown>

const PAGED = ["data", "total", "current_page", "last_page", "per_page"]

export function isPaged(contract: Contract, op: Operation): boolean {
  const names = new Set(propertiesOf(contract, op.dataSchema).map(([n]) => n))
  return PAGED.every((n) => names.has(n)) && op.params.some((p) => p.name === "page")
}

const ids = (rows: Row[]): unknown[] => rows.map((r) => r.id).filter((id) => id !== undefined)

export async function page(
  suite: Suite,
  base: Call,
  query: Row,
): Promise<{ x: Exchange; d: Row | null }> {
  const x = await suite.send({ ...base, query: { ...base.query, ...query } }, "meaning")
  return { x, d: dataOf(x) as Row | null }
}

/** The paging of one list (`base` a request that succeeds). */
export async function paging(suite: Suite, op: Operation, base: Call): Promise<Problem[]> {
  const problems: Problem[] = []
  const wrong = (cause: string, detail: string, x: Exchange) =>
    problems.push({ op: op.id, cause, detail, exchange: x })
  const first = await page(suite, base, { page: 1 })
  if (!first.d) return problems
  const per = Number(first.d.per_page)
  const total = Number(first.d.total)
  const last = Number(first.d.last_page)
  const expectedLast = Math.max(1, Math.ceil(total / per))
  if (last !== expectedLast)
    wrong(
      "last_page does not follow total and per_page",
      `page 1: total ${total}, per_page ${per}, last_page ${last} (expected ${expectedLast})`,
      first.x,
    )
  const pages: { n: number; x: Exchange; rows: Row[] }[] = [
    { n: 1, x: first.x, rows: rowsOf(first.d) },
  ]
  // every page of a short list, the first two and the last of a long one
  const wanted = last <= 6 ? [...Array(Math.max(0, last - 1)).keys()].map((i) => i + 2) : [2, last]
  for (const n of wanted) {
    const p = await page(suite, base, { page: n })
    if (!p.d) break
    if (Number(p.d.current_page) !== n)
      wrong(
        "a page's current_page is not the page asked for",
        `page ${n} answered current_page ${String(p.d.current_page)}`,
        p.x,
      )
    if (Number(p.d.total) !== total || Number(p.d.per_page) !== per)
      wrong(
        "total or per_page changes from page to page",
        `page 1: total ${total}, per_page ${per}; page ${n}: total ${String(p.d.total)}, per_page ${String(p.d.per_page)}`,
        p.x,
      )
    pages.push({ n, x: p.x, rows: rowsOf(p.d) })
  }
  if (Number(first.d.current_page) !== 1)
    wrong(
      "a page's current_page is not the page asked for",
      `page 1 answered current_page ${String(first.d.current_page)}`,
      first.x,
    )
  for (const p of pages) {
    const want =
      p.n < expectedLast ? per : p.n === expectedLast ? total - (expectedLast - 1) * per : 0
    if (p.rows.length !== want)
      wrong(
        "a page does not hold per_page records (the rest on the last page)",
        `page ${p.n} of ${expectedLast} (total ${total}, per_page ${per}) holds ${p.rows.length} records, expected ${want}`,
        p.x,
      )
  }
  const seen = new Map<string, number>()
  for (const p of pages)
    for (const id of ids(p.rows)) {
      const key = JSON.stringify(id)
      const on = seen.get(key)
      if (on !== undefined && on !== p.n) {
        wrong("a record is on two pages", `record ${key} is on page ${on} and on page ${p.n}`, p.x)
        break
      }
      seen.set(key, p.n)
    }
  // the records end at last_page: the page after it holds none
  const after = await page(suite, base, { page: last + 1 })
  if (after.d && rowsOf(after.d).length > 0)
    wrong(
      "there are records after last_page (total or last_page is wrong)",
      `last_page ${last} (total ${total}, per_page ${per}), but page ${last + 1} holds ${rowsOf(after.d).length} records`,
      after.x,
    )
  if (last <= 6 && pages.length === last) {
    const held = pages.reduce((s, p) => s + p.rows.length, 0)
    if (held !== total)
      wrong(
        "the pages do not add up to total",
        `pages 1–${last} hold ${held} records, total says ${total}`,
        first.x,
      )
  }
  // a per_page parameter: obeyed, and its default when left out
  const perParam = op.params.find((p) => p.name === "per_page" && p.in === "query")
  if (perParam) {
    const min = Number(perParam.schema.minimum ?? 1)
    const asked = Math.max(min, 3)
    const small = await page(
      suite,
      { ...base, query: { ...base.query, per_page: asked } },
      { page: 1 },
    )
    if (small.d) {
      const rows = rowsOf(small.d)
      if (
        Number(small.d.per_page) !== asked ||
        rows.length > asked ||
        (Number(small.d.total) > asked && rows.length !== asked)
      )
        wrong(
          "per_page is not obeyed",
          `per_page=${asked}: the answer says per_page ${String(small.d.per_page)} and holds ${rows.length} of ${String(small.d.total)} records`,
          small.x,
        )
    }
    const fallback = perParam.schema.default
    if (typeof fallback === "number" && base.query?.per_page === undefined && per !== fallback)
      wrong(
        "per_page without the parameter is not its default",
        `without per_page the answer says per_page ${per}, the contract's default is ${fallback}`,
        first.x,
      )
  }
  return problems
}
