/**
 * The bottom lucky-draw banner as a pure state machine driven by events and the clock, from the
 * moment it is offered (DrawOffer: the simple activity call returned `is_join` 0).
 *
 * - The banner shows with the activity's id.
 * - Drawing sets `loading`; the result is shown 2000 ms after the draw started (or when it
 *   arrives, if later), as `恭喜您抽中{name}（{remarks}）`; then the banner animates out over
 *   1000 ms and is closed for good.
 * - Closing while drawing asks to confirm (`正在抽奖中…`); confirming closes, declining resumes.
 * - A failed draw clears `loading`, goes back to the banner and hands the error to the shared
 *   handler.
 */
import * as Constants from "./Constants.ts"
import * as Messages from "./Messages.ts"

export type Phase =
  | { readonly _tag: "Shown" }
  | { readonly _tag: "Drawing"; readonly startedAt: number; readonly confirming: boolean }
  | { readonly _tag: "Closing"; readonly until: number }
  | { readonly _tag: "Closed" }

export interface Prize {
  readonly name: string
  readonly remarks: string
}

export interface State {
  readonly phase: Phase
  readonly activityId: string | null
  /** The prize once the draw call answered (shown when the 2000 ms are over). */
  readonly prize: Prize | null
  /** The result message once shown. */
  readonly result: string | null
}

export type Event =
  | { readonly _tag: "Draw"; readonly now: number }
  | { readonly _tag: "DrawSucceeded"; readonly prize: Prize; readonly now: number }
  | { readonly _tag: "DrawFailed"; readonly error: unknown }
  | { readonly _tag: "Close"; readonly now: number }
  | { readonly _tag: "ConfirmAnswered"; readonly close: boolean; readonly now: number }
  | { readonly _tag: "Tick"; readonly now: number }

export type Effect =
  | { readonly _tag: "RequestDraw"; readonly id: string | null }
  | { readonly _tag: "ScheduleTick"; readonly at: number }
  | { readonly _tag: "Confirm"; readonly message: string }
  | { readonly _tag: "ShowResult"; readonly message: string }
  | { readonly _tag: "HandleFailure"; readonly error: unknown }

/** The banner as offered for this activity. */
export const start = (activityId: string | null): State => ({
  phase: { _tag: "Shown" },
  activityId,
  prize: null,
  result: null,
})

/** Whether the banner is on screen (shown, drawing or animating out). */
export const visible = (state: State): boolean =>
  state.phase._tag === "Shown" || state.phase._tag === "Drawing" || state.phase._tag === "Closing"

/** Whether the draw button shows its loading state. */
export const loading = (state: State): boolean => state.phase._tag === "Drawing"

type Step = [State, ReadonlyArray<Effect>]

const close = (state: State, now: number): Step => {
  const until = now + Constants.BANNER_CLOSE_ANIMATION_MS
  return [{ ...state, phase: { _tag: "Closing", until } }, [{ _tag: "ScheduleTick", at: until }]]
}

const showResultIfDue = (state: State, now: number): Step => {
  const p = state.phase
  if (p._tag !== "Drawing" || p.confirming || state.prize === null) return [state, []]
  const due = p.startedAt + Constants.DRAW_RESULT_DELAY_MS
  if (now < due) return [state, [{ _tag: "ScheduleTick", at: due }]]
  const message = Messages.drawResult(state.prize.name, state.prize.remarks)
  const [closing, effects] = close({ ...state, result: message }, now)
  return [closing, [{ _tag: "ShowResult", message }, ...effects]]
}

export const step = (state: State, event: Event): Step => {
  const phase = state.phase
  switch (event._tag) {
    case "Draw":
      return phase._tag === "Shown"
        ? [
            {
              ...state,
              phase: { _tag: "Drawing", startedAt: event.now, confirming: false },
              prize: null,
            },
            [{ _tag: "RequestDraw", id: state.activityId }],
          ]
        : [state, []]
    case "DrawSucceeded":
      return phase._tag === "Drawing"
        ? showResultIfDue({ ...state, prize: event.prize }, event.now)
        : [state, []]
    case "DrawFailed":
      return phase._tag === "Drawing"
        ? [
            { ...state, phase: { _tag: "Shown" }, prize: null },
            [{ _tag: "HandleFailure", error: event.error }],
          ]
        : [state, []]
    case "Close":
      if (phase._tag === "Drawing") {
        return phase.confirming
          ? [state, []]
          : [
              { ...state, phase: { ...phase, confirming: true } },
              [{ _tag: "Confirm", message: Messages.text["draw.confirmClose"] }],
            ]
      }
      return phase._tag === "Shown" ? close(state, event.now) : [state, []]
    case "ConfirmAnswered":
      if (phase._tag !== "Drawing" || !phase.confirming) return [state, []]
      return event.close
        ? close(state, event.now)
        : showResultIfDue({ ...state, phase: { ...phase, confirming: false } }, event.now)
    case "Tick":
      if (phase._tag === "Closing") {
        return event.now >= phase.until
          ? [{ ...state, phase: { _tag: "Closed" } }, []]
          : [state, []]
      }
      return showResultIfDue(state, event.now)
  }
}
