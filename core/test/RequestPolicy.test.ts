import { fc, test } from "@fast-check/vitest"
import { describe, expect, it, vi } from "vitest"
import * as AddToCart from "../src/AddToCart.ts"
import * as Constants from "../src/Constants.ts"
import * as RequestPolicy from "../src/RequestPolicy.ts"
import { runs } from "./arbitraries.ts"

describe("RequestPolicy", () => {
  it("keys ignore the query, origin and hash", () => {
    expect(RequestPolicy.keyOf("get", "/api/goods/search?keywords=a")).toBe("GET /api/goods/search")
    expect(RequestPolicy.keyOf("GET", "https://api.mall.cn/api/cart/total#x")).toBe(
      "GET /api/cart/total",
    )
    expect(RequestPolicy.keyOf("post", "api/cart/batch_delete")).toBe("POST /api/cart/batch_delete")
  })
  it("the listed calls may run side by side", () => {
    expect(RequestPolicy.cancelsEarlier("POST", "/api/cart")).toBe(false)
    expect(RequestPolicy.cancelsEarlier("POST", "/api/favorite")).toBe(false)
    expect(RequestPolicy.cancelsEarlier("POST", "/api/favorite/cancel")).toBe(false)
    expect(RequestPolicy.cancelsEarlier("POST", Constants.ACTIVITY_TAP_PATH)).toBe(false)
    expect(RequestPolicy.cancelsEarlier("GET", "/api/article/category?category_id=1")).toBe(false)
    expect(RequestPolicy.cancelsEarlier("GET", "/api/focus/demo?x=1")).toBe(false)
    expect(RequestPolicy.cancelsEarlier("GET", "/api/cart")).toBe(true)
    expect(RequestPolicy.cancelsEarlier("GET", "/api/goods/search")).toBe(true)
  })
  it("a repeat request cancels the earlier one", () => {
    const inFlight = new RequestPolicy.InFlight()
    const a = inFlight.start("GET", "/api/goods/search?keywords=a")
    const b = inFlight.start("GET", "/api/goods/search?keywords=ab")
    expect(a.signal.aborted).toBe(true)
    expect(RequestPolicy.reasonOf(a.signal)).toBe("superseded")
    expect(b.signal.aborted).toBe(false)
    expect(RequestPolicy.reasonOf(b.signal)).toBeUndefined()
    expect(inFlight.count("GET", "/api/goods/search")).toBe(1)
    a.done() // finishing a cancelled request does not drop the newer one
    expect(inFlight.count("GET", "/api/goods/search")).toBe(1)
    b.done()
    expect(inFlight.count("GET", "/api/goods/search")).toBe(0)
  })
  it("except the calls that run side by side", () => {
    const inFlight = new RequestPolicy.InFlight()
    const a = inFlight.start("POST", "/api/cart")
    const b = inFlight.start("POST", "/api/cart")
    expect(a.signal.aborted || b.signal.aborted).toBe(false)
    expect(inFlight.count("POST", "/api/cart")).toBe(2)
    inFlight.abortAll()
    expect(a.signal.aborted && b.signal.aborted).toBe(true)
    expect(RequestPolicy.reasonOf(a.signal)).toBe("cancelled")
  })
  it("an outer signal and an explicit abort cancel", () => {
    const inFlight = new RequestPolicy.InFlight()
    const outer = new AbortController()
    const t = inFlight.start("GET", "/api/x", outer.signal)
    outer.abort()
    expect(RequestPolicy.reasonOf(t.signal)).toBe("cancelled")
    const already = new AbortController()
    already.abort()
    expect(inFlight.start("GET", "/api/y", already.signal).signal.aborted).toBe(true)
    const u = inFlight.start("GET", "/api/z")
    u.abort("timeout")
    expect(RequestPolicy.reasonOf(u.signal)).toBe("timeout")
    const plain = new AbortController()
    plain.abort()
    expect(RequestPolicy.reasonOf(plain.signal)).toBe("cancelled")
  })
  test.prop(
    [
      fc.array(
        fc.record({
          startAt: fc.nat({ max: 60000 }),
          answersAfter: fc.option(fc.oneof(fc.nat(60000), fc.constant(30000))),
        }),
        { minLength: 1, maxLength: 8 },
      ),
    ],
    runs,
  )("each request times out 30000 ms after its own start, unless it answered first", (reqs) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      const inFlight = new RequestPolicy.InFlight()
      const timeout = Constants.REQUEST_TIMEOUT_MS
      const order = reqs.map((r, i) => ({ ...r, i })).sort((a, b) => a.startAt - b.startAt)
      const tickets: Array<RequestPolicy.Ticket> = []
      let now = 0
      for (const r of order) {
        vi.advanceTimersByTime(r.startAt - now)
        now = r.startAt
        // distinct paths: only the timer can abort
        const t = inFlight.start("GET", `/api/r${r.i}`, undefined, timeout)
        tickets[r.i] = t
        if (r.answersAfter !== null) setTimeout(t.done, r.answersAfter)
      }
      vi.advanceTimersByTime(200000)
      reqs.forEach((r, i) => {
        const timedOut = r.answersAfter === null || r.answersAfter >= timeout
        expect(RequestPolicy.reasonOf(tickets[i]!.signal)).toBe(timedOut ? "timeout" : undefined)
      })
    } finally {
      vi.useRealTimers()
    }
  })
  test.prop([fc.array(fc.constantFrom("/api/a", "/api/b", "/api/cart"), { maxLength: 20 })], runs)(
    "at most one cancellable request per key is live",
    (paths) => {
      const inFlight = new RequestPolicy.InFlight()
      const tickets = paths.map((p) => inFlight.start("POST", p))
      for (const p of ["/api/a", "/api/b"]) {
        expect(
          tickets.filter((t) => t.key === `POST ${p}` && !t.signal.aborted).length,
        ).toBeLessThanOrEqual(1)
      }
      expect(tickets.filter((t) => t.key === "POST /api/cart" && t.signal.aborted)).toEqual([])
    },
  )
})

describe("AddToCart", () => {
  it("a double click sends one request, the last one, 200 ms after it", () => {
    let [s, fx] = AddToCart.step<string>(AddToCart.initial, { _tag: "Click", now: 0, payload: "a" })
    expect(fx).toEqual([{ _tag: "Schedule", at: 200 }])
    ;[s, fx] = AddToCart.step(s, { _tag: "Click", now: 120, payload: "b" })
    ;[s, fx] = AddToCart.step(s, { _tag: "Tick", now: 200 })
    expect(fx).toEqual([])
    ;[s, fx] = AddToCart.step(s, { _tag: "Tick", now: 320 })
    expect(fx).toEqual([{ _tag: "Send", payload: "b" }])
    ;[s, fx] = AddToCart.step(s, { _tag: "Tick", now: 999 })
    expect(fx).toEqual([])
  })
  test.prop([fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 20 })], runs)(
    "clicks closer than 200 ms apart send once",
    (gaps) => {
      let state: AddToCart.State<number> = AddToCart.initial
      let now = 0
      let sent = 0
      let bursts = 1
      gaps.forEach((gap, i) => {
        if (i > 0) {
          now += gap
          if (gap >= 200) bursts++
          for (const e of AddToCart.step(state, { _tag: "Tick", now })[1])
            if (e._tag === "Send") sent++
          state = AddToCart.step(state, { _tag: "Tick", now })[0]
        }
        state = AddToCart.step(state, { _tag: "Click", now, payload: i })[0]
      })
      const [, fx] = AddToCart.step(state, { _tag: "Tick", now: now + 200 })
      sent += fx.length
      expect(sent).toBe(bursts)
    },
  )
})
