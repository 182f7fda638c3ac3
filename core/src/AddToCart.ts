/**
 * The add-to-cart delay: a click schedules the request 200 ms later, and a further click within
 * that time replaces it, so a double click sends one request (with the last click's line). A
 * pure transition `(state, event) => [state, effects]`; the caller runs the timer and feeds
 * `Tick` events with the current time.
 */
import * as Constants from "./Constants.ts"

export interface State<P> {
  readonly pending: { readonly payload: P; readonly sendAt: number } | null
}

export type Event<P> =
  | { readonly _tag: "Click"; readonly now: number; readonly payload: P }
  | { readonly _tag: "Tick"; readonly now: number }

export type Effect<P> =
  | { readonly _tag: "Schedule"; readonly at: number }
  | { readonly _tag: "Send"; readonly payload: P }

export const initial: State<never> = { pending: null }

export const step = <P>(state: State<P>, event: Event<P>): [State<P>, ReadonlyArray<Effect<P>>] => {
  if (event._tag === "Click") {
    const sendAt = event.now + Constants.ADD_TO_CART_DELAY_MS
    return [{ pending: { payload: event.payload, sendAt } }, [{ _tag: "Schedule", at: sendAt }]]
  }
  return state.pending !== null && event.now >= state.pending.sendAt
    ? [{ pending: null }, [{ _tag: "Send", payload: state.pending.payload }]]
    : [state, []]
}
