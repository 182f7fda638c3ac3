/**
 * The right-side cart drawer: 40 px wide when collapsed, 310 px when open. Opening loads the
 * cart when it is flagged stale (it starts stale, and an add to cart flags it again); it never
 * opens on cart step 1 (route `cart`), and navigating there closes it.
 */
import * as Constants from "./Constants.ts"

export interface State {
  readonly open: boolean
  readonly stale: boolean
  readonly loading: boolean
  readonly route: string | undefined
}

export type Event =
  | { readonly _tag: "Toggle" }
  | { readonly _tag: "Open" }
  | { readonly _tag: "Close" }
  | { readonly _tag: "RouteChanged"; readonly route: string | undefined }
  /** The cart changed elsewhere (add to cart, delete). */
  | { readonly _tag: "MarkStale" }
  | { readonly _tag: "Loaded" }
  | { readonly _tag: "LoadFailed" }

export type Effect = { readonly _tag: "LoadCart" }

export const initial: State = { open: false, stale: true, loading: false, route: undefined }

/** Panel width in px. */
export const width = (state: State): number =>
  state.open ? Constants.CART_PANEL_OPEN_PX : Constants.CART_PANEL_COLLAPSED_PX

const open = (state: State): [State, ReadonlyArray<Effect>] => {
  if (state.open || state.route === Constants.CART_STEP1_ROUTE) return [state, []]
  if (state.stale && !state.loading)
    return [{ ...state, open: true, loading: true }, [{ _tag: "LoadCart" }]]
  return [{ ...state, open: true }, []]
}

export const step = (state: State, event: Event): [State, ReadonlyArray<Effect>] => {
  switch (event._tag) {
    case "Toggle":
      return state.open ? [{ ...state, open: false }, []] : open(state)
    case "Open":
      return open(state)
    case "Close":
      return [{ ...state, open: false }, []]
    case "RouteChanged":
      return [
        {
          ...state,
          route: event.route,
          open: state.open && event.route !== Constants.CART_STEP1_ROUTE,
        },
        [],
      ]
    case "MarkStale":
      return state.open && !state.loading
        ? [{ ...state, stale: false, loading: true }, [{ _tag: "LoadCart" }]]
        : [{ ...state, stale: true }, []]
    case "Loaded":
      return [{ ...state, stale: false, loading: false }, []]
    case "LoadFailed":
      return [{ ...state, stale: true, loading: false }, []]
  }
}
