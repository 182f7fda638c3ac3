/**
 * The `useSyncExternalStore` the signals runtime subscribes every component with (it imports the
 * `use-sync-external-store` shim, which vite.config.ts and vitest.config.ts point here).
 *
 * React's own hook renders every store change synchronously, in one task that cannot yield: when
 * answers arrive and fill a page, the whole render blocks the main thread (hundreds of
 * milliseconds on a phone-class CPU, during which a tap waits). Here a change made while the
 * browser dispatches the user's input (a key, a click, an input) re-renders at once, with the
 * event's priority, as React's hook would: a controlled input shows what was typed in the same
 * task, and IME composition is never interrupted. Any other change (an answer arriving, a timer,
 * a storage event from another tab) renders as a transition, which React splits into slices of
 * a few milliseconds and lets input cut in.
 *
 * Each component subscribes in the commit that first draws it (a layout effect), so no event can
 * reach it before its subscription.
 *
 * A render may read a newer value of one signal than a sibling did (no tearing check, unlike
 * React's hook); the change that caused it renders both again right after, so what stays on
 * screen is consistent.
 *
 * A component told of a change whose render is still to come can miss the next ones: the signals
 * runtime re-reads the computed values a component depends on only when it renders, and a
 * computed that has already announced a change announces nothing more until it is read. That is
 * harmless for what a transition will draw (it reads every value when it renders) but not for a
 * controlled input: a key typed in that gap changes the field's signal, nothing re-renders, and
 * React puts the field's old value back. So those components wait in `waiting` until their
 * render starts, and the shell's `onChange` (`renderWaiting`, run after the field's own handler
 * and before React restores the field) renders them with the input's priority.
 */
import { startTransition, useLayoutEffect, useReducer } from "react"

const bump = (n: number): number => (n + 1) | 0

/**
 * The user's input that does not arrive as a `UIEvent`: form, clipboard and history events, and
 * scrolling (what follows the scroll position, like the sticky header, moves with it).
 */
const OTHER_INPUT_EVENTS = new Set([
  "scroll",
  "change",
  "input",
  "beforeinput",
  "submit",
  "reset",
  "select",
  "invalid",
  "toggle",
  "copy",
  "cut",
  "paste",
  "popstate",
  "hashchange",
])

/**
 * True while the browser dispatches the user's input: a key, pointer, focus, composition, form,
 * clipboard or scroll event (React reads the same property to pick an update's priority). Not an
 * image's load, a storage event or the message event React's scheduler runs its own work in:
 * `window.event` is set during those too, and the effects run there would otherwise render in
 * one block.
 */
export function inUserEvent(): boolean {
  if (typeof window === "undefined") return false
  const event = window.event
  if (event === undefined) return false
  return event instanceof UIEvent || OTHER_INPUT_EVENTS.has(event.type)
}

/** The re-renders of components told of a change outside the user's input, not yet started. */
const waiting = new Set<() => void>()

/**
 * Renders every component still waiting for a transition now, with the priority of the user's
 * input being dispatched: the shell's `onChange`, so that a field changed by a key typed while
 * its component waited shows that key.
 */
export function renderWaiting(): void {
  if (waiting.size === 0) return
  const now = [...waiting]
  waiting.clear()
  for (const rerender of now) rerender()
}

export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const [, rerender] = useReducer(bump, 0)
  // this render reads every value again, so the component hears of the next change
  waiting.delete(rerender)
  const value = getSnapshot()
  // subscribed during the commit that draws the component, not in a passive effect after it: a
  // key typed into a field drawn a moment ago (the passive effects of a busy page can wait for
  // other work) must find the field subscribed, or React puts the field's old value back
  useLayoutEffect(() => {
    const onChange = (): void => {
      if (inUserEvent()) rerender()
      else {
        waiting.add(rerender)
        startTransition(rerender)
      }
    }
    const unsubscribe = subscribe(onChange)
    // a change between this render and the subscription would otherwise go unseen
    if (!Object.is(getSnapshot(), value)) onChange()
    return () => {
      waiting.delete(rerender)
      unsubscribe()
    }
    // `value` is the rendered snapshot; re-subscribing on every change would dispose the
    // runtime's effect store each time
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe])
  return value
}
