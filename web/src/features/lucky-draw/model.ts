/**
 * The bottom lucky-draw banner, driven by core's LuckyDraw machine (spec §4): hidden until
 * GET /api/draw/simple says is_join 0; 立即抽奖 calls GET /api/draw and shows the result
 * 恭喜您抽中{name}（{remarks}） 2 s after the click; closing while drawing asks to confirm; the
 * banner then animates out over 1 s and is not requested again. Not requested on activity
 * routes. A failed draw goes to the shared failure display.
 */
import { computed, signal } from "@preact/signals-react"
import * as LuckyDraw from "@mall/core/LuckyDraw"
import * as Messages from "@mall/core/Messages"
import { request } from "../../lib/api/client.ts"
import type { LuckyDraw as Draw } from "../../lib/api/schemas.ts"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import type { Failure } from "../../lib/api/outcome.ts"
import { alert, confirm } from "../../lib/ui/dialogs.ts"

const state = signal<LuckyDraw.State>(LuckyDraw.initial)

/** The banner is on screen (shown, drawing or animating out). */
export const visible = computed(() => LuckyDraw.visible(state.value))
/** The draw button's loading state. */
export const drawing = computed(() => LuckyDraw.loading(state.value))
/** The banner is playing its 1 s exit animation. */
export const closing = computed(() => state.value.phase._tag === "Closing")
/** The result message once shown. */
export const result = computed(() => state.value.result)

const now = (): number => Date.now()
const timers = new Set<ReturnType<typeof setTimeout>>()

function dispatch(event: LuckyDraw.Event): void {
  const [next, effects] = LuckyDraw.step(state.value, event)
  state.value = next
  for (const effect of effects) run(effect)
}

function run(effect: LuckyDraw.Effect): void {
  switch (effect._tag) {
    case "FetchSimple":
      void request<Draw>("GET", "/api/draw/simple").then((o) => {
        if (o._tag === "Success" && o.data !== null && o.data !== undefined) {
          dispatch({ _tag: "SimpleLoaded", id: o.data.id, is_join: o.data.is_join })
        } else dispatch({ _tag: "SimpleFailed" })
      })
      return
    case "RequestDraw":
      void request<Draw>("GET", "/api/draw", { query: { id: effect.id } }).then((o) => {
        if (o._tag === "Success") {
          const prize = o.data?.result
          dispatch({
            _tag: "DrawSucceeded",
            prize: { name: prize?.name ?? "", remarks: prize?.remarks ?? "" },
            now: now(),
          })
        } else dispatch({ _tag: "DrawFailed", error: o })
      })
      return
    case "ScheduleTick": {
      const t = setTimeout(
        () => {
          timers.delete(t)
          dispatch({ _tag: "Tick", now: now() })
        },
        Math.max(0, effect.at - now()),
      )
      timers.add(t)
      return
    }
    case "Confirm":
      void confirm(effect.message).then((close) =>
        dispatch({ _tag: "ConfirmAnswered", close, now: now() }),
      )
      return
    case "ShowResult":
      void alert(effect.message, { title: Messages.text["draw.title"] })
      return
    case "HandleFailure":
      showOutcome(effect.error as Failure)
      return
  }
}

/** A route was entered (by name); the first non-activity route asks for the banner. */
export function routeEntered(route: string | undefined): void {
  dispatch({ _tag: "RouteEntered", route })
}

/** 立即抽奖. */
export function draw(): void {
  dispatch({ _tag: "Draw", now: now() })
}

/** The banner's close button. */
export function closeBanner(): void {
  dispatch({ _tag: "Close", now: now() })
}

/** Back to the initial state (tests). */
export function resetLuckyDraw(): void {
  for (const t of timers) clearTimeout(t)
  timers.clear()
  state.value = LuckyDraw.initial
}
