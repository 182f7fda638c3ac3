/**
 * What every read-back shares: the read it is given (as the account the write was sent for, its
 * answers checked against the contract too), what a read-back is (a note taken before the write,
 * and the comparison after it), the readers of what a write asked for, and the check that a write
 * left alone what it did not name.
 */
import type { Bag, Row } from "../bag.ts"
import { rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import type { Call, Exchange } from "../http.ts"

export interface ReadCtx {
  /** A read of the account the write was sent for (conformance recorded). */
  read(
    id: string,
    parts?: Omit<Call, "op">,
  ): Promise<{ x: Exchange; data: Record<string, unknown> | null }>
  bag: Bag
}

/** How a write is read back: what to note before it (optional), and what to compare after. */
export interface ReadBack {
  before?(ctx: ReadCtx, call: Call): Promise<unknown>
  after(ctx: ReadCtx, call: Call, answer: unknown, before: unknown): Promise<Problem[]>
}

export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v])
export const num = (v: unknown): number => Number(v)
export const text = (v: unknown): string => String(v ?? "").trim()
export const idOf = (answer: unknown): number | null => {
  const id = (answer as Row | null)?.id
  return typeof id === "number" ? id : null
}

/** Whether a value sent and a value shown are the same (texts trimmed, lists element by element). */
const same = (sent: unknown, shown: unknown): boolean =>
  JSON.stringify(list(sent).map(text)) === JSON.stringify(list(shown).map(text))

/**
 * The fields sent that a record shows otherwise, as `field "sent" shows as "shown"`: those of
 * `fields` that were sent, or every field sent that the record has.
 */
export function sentDiff(sent: Row, shown: Row, fields?: readonly string[]): string[] {
  return (fields ?? Object.keys(sent).filter((f) => f in shown))
    .filter((f) => f in sent && !same(sent[f], shown[f]))
    .map((f) => `${f} ${JSON.stringify(sent[f])} shows as ${JSON.stringify(shown[f])}`)
}

/** The rows of a list read, all pages of it up to `pages` (the suite's own reads too). */
export async function allRows(
  ctx: Pick<ReadCtx, "read">,
  id: string,
  query: Row = {},
  pages = 5,
): Promise<Row[]> {
  const out: Row[] = []
  for (let page = 1; page <= pages; page++) {
    const { data } = await ctx.read(id, { query: { ...query, page } })
    out.push(...rowsOf(data))
    const last = num((data as Row | null)?.last_page ?? 1)
    if (!Array.isArray((data as Row | null)?.data) || !(page < last)) break
  }
  return out
}

/**
 * A read-back that also holds a write to what it did not name: the records of `listOp` (all
 * pages, up to a few) noted before the write; after it, every record the write did not name
 * (`named` ids) must still be there with the same `fields`. A write that reaches further than it
 * was asked (a batch delete taking one more line, one message read marking all) is named at `op`.
 */
export function sparing(
  op: string,
  listOp: string,
  fields: readonly string[],
  named: (call: Call) => Set<number>,
  inner: ReadBack,
): ReadBack {
  return {
    async before(ctx, call) {
      return { rows: await allRows(ctx, listOp), inner: await inner.before?.(ctx, call) }
    },
    async after(ctx, call, answer, before) {
      const noted = before as { rows: Row[]; inner: unknown }
      const own = await inner.after(ctx, call, answer, noted.inner)
      const ids = named(call)
      const now = new Map((await allRows(ctx, listOp)).map((r) => [num(r.id), r]))
      const touched: string[] = []
      for (const was of noted.rows) {
        const id = num(was.id)
        if (ids.has(id)) continue
        const is = now.get(id)
        if (!is) touched.push(`${id} is gone`)
        else
          for (const f of fields)
            if (JSON.stringify(was[f]) !== JSON.stringify(is[f]))
              touched.push(`${id}'s ${f} ${JSON.stringify(was[f])} → ${JSON.stringify(is[f])}`)
      }
      if (touched.length === 0) return own
      return [
        ...own,
        {
          op,
          cause: "a write changed records it did not name",
          detail: `${op} named ${[...ids].join(", ") || "none"}; in ${listOp} afterwards: ${touched.slice(0, 5).join("; ")}`,
        },
      ]
    },
  }
}
