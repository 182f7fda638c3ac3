/**
 * What the contract means that its schemas cannot say, checked on the answers themselves:
 * - paging: `page` 1 and 2 (and on to the last of a short list) hold `per_page` records each (the
 *   rest on the last), no record twice, `current_page` the page asked for, `last_page` and
 *   `total` agreeing with what the pages hold; a `per_page` parameter is obeyed, its default is
 *   the default;
 * - time: integers the contract calls seconds (`（秒）`, 时间戳) are 10-digit seconds; strings it
 *   gives as `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` are written so;
 * - orders: a list the contract says is newest first (新的在前) is; the goods list's price and
 *   expiry orders, 常购清单's orders sort as named;
 * - filters: a status-like parameter (the same name and values as a field of the records)
 *   answers only records with that value.
 * Each is named at the operation whose answer it is.
 */
import { dataOf, rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import { propertiesOf } from "../contract.ts"
import type { Contract, Operation, Schema } from "../contract.ts"
import type { Call, Exchange } from "../http.ts"
import { fen } from "../money.ts"
import type { Suite } from "../suite.ts"

type Row = Record<string, unknown>

// ── paging ────────────────────────────────────────────────────────────────────────────

const PAGED = ["data", "total", "current_page", "last_page", "per_page"]

export function isPaged(contract: Contract, op: Operation): boolean {
  const names = new Set(propertiesOf(contract, op.dataSchema).map(([n]) => n))
  return PAGED.every((n) => names.has(n)) && op.params.some((p) => p.name === "page")
}

const ids = (rows: Row[]): unknown[] => rows.map((r) => r.id).filter((id) => id !== undefined)

async function page(suite: Suite, base: Call, query: Row): Promise<{ x: Exchange; d: Row | null }> {
  const x = await suite.send({ ...base, query: { ...base.query, ...query } }, "meaning")
  return { x, d: dataOf(x) as Row | null }
}

/** The paging of one list (`base` a request that succeeds). */
async function paging(suite: Suite, op: Operation, base: Call): Promise<Problem[]> {
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

// ── time units and written dates ─────────────────────────────────────────────────────

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

function timeProblems(suite: Suite, x: Exchange): Problem[] {
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

// ── stated orders ──────────────────────────────────────────────────────────────────────

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

async function orders(suite: Suite, op: Operation, base: Call): Promise<Problem[]> {
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

// ── filters ─────────────────────────────────────────────────────────────────────────────

async function filters(suite: Suite, op: Operation, base: Call): Promise<Problem[]> {
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

export async function meanings(suite: Suite): Promise<void> {
  for (const op of suite.contract.operations) {
    if (!suite.inScope(op)) continue
    for (const x of suite.answers.get(op.id) ?? [])
      suite.file(op, "meaning", timeProblems(suite, x))
    if (op.method !== "GET") continue
    const base = suite.good.get(op.id)
    if (!base) continue
    // paging and orders on the whole list: the scenario's request with its required parameters only
    const required = new Set(op.params.filter((p) => p.required).map((p) => p.name))
    const plain: Call = {
      ...base,
      query: Object.fromEntries(Object.entries(base.query ?? {}).filter(([k]) => required.has(k))),
    }
    if (isPaged(suite.contract, op)) {
      suite.file(op, "meaning", await paging(suite, op, plain))
      suite.file(op, "meaning", await filters(suite, op, plain))
    }
    suite.file(op, "meaning", await orders(suite, op, plain))
  }
}
