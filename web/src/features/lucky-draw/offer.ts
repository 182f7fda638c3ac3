/**
 * Whether the bottom lucky-draw banner is offered (spec §4), driven by core's DrawOffer machine:
 * the first non-activity route of a signed-in company asks GET /api/draw/simple once; `is_join` 0 offers the banner for
 * that activity. The banner itself (`model.ts`, `OfferedBanner.tsx`) loads only once offered.
 */
import { computed, signal } from "@preact/signals-react"
import * as DrawOffer from "@mall/core/DrawOffer"
import * as Api from "./api.ts"

const state = signal<DrawOffer.State>(DrawOffer.initial)

/** The activity the banner is offered for, once it is (else `undefined`). */
export const offered = computed(() =>
  state.value._tag === "Offered" ? { activityId: state.value.activityId } : undefined,
)

function dispatch(event: DrawOffer.Event): void {
  const [next, effects] = DrawOffer.step(state.peek(), event)
  state.value = next
  for (const effect of effects) run(effect)
}

function run(effect: DrawOffer.Effect): void {
  switch (effect._tag) {
    case "FetchSimple":
      void Api.simple().then((o) => {
        if (o._tag === "Success") {
          dispatch({ _tag: "SimpleLoaded", id: o.data.id, is_join: o.data.is_join })
        } else dispatch({ _tag: "SimpleFailed" })
      })
      return
  }
}

/**
 * A route was entered (by name), or the session became known on it; the first non-activity route
 * of a signed-in company asks for the banner.
 */
export function routeEntered(route: string | undefined, signedIn: boolean): void {
  dispatch({ _tag: "RouteEntered", route, signedIn })
}

/** Back to the initial state (tests). */
export function resetDrawOffer(): void {
  state.value = DrawOffer.initial
}
