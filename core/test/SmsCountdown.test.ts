import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Sms from "../src/SmsCountdown.ts"
import { runs } from "./arbitraries.ts"

type E = Sms.Event
const run = (events: ReadonlyArray<E>, from: Sms.State = Sms.initial) =>
  events.reduce<{ state: Sms.State; effects: Sms.Effect[] }>(
    (acc, e) => {
      const [state, effects] = Sms.step(acc.state, e)
      return { state, effects: [...acc.effects, ...effects] }
    },
    { state: from, effects: [] },
  )

describe("SmsCountdown", () => {
  it("send, count down 60 s, then send again", () => {
    const t = 1_000_000
    let [s, fx] = Sms.step(Sms.initial, { _tag: "Send", now: t })
    expect(fx).toEqual([{ _tag: "Request" }])
    expect(Sms.label(s, t)).toBe("发送中...")
    ;[s, fx] = Sms.step(s, { _tag: "Sent", now: t + 200 })
    expect(fx).toEqual([{ _tag: "Schedule", at: t + 1200 }])
    expect(Sms.label(s, t + 200)).toBe("60秒后重新获取")
    expect(Sms.label(s, t + 1200)).toBe("59秒后重新获取")
    expect(Sms.canSend(s, t + 30_000)).toBe(false)
    expect(Sms.step(s, { _tag: "Send", now: t + 30_000 })[1]).toEqual([])
    ;[s, fx] = Sms.step(s, { _tag: "Tick", now: t + 60_199 })
    expect(Sms.label(s, t + 60_199)).toBe("1秒后重新获取")
    ;[s] = Sms.step(s, { _tag: "Tick", now: t + 60_200 })
    expect(s).toEqual({ _tag: "Idle", sentBefore: true })
    expect(Sms.label(s, t + 60_200)).toBe("重新获取")
    expect(Sms.step(s, { _tag: "Send", now: t + 60_300 })[1]).toEqual([{ _tag: "Request" }])
  })
  it("a failed send can be retried at once", () => {
    const [s] = Sms.step(Sms.step(Sms.initial, { _tag: "Send", now: 0 })[0], {
      _tag: "Failed",
      now: 10,
    })
    expect(s).toEqual(Sms.initial)
    expect(Sms.label(s, 10)).toBe("获取验证码")
    expect(Sms.canSend(s, 10)).toBe(true)
  })

  const event: fc.Arbitrary<(now: number) => E> = fc.constantFrom(
    (now: number): E => ({ _tag: "Send", now }),
    (now: number): E => ({ _tag: "Sent", now }),
    (now: number): E => ({ _tag: "Failed", now }),
    (now: number): E => ({ _tag: "Tick", now }),
  )
  const timeline = fc
    .array(fc.tuple(event, fc.integer({ min: 0, max: 20_000 })), { maxLength: 60 })
    .map((steps) => {
      let now = 0
      return steps.map(([make, gap]) => make((now += gap)))
    })

  test.prop([timeline], runs)(
    "two requests are at least 60 s after a confirmed send, and the wait never exceeds 60 s",
    (events) => {
      let state: Sms.State = Sms.initial
      let lastSent: number | null = null
      for (const e of events) {
        const [next, effects] = Sms.step(state, e)
        if (effects.some((f) => f._tag === "Request") && lastSent !== null)
          expect(e.now - lastSent).toBeGreaterThanOrEqual(Sms.RESEND_MS)
        if (e._tag === "Sent" && state._tag === "Sending") lastSent = e.now
        const left = Sms.secondsLeft(next, e.now)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBeLessThanOrEqual(60)
        for (const f of effects) if (f._tag === "Schedule") expect(f.at).toBeGreaterThan(e.now)
        state = next
      }
      expect(run(events).state).toEqual(state)
    },
  )
})
