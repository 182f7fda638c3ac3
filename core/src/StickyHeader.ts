/**
 * The header shrinks to a sticky search bar once the page has scrolled more than 205 px. A pure
 * transition; the effect says when the sticky state changes.
 */
import * as Constants from "./Constants.ts"

export interface State {
  readonly sticky: boolean
}

export type Event = { readonly _tag: "Scroll"; readonly y: number }
export type Effect = { readonly _tag: "StickyChanged"; readonly sticky: boolean }

export const initial: State = { sticky: false }

/** Whether a scroll offset makes the header sticky. */
export const isSticky = (y: number): boolean => y > Constants.STICKY_HEADER_OFFSET_PX

export const step = (state: State, event: Event): [State, ReadonlyArray<Effect>] => {
  const sticky = isSticky(event.y)
  return sticky === state.sticky ? [state, []] : [{ sticky }, [{ _tag: "StickyChanged", sticky }]]
}
