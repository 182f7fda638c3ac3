/**
 * A piece of server data a page shows: its status (idle → loading → ready | failed | missing), the
 * last data that arrived, and the query it was loaded for. `missing` is the server saying that the
 * thing asked for does not exist (an order, a return, an article by its id): the fetch resolves
 * with `Missing`, and the page says so instead of offering 重新加载, which could not help.
 *
 * This is the web app's one way to load data: every model that shows an answer loads it here, so
 * the guard against stale answers is written once. `load(q)` asks again, and an answer to an
 * older load (or one made before `reset`) is dropped whenever it arrives, so a fast buyer never
 * sees a stale page; it resolves `true` when its own answer is the one shown. `reload()` repeats
 * the last load, whatever its query (`null` for a resource that takes none), and does nothing
 * before the first (the 重新加载 button); `set` puts in data an action got back.
 *
 * While a load runs, the data already shown stays on screen (`status` says loading) so nothing
 * jumps. A failed load keeps it too, beside 重新加载, unless the resource is made with
 * `failed: "clear"` (a page that shows nothing of an older answer once a newer one failed). A
 * quiet load (`{ quiet: true }`: the page reads again in the background after an action) leaves
 * the status as it is while it runs and when it fails. `shown` derives what a page keeps beside
 * the data from each answer shown (the choices restored from it, a copy the buyer edits), in the
 * same batch as the data.
 */
import { batch, signal, type ReadonlySignal } from "@preact/signals-react"

export type Status = "idle" | "loading" | "ready" | "failed" | "missing"

/** What a fetch resolves with when the server answers that the thing does not exist. */
export const Missing: unique symbol = Symbol("Missing")
export type Missing = typeof Missing

/** How one load runs. */
export interface LoadOptions {
  /** No loading state while it runs, and a failure leaves the status as it was. */
  readonly quiet?: boolean
}

export interface Resource<Q, A> {
  readonly status: ReadonlySignal<Status>
  readonly data: ReadonlySignal<A | null>
  readonly query: ReadonlySignal<Q | null>
  /** Asks for `query`; `true` once its answer is shown (`false`: failed, missing or overtaken). */
  load(query: Q, options?: LoadOptions): Promise<boolean>
  reload(): Promise<boolean>
  set(data: A): void
  reset(): void
}

export interface ResourceOptions<Q, A> {
  /** What a failed load does to the data shown: kept (the default) or cleared. */
  readonly failed?: "keep" | "clear"
  /** Runs with each answer shown and its query, in the batch that shows it. */
  readonly shown?: (data: A, query: Q) => void
}

/**
 * A resource fetched by `fetch` (resolves with the decoded data, `undefined` on failure, or
 * `Missing` when the thing does not exist).
 */
export function resource<Q, A>(
  fetch: (query: Q) => Promise<A | undefined | Missing>,
  options: ResourceOptions<Q, A> = {},
): Resource<Q, A> {
  const status = signal<Status>("idle")
  const data = signal<A | null>(null)
  const query = signal<Q | null>(null)
  // the number of the latest load (or reset): an answer to any other is dropped
  let latest = 0
  // the last load's query, boxed: a query of `null` was asked for all the same
  let last: { readonly q: Q } | null = null
  const load = async (q: Q, how: LoadOptions = {}): Promise<boolean> => {
    const quiet = how.quiet === true
    const mine = ++latest
    last = { q }
    batch(() => {
      query.value = q
      if (!quiet) status.value = "loading"
    })
    const answer = await fetch(q)
    if (mine !== latest) return false
    batch(() => {
      if (answer === undefined) {
        if (quiet) return
        if (options.failed === "clear") data.value = null
        status.value = "failed"
      } else if (answer === Missing) {
        data.value = null
        status.value = "missing"
      } else {
        data.value = answer
        status.value = "ready"
        options.shown?.(answer, q)
      }
    })
    return answer !== undefined && answer !== Missing
  }
  return {
    status,
    data,
    query,
    load,
    reload: () => (last === null ? Promise.resolve(false) : load(last.q)),
    set: (a) => {
      batch(() => {
        data.value = a
        status.value = "ready"
      })
    },
    reset: () => {
      latest++
      last = null
      batch(() => {
        status.value = "idle"
        data.value = null
        query.value = null
      })
    },
  }
}
