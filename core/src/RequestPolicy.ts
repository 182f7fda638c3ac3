/**
 * When requests cancel each other (spec §9). Each request has its own 30000 ms timeout. A repeat
 * request with the same method and path (query ignored) cancels the earlier one still in
 * flight, except the calls that may run side by side (`Constants.CONCURRENT_CALLS`: adding to
 * cart, favourite and cancel, the activity tap, article categories and focus demo).
 *
 * `keyOf`/`cancelsEarlier` are the pure policy; `InFlight` is a small registry of running
 * requests holding their AbortControllers, and gives each request its own timer: the timeout
 * starts when the request does and aborts its signal with the reason `"timeout"`. The timers are
 * passed in (`Timers`); without them, the platform's `setTimeout` at the time of the call (so
 * fake timers drive it in tests). The add-to-cart delay lives in AddToCart.
 */
import * as Constants from "./Constants.ts"

/** The path part of a URL or path: origin, query and hash dropped, leading slash added. */
export const pathOf = (url: string): string => {
  const noOrigin = url.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, "")
  const path = noOrigin.split(/[?#]/)[0] ?? ""
  return path.startsWith("/") ? path : `/${path}`
}

/** `METHOD /path`: the identity of a request for cancellation. */
export const keyOf = (method: string, url: string): string =>
  `${method.toUpperCase()} ${pathOf(url)}`

/** Whether a new request with this method and path cancels an earlier one with the same key. */
export const cancelsEarlier = (method: string, url: string): boolean =>
  !Constants.CONCURRENT_CALLS.includes(keyOf(method, url))

/** Why a request's signal was aborted. */
export type AbortReason = "superseded" | "timeout" | "cancelled"

export interface Ticket {
  readonly key: string
  readonly signal: AbortSignal
  /** Marks the request finished (removes it from the registry). */
  readonly done: () => void
  /** Aborts this request. */
  readonly abort: (reason: AbortReason) => void
}

/** Reads the reason an `InFlight` signal was aborted with. */
export const reasonOf = (signal: AbortSignal): AbortReason | undefined =>
  signal.aborted
    ? ((signal.reason as { readonly reason?: AbortReason } | undefined)?.reason ?? "cancelled")
    : undefined

/** Starts and stops the request timers. */
export interface Timers {
  readonly set: (run: () => void, ms: number) => unknown
  readonly clear: (handle: unknown) => void
}

/** The platform's timers, looked up when used. */
export const platformTimers: Timers = {
  set: (run, ms) => globalThis.setTimeout(run, ms),
  clear: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Requests in flight; starting one cancels an earlier request with the same key (per policy). */
export class InFlight {
  private readonly running = new Map<string, Set<AbortController>>()

  constructor(private readonly timers: Timers = platformTimers) {}

  /**
   * Registers a request; aborts earlier ones with the same key unless the call may run side by
   * side. With `timeoutMs`, the request is aborted (reason `"timeout"`) if it is not `done` by
   * then.
   */
  start(method: string, url: string, outer?: AbortSignal, timeoutMs?: number): Ticket {
    const key = keyOf(method, url)
    const set = this.running.get(key) ?? new Set<AbortController>()
    if (cancelsEarlier(method, url)) {
      for (const earlier of set) earlier.abort({ reason: "superseded" })
      set.clear()
    }
    const controller = new AbortController()
    set.add(controller)
    this.running.set(key, set)
    const abort = (reason: AbortReason): void => controller.abort({ reason })
    if (outer !== undefined) {
      if (outer.aborted) abort("cancelled")
      else outer.addEventListener("abort", () => abort("cancelled"), { once: true })
    }
    const timer =
      timeoutMs === undefined ? undefined : this.timers.set(() => abort("timeout"), timeoutMs)
    const done = (): void => {
      if (timer !== undefined) this.timers.clear(timer)
      set.delete(controller)
      if (set.size === 0 && this.running.get(key) === set) this.running.delete(key)
    }
    return { key, signal: controller.signal, done, abort }
  }

  /** How many requests with this key are in flight. */
  count(method: string, url: string): number {
    return this.running.get(keyOf(method, url))?.size ?? 0
  }

  /** Aborts everything (e.g. on logout). */
  abortAll(): void {
    for (const set of this.running.values()) for (const c of set) c.abort({ reason: "cancelled" })
    this.running.clear()
  }
}
