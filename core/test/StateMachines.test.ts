import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as CartPanel from "../src/CartPanel.ts"
import * as DrawOffer from "../src/DrawOffer.ts"
import * as LoginFlag from "../src/LoginFlag.ts"
import * as LuckyDraw from "../src/LuckyDraw.ts"
import * as StickyHeader from "../src/StickyHeader.ts"
import { runs } from "./arbitraries.ts"

const run = <S, E, F>(
  step: (s: S, e: E) => [S, ReadonlyArray<F>],
  s0: S,
  events: ReadonlyArray<E>,
) => {
  let s = s0
  const effects: Array<F> = []
  for (const e of events) {
    const [next, fx] = step(s, e)
    s = next
    effects.push(...fx)
  }
  return { state: s, effects }
}

describe("StickyHeader", () => {
  it("sticks after 205 px", () => {
    expect(StickyHeader.isSticky(205)).toBe(false)
    expect(StickyHeader.isSticky(206)).toBe(true)
    const r = run(StickyHeader.step, StickyHeader.initial, [
      { _tag: "Scroll", y: 300 },
      { _tag: "Scroll", y: 400 },
      { _tag: "Scroll", y: 0 },
    ])
    expect(r.effects).toEqual([
      { _tag: "StickyChanged", sticky: true },
      { _tag: "StickyChanged", sticky: false },
    ])
  })
  test.prop([fc.array(fc.integer({ min: 0, max: 1000 }))], runs)(
    "sticky iff the last scroll is past 205",
    (ys) => {
      const r = run(
        StickyHeader.step,
        StickyHeader.initial,
        ys.map((y) => ({ _tag: "Scroll" as const, y })),
      )
      expect(r.state.sticky).toBe(ys.length > 0 && ys[ys.length - 1]! > 205)
    },
  )
})

describe("CartPanel", () => {
  it("opens at 310 px, loads when stale, collapses to 40", () => {
    const r = run(CartPanel.step, CartPanel.initial, [
      { _tag: "RouteChanged", route: "index" },
      { _tag: "Toggle" },
    ])
    expect(CartPanel.width(r.state)).toBe(310)
    expect(r.effects).toEqual([{ _tag: "LoadCart" }])
    const loaded = run(CartPanel.step, r.state, [
      { _tag: "Loaded" },
      { _tag: "Toggle" },
      { _tag: "Toggle" },
    ])
    expect(loaded.effects).toEqual([]) // not stale: no reload
    const closed = run(CartPanel.step, loaded.state, [{ _tag: "Close" }])
    expect(CartPanel.width(closed.state)).toBe(40)
    const stale = run(CartPanel.step, closed.state, [
      { _tag: "MarkStale" },
      { _tag: "Open" },
      { _tag: "Open" },
    ])
    expect(stale.effects).toEqual([{ _tag: "LoadCart" }])
    const failed = run(CartPanel.step, stale.state, [{ _tag: "LoadFailed" }, { _tag: "MarkStale" }])
    expect(failed.effects).toEqual([{ _tag: "LoadCart" }]) // open and stale: reload now
  })
  it("never opens on cart step 1, and closes when going there", () => {
    const r = run(CartPanel.step, CartPanel.initial, [
      { _tag: "RouteChanged", route: "cart" },
      { _tag: "Toggle" },
    ])
    expect(r.state.open).toBe(false)
    expect(r.effects).toEqual([])
    const open = run(CartPanel.step, CartPanel.initial, [
      { _tag: "Open" },
      { _tag: "RouteChanged", route: "cart" },
    ])
    expect(open.state.open).toBe(false)
  })
  const eventArb: fc.Arbitrary<CartPanel.Event> = fc.oneof(
    fc.constant({ _tag: "Toggle" as const }),
    fc.constant({ _tag: "Open" as const }),
    fc.constant({ _tag: "Close" as const }),
    fc.constant({ _tag: "MarkStale" as const }),
    fc.constant({ _tag: "Loaded" as const }),
    fc.constant({ _tag: "LoadFailed" as const }),
    fc
      .constantFrom("cart", "index", "cart_step2", undefined)
      .map((route) => ({ _tag: "RouteChanged" as const, route })),
  )
  test.prop([fc.array(eventArb, { maxLength: 30 })], runs)(
    "never open on cart step 1; width is 40 or 310",
    (events) => {
      let s = CartPanel.initial
      for (const e of events) {
        s = CartPanel.step(s, e)[0]
        if (s.route === "cart") expect(s.open).toBe(false)
        expect([40, 310]).toContain(CartPanel.width(s))
      }
    },
  )
})

describe("DrawOffer", () => {
  it("offered when the simple call returns is_join 0, with the activity id", () => {
    const offered = run(DrawOffer.step, DrawOffer.initial, [
      { _tag: "RouteEntered", route: "index", signedIn: true },
      { _tag: "SimpleLoaded", id: 8, is_join: 0 },
    ])
    expect(offered.effects).toEqual([{ _tag: "FetchSimple" }])
    expect(offered.state).toEqual({ _tag: "Offered", activityId: "8" })
    const joined = run(DrawOffer.step, DrawOffer.initial, [
      { _tag: "RouteEntered", route: "index", signedIn: true },
      { _tag: "SimpleLoaded", id: 8, is_join: 1 },
    ])
    expect(joined.state._tag).toBe("Declined")
    const failed = run(DrawOffer.step, DrawOffer.initial, [
      { _tag: "RouteEntered", route: "index", signedIn: true },
      { _tag: "SimpleFailed" },
    ])
    expect(failed.state._tag).toBe("Declined")
    // an answer nobody asked for changes nothing
    expect(
      run(DrawOffer.step, DrawOffer.initial, [{ _tag: "SimpleLoaded", id: 8, is_join: 0 }]).state,
    ).toBe(DrawOffer.initial)
  })
  it("not asked on activity routes, nor twice", () => {
    expect(
      run(DrawOffer.step, DrawOffer.initial, [
        { _tag: "RouteEntered", route: "activity_lq", signedIn: true },
      ]).effects,
    ).toEqual([])
    const twice = run(DrawOffer.step, DrawOffer.initial, [
      { _tag: "RouteEntered", route: "activity_lq", signedIn: true },
      { _tag: "RouteEntered", route: "index", signedIn: true },
      { _tag: "SimpleLoaded", id: 8, is_join: 0 },
      { _tag: "RouteEntered", route: "list_index", signedIn: true },
    ])
    expect(twice.effects).toEqual([{ _tag: "FetchSimple" }])
  })
  it("not asked for a guest; asked once the company is signed in", () => {
    const guest = run(DrawOffer.step, DrawOffer.initial, [
      { _tag: "RouteEntered", route: "index", signedIn: false },
      { _tag: "RouteEntered", route: "list_index", signedIn: false },
    ])
    expect(guest.effects).toEqual([])
    expect(guest.state).toBe(DrawOffer.initial)
    const later = run(DrawOffer.step, guest.state, [
      { _tag: "RouteEntered", route: "list_index", signedIn: true },
    ])
    expect(later.effects).toEqual([{ _tag: "FetchSimple" }])
  })
  const offerEvent: fc.Arbitrary<DrawOffer.Event> = fc.oneof(
    fc
      .tuple(fc.constantFrom("index", "live", "activity_gq", "cart", undefined), fc.boolean())
      .map(([route, signedIn]) => ({ _tag: "RouteEntered" as const, route, signedIn })),
    fc
      .tuple(fc.constantFrom<0 | 1>(0, 1), fc.nat(20))
      .map(([is_join, id]) => ({ _tag: "SimpleLoaded" as const, id, is_join })),
    fc.constant({ _tag: "SimpleFailed" as const }),
  )
  test.prop([fc.array(offerEvent, { maxLength: 30 })], runs)(
    "asked at most once; once answered, the answer stands",
    (events) => {
      let s = DrawOffer.initial
      let fetches = 0
      for (const e of events) {
        const answered = s._tag === "Offered" || s._tag === "Declined"
        const [next, fx] = DrawOffer.step(s, e)
        fetches += fx.length
        // only a signed-in company's route asks
        if (fx.length > 0) expect(e._tag === "RouteEntered" && e.signedIn).toBe(true)
        if (answered) expect(next).toBe(s)
        s = next
      }
      expect(fetches).toBeLessThanOrEqual(1)
    },
  )
})

describe("LuckyDraw", () => {
  const shown = LuckyDraw.start("8")
  it("shows from the start", () => {
    expect(LuckyDraw.visible(shown)).toBe(true)
    expect(LuckyDraw.loading(shown)).toBe(false)
  })
  it("drawing shows loading and the result after 2000 ms, then animates out over 1000 ms", () => {
    const r = run(LuckyDraw.step, shown, [
      { _tag: "Draw", now: 1000 },
      { _tag: "DrawSucceeded", prize: { name: "口罩", remarks: "10个" }, now: 1300 },
    ])
    expect(LuckyDraw.loading(r.state)).toBe(true)
    expect(r.effects).toEqual([
      { _tag: "RequestDraw", id: "8" },
      { _tag: "ScheduleTick", at: 3000 },
    ])
    const early = run(LuckyDraw.step, r.state, [{ _tag: "Tick", now: 2999 }])
    expect(early.state.result).toBeNull()
    const due = run(LuckyDraw.step, r.state, [{ _tag: "Tick", now: 3000 }])
    expect(due.effects).toEqual([
      { _tag: "ShowResult", message: "恭喜您抽中口罩（10个）" },
      { _tag: "ScheduleTick", at: 4000 },
    ])
    expect(LuckyDraw.loading(due.state)).toBe(false)
    const gone = run(LuckyDraw.step, due.state, [
      { _tag: "Tick", now: 3500 },
      { _tag: "Tick", now: 4000 },
    ])
    expect(gone.state.phase._tag).toBe("Closed")
    expect(LuckyDraw.visible(gone.state)).toBe(false)
  })
  it("a late answer shows at once", () => {
    const r = run(LuckyDraw.step, shown, [
      { _tag: "Draw", now: 0 },
      { _tag: "DrawSucceeded", prize: { name: "a", remarks: "b" }, now: 5000 },
    ])
    expect(r.effects[1]).toEqual({ _tag: "ShowResult", message: "恭喜您抽中a（b）" })
  })
  it("closing while drawing asks to confirm", () => {
    const drawing = run(LuckyDraw.step, shown, [
      { _tag: "Draw", now: 0 },
      { _tag: "Close", now: 10 },
      { _tag: "Close", now: 11 },
    ])
    expect(drawing.effects).toEqual([
      { _tag: "RequestDraw", id: "8" },
      { _tag: "Confirm", message: "正在抽奖中，关闭后如未显示结果，请到个人中心查看" },
    ])
    const stay = run(LuckyDraw.step, drawing.state, [
      { _tag: "DrawSucceeded", prize: { name: "a", remarks: "b" }, now: 2500 },
      { _tag: "ConfirmAnswered", close: false, now: 2600 },
    ])
    expect(stay.effects[0]).toMatchObject({ _tag: "ShowResult" })
    const leave = run(LuckyDraw.step, drawing.state, [
      { _tag: "ConfirmAnswered", close: true, now: 100 },
      { _tag: "DrawSucceeded", prize: { name: "a", remarks: "b" }, now: 200 },
      { _tag: "Tick", now: 1100 },
    ])
    expect(leave.state.phase._tag).toBe("Closed")
    expect(leave.effects.some((e) => e._tag === "ShowResult")).toBe(false)
  })
  it("a failed draw clears loading and uses the shared handler", () => {
    const r = run(LuckyDraw.step, shown, [
      { _tag: "Draw", now: 0 },
      { _tag: "DrawFailed", error: "boom" },
    ])
    expect(LuckyDraw.loading(r.state)).toBe(false)
    expect(r.effects[1]).toEqual({ _tag: "HandleFailure", error: "boom" })
  })
  it("closing the banner", () => {
    const r = run(LuckyDraw.step, shown, [
      { _tag: "Close", now: 0 },
      { _tag: "Tick", now: 1000 },
    ])
    expect(r.state.phase._tag).toBe("Closed")
  })

  const eventArb: fc.Arbitrary<LuckyDraw.Event> = fc.oneof(
    fc.nat(10000).map((now) => ({ _tag: "Draw" as const, now })),
    fc
      .nat(10000)
      .map((now) => ({ _tag: "DrawSucceeded" as const, prize: { name: "n", remarks: "r" }, now })),
    fc.constant({ _tag: "DrawFailed" as const, error: null }),
    fc.nat(10000).map((now) => ({ _tag: "Close" as const, now })),
    fc
      .tuple(fc.boolean(), fc.nat(10000))
      .map(([close, now]) => ({ _tag: "ConfirmAnswered" as const, close, now })),
    fc.nat(10000).map((now) => ({ _tag: "Tick" as const, now })),
  )
  test.prop([fc.array(eventArb, { maxLength: 40 })], runs)(
    "never two draws at once; on screen until Closed; nothing after Closed",
    (events) => {
      let s = shown
      for (const e of events) {
        const wasClosed = s.phase._tag === "Closed"
        const [next, fx] = LuckyDraw.step(s, e)
        expect(LuckyDraw.visible(next)).toBe(next.phase._tag !== "Closed")
        if (wasClosed) {
          expect(next).toBe(s)
          expect(fx).toEqual([])
        }
        if (s.phase._tag === "Drawing") expect(fx.some((f) => f._tag === "RequestDraw")).toBe(false)
        s = next
      }
    },
  )
})

describe("LoginFlag", () => {
  it("removes the flag on navigation with a reload", () => {
    const r = run(LoginFlag.step, LoginFlag.fromStorage("1"), [
      { _tag: "Navigated" },
      { _tag: "Navigated" },
    ])
    expect(r.effects).toEqual([{ _tag: "RemoveFlag" }, { _tag: "Reload" }])
    expect(
      run(LoginFlag.step, LoginFlag.fromStorage(null), [{ _tag: "Navigated" }]).effects,
    ).toEqual([])
  })
  it("logout clears the flag and reloads", () => {
    const r = run(LoginFlag.step, LoginFlag.fromStorage("1"), [
      { _tag: "LogoutRequested" },
      { _tag: "LogoutRequested" },
      { _tag: "LogoutDone" },
    ])
    expect(r.effects).toEqual([{ _tag: "CallLogout" }, { _tag: "RemoveFlag" }, { _tag: "Reload" }])
    expect(r.state.flag).toBe(false)
    const failed = run(LoginFlag.step, LoginFlag.fromStorage("1"), [
      { _tag: "LogoutRequested" },
      { _tag: "LogoutFailed", error: "x" },
    ])
    expect(failed.effects[1]).toEqual({ _tag: "HandleFailure", error: "x" })
    expect(failed.state.loggingOut).toBe(false)
  })
})
