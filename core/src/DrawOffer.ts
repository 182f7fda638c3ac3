/**
 * Whether the bottom lucky-draw banner is offered (spec §4), as a pure state machine.
 *
 * - Entering a route asks for the simple activity (`GET /api/draw/simple`) once, except on the
 *   activity routes (see Routes.isActivityRoute), and only for a signed-in company: the draw is a
 *   company's, and a guest's call would only be refused (login required). A route entered before
 *   the session is known is entered again once it is.
 * - The banner is offered when that call returns `is_join` 0, with the activity's id; any other
 *   answer, or a failed call, declines it.
 * - Once asked, it is never asked again: the banner's own life, up to being closed for good, is
 *   LuckyDraw's.
 */
import type * as Contract from "./Contract.ts"
import * as Routes from "./Routes.ts"

export type State =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Requesting" }
  | { readonly _tag: "Declined" }
  | { readonly _tag: "Offered"; readonly activityId: string | null }

export type Event =
  | {
      readonly _tag: "RouteEntered"
      readonly route: string | undefined
      readonly signedIn: boolean
    }
  | ({ readonly _tag: "SimpleLoaded" } & Pick<Contract.LuckyDraw, "id" | "is_join">)
  | { readonly _tag: "SimpleFailed" }

export type Effect = { readonly _tag: "FetchSimple" }

export const initial: State = { _tag: "Idle" }

export const step = (state: State, event: Event): [State, ReadonlyArray<Effect>] => {
  switch (event._tag) {
    case "RouteEntered":
      return state._tag === "Idle" && event.signedIn && !Routes.isActivityRoute(event.route)
        ? [{ _tag: "Requesting" }, [{ _tag: "FetchSimple" }]]
        : [state, []]
    case "SimpleLoaded":
      if (state._tag !== "Requesting") return [state, []]
      return event.is_join === 0
        ? [{ _tag: "Offered", activityId: String(event.id) }, []]
        : [{ _tag: "Declined" }, []]
    case "SimpleFailed":
      return state._tag === "Requesting" ? [{ _tag: "Declined" }, []] : [state, []]
  }
}
