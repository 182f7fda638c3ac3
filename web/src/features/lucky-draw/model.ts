/**
 * The bottom lucky-draw banner once offered (`offer.ts`), driven by core's LuckyDraw machine
 * (spec §4): 立即抽奖 calls GET /api/draw and shows the result 恭喜您抽中{name}（{remarks}） 2 s
 * after the click; closing while drawing asks to confirm; the banner then animates out over 1 s
 * and stays closed. A failed draw goes to the shared failure display.
 */
import { computed, signal } from "@preact/signals-react"
import * as LuckyDraw from "@mall/core/LuckyDraw"
import * as Messages from "@mall/core/Messages"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import type { Failure } from "../../lib/api/outcome.ts"
import { alert, confirm } from "../../lib/ui/dialogs.ts"
import * as Api from "./api.ts"

/** The banner's state once opened for an offered activity. */
const state = signal<LuckyDraw.State | null>(null)

/** The banner is on screen (shown, drawing or animating out). */
export const visible = computed(() => state.value !== null && LuckyDraw.visible(state.value))
/** The draw button's loading state. */
export const drawing = computed(() => state.value !== null && LuckyDraw.loading(state.value))
/** The banner is playing its 1 s exit animation. */
export const closing = computed(() => state.value?.phase._tag === "Closing")
/** The result message once shown. */
export const result = computed(() => state.value?.result ?? null)

const now = (): number => Date.now()
const timers = new Set<ReturnType<typeof setTimeout>>()

function dispatch(event: LuckyDraw.Event): void {
  const current = state.peek()
  if (current === null) return
  const [next, effects] = LuckyDraw.step(current, event)
  state.value = next
  for (const effect of effects) run(effect)
}

function run(effect: LuckyDraw.Effect): void {
  switch (effect._tag) {
    case "RequestDraw":
      void Api.draw(effect.id).then((o) => {
        if (o._tag === "Success") {
          const prize = o.data.result
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

/** Opens the banner for the offered activity (once: it then lives until closed). */
export function open(activityId: string | null): void {
  if (state.peek() === null) state.value = LuckyDraw.start(activityId)
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
  state.value = null
}
