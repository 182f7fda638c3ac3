/**
 * What every read-back shares: the read it is given (as the account the write was sent for, its
 * answers checked against the contract too), what a read-back is (a note taken before the write,
 * and the comparison after it), and the readers of what a write asked for.
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

/** The rows of a list read, all pages of it up to a few. */
export async function allRows(ctx: ReadCtx, id: string, query: Row = {}): Promise<Row[]> {
  const out: Row[] = []
  for (let page = 1; page <= 5; page++) {
    const { data } = await ctx.read(id, { query: { ...query, page } })
    out.push(...rowsOf(data))
    const last = num((data as Row | null)?.last_page ?? 1)
    if (!Array.isArray((data as Row | null)?.data) || !(page < last)) break
  }
  return out
}
