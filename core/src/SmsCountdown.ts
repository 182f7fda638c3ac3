/**
 * The SMS code button (获取验证码) as a state machine with the clock passed in: `Idle` (the
 * button can send), `Sending` (the request is out), `Waiting` until 60 s after the code was sent
 * (the button counts down and cannot send), then `Idle` again, now labelled 重新获取. A failed
 * send returns to `Idle` at once. `step(state, event) → [state, effects]`; the caller runs the
 * request and the one-second timer and feeds back `Sent` / `Failed` / `Tick` with the time.
 */
import * as Messages from "./Messages.ts"

/** The wait before a code can be sent again. */
export const RESEND_MS = 60_000
/** The countdown's tick. */
export const TICK_MS = 1_000

export type State =
  | { readonly _tag: "Idle"; readonly sentBefore: boolean }
  | { readonly _tag: "Sending"; readonly sentBefore: boolean }
  | { readonly _tag: "Waiting"; readonly until: number }

export type Event =
  | { readonly _tag: "Send"; readonly now: number }
  | { readonly _tag: "Sent"; readonly now: number }
  | { readonly _tag: "Failed"; readonly now: number }
  | { readonly _tag: "Tick"; readonly now: number }

export type Effect =
  { readonly _tag: "Request" } | { readonly _tag: "Schedule"; readonly at: number }

export const initial: State = { _tag: "Idle", sentBefore: false }

const none: ReadonlyArray<Effect> = []
const request: ReadonlyArray<Effect> = [{ _tag: "Request" }]

export const step = (state: State, event: Event): [State, ReadonlyArray<Effect>] => {
  switch (event._tag) {
    case "Send":
      return canSend(state, event.now)
        ? [{ _tag: "Sending", sentBefore: state._tag !== "Idle" || state.sentBefore }, request]
        : [state, none]
    case "Sent":
      return state._tag === "Sending"
        ? [
            { _tag: "Waiting", until: event.now + RESEND_MS },
            [{ _tag: "Schedule", at: event.now + TICK_MS }],
          ]
        : [state, none]
    case "Failed":
      return state._tag === "Sending"
        ? [{ _tag: "Idle", sentBefore: state.sentBefore }, none]
        : [state, none]
    case "Tick":
      if (state._tag !== "Waiting") return [state, none]
      if (event.now >= state.until) return [{ _tag: "Idle", sentBefore: true }, none]
      return [state, [{ _tag: "Schedule", at: Math.min(state.until, event.now + TICK_MS) }]]
  }
}

/** Whole seconds left before a new code can be sent (0 unless waiting). */
export const secondsLeft = (state: State, now: number): number =>
  state._tag === "Waiting" ? Math.max(0, Math.ceil((state.until - now) / 1000)) : 0

/** Whether the button sends a code now. */
export const canSend = (state: State, now: number): boolean =>
  state._tag === "Idle" || (state._tag === "Waiting" && now >= state.until)

/** The button's text: 获取验证码, 发送中..., `{n}秒后重新获取`, 重新获取. */
export const label = (state: State, now: number): string => {
  const M = Messages.sms
  switch (state._tag) {
    case "Idle":
      return state.sentBefore ? M.resend : M.send
    case "Sending":
      return M.sending
    case "Waiting": {
      const n = secondsLeft(state, now)
      return n > 0 ? M.wait(n) : M.resend
    }
  }
}
