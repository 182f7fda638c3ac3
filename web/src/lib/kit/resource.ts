/**
 * A piece of server data a page shows: its status (idle → loading → ready | failed | missing), the
 * last data that arrived, and the query it was loaded for. `missing` is the server saying that the
 * thing asked for does not exist (an order, a return, an article by its id): the fetch resolves
 * with `Missing`, and the page says so instead of offering 重新加载, which could not help.
 * `load(q)` asks again (an answer to an older load is dropped, so a fast buyer never sees a stale
 * page); `reload()` repeats the last load, whatever its query (`null` for a resource that takes
 * none), and does nothing before the first (the 重新加载 button); `set` puts in data an action got
 * back. While a reload runs, the data already shown stays on screen (`status` says loading) so
 * nothing jumps.
 */
import { batch, signal, type ReadonlySignal } from "@preact/signals-react"

export type Status = "idle" | "loading" | "ready" | "failed" | "missing"

/** What a fetch resolves with when the server answers that the thing does not exist. */
export const Missing: unique symbol = Symbol("Missing")
export type Missing = typeof Missing

export interface Resource<Q, A> {
  readonly status: ReadonlySignal<Status>
  readonly data: ReadonlySignal<A | null>
  readonly query: ReadonlySignal<Q | null>
  load(query: Q): Promise<void>
  reload(): Promise<void>
  set(data: A): void
  reset(): void
}

/**
 * A resource fetched by `fetch` (resolves with the decoded data, `undefined` on failure, or
 * `Missing` when the thing does not exist).
 */
export function resource<Q, A>(
  fetch: (query: Q) => Promise<A | undefined | Missing>,
): Resource<Q, A> {
  const status = signal<Status>("idle")
  const data = signal<A | null>(null)
  const query = signal<Q | null>(null)
  let seq = 0
  // the last load's query, boxed: a query of `null` was asked for all the same
  let last: { readonly q: Q } | null = null
  const load = async (q: Q): Promise<void> => {
    const mine = ++seq
    last = { q }
    batch(() => {
      query.value = q
      status.value = "loading"
    })
    const answer = await fetch(q)
    if (mine !== seq) return
    batch(() => {
      if (answer === undefined) status.value = "failed"
      else if (answer === Missing) {
        data.value = null
        status.value = "missing"
      } else {
        data.value = answer
        status.value = "ready"
      }
    })
  }
  return {
    status,
    data,
    query,
    load,
    reload: () => (last === null ? Promise.resolve() : load(last.q)),
    set: (a) => {
      batch(() => {
        data.value = a
        status.value = "ready"
      })
    },
    reset: () => {
      seq++
      last = null
      batch(() => {
        status.value = "idle"
        data.value = null
        query.value = null
      })
    },
  }
}
