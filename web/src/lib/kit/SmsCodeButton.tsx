/**
 * The SMS code button (获取验证码) with its 60 s resend countdown: core SmsCountdown's state
 * machine driven by the real clock. `send` runs the request and resolves true when the code went
 * out; a failed send lets the buyer try again at once.
 */
import * as SmsCountdown from "@mall/core/SmsCountdown"
import { useEffect, useRef, useState } from "react"
import { Button } from "../ui/Button.tsx"

export function SmsCodeButton({
  send,
  now = Date.now,
}: {
  send: () => Promise<boolean>
  now?: () => number
}) {
  const [state, setState] = useState<SmsCountdown.State>(SmsCountdown.initial)
  const [, setTick] = useState(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current)
    },
    [],
  )
  const run = (current: SmsCountdown.State, event: SmsCountdown.Event): void => {
    const [next, effects] = SmsCountdown.step(current, event)
    setState(next)
    setTick((n) => n + 1)
    for (const effect of effects) {
      if (effect._tag === "Request")
        void send().then(
          (ok) => run(next, { _tag: ok ? "Sent" : "Failed", now: now() }),
          () => run(next, { _tag: "Failed", now: now() }),
        )
      else
        timer.current = setTimeout(
          () => run(next, { _tag: "Tick", now: now() }),
          Math.max(0, effect.at - now()),
        )
    }
  }
  const t = now()
  return (
    <Button
      disabled={!SmsCountdown.canSend(state, t)}
      aria-live="polite"
      onClick={() => run(state, { _tag: "Send", now: now() })}
    >
      {SmsCountdown.label(state, t)}
    </Button>
  )
}
