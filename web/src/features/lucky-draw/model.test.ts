import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { resetDialogs } from "../../../test/dialogs.ts"
import * as Model from "./model.ts"
import * as Offer from "./offer.ts"

beforeEach(() => {
  Offer.resetDrawOffer()
  Model.resetLuckyDraw()
  resetDialogs()
})
afterEach(() => {
  Model.resetLuckyDraw()
  resetDialogs()
  vi.unstubAllGlobals()
})

describe("whether the lucky draw is offered", () => {
  it("is asked once a page load: later routes ask nothing more", async () => {
    const fetch = installFetch({ "GET /api/draw/simple": ok({ id: 7, is_join: 0, result: null }) })
    Offer.routeEntered("index", true)
    Offer.routeEntered("list", true)
    await vi.waitFor(() => expect(Offer.offered.value).toEqual({ activityId: "7" }))
    Offer.routeEntered("cart", true)
    expect(fetch.count("GET /api/draw/simple")).toBe(1)
  })

  it("a failed question is not offered, and is not asked again on the next route", async () => {
    const fetch = installFetch({ "GET /api/draw/simple": envelope(50000, "err", 500) })
    Offer.routeEntered("index", true)
    await vi.waitFor(() => expect(fetch.count("GET /api/draw/simple")).toBe(1))
    fetch.routes["GET /api/draw/simple"] = ok({ id: 7, is_join: 0, result: null })
    Offer.routeEntered("list", true)
    expect(Offer.offered.value).toBeUndefined()
    expect(fetch.count("GET /api/draw/simple")).toBe(1)
  })
})

describe("the banner once offered", () => {
  it("opens once: a second offer does not replace the first", async () => {
    Model.open("7")
    Model.open("8")
    expect(Model.visible.value).toBe(true)
    const fetch = installFetch({})
    Model.draw()
    await vi.waitFor(() => expect(fetch.calls[0]?.query.get("id")).toBe("7"))
  })

  it("an offer without an activity cannot be drawn: said as a bad answer, the banner stays", async () => {
    const toasts = recordToasts()
    const fetch = installFetch({})
    Model.open(null)
    Model.draw()
    await vi.waitFor(() => expect(Model.drawing.value).toBe(false))
    expect(fetch.calls).toHaveLength(0)
    expect(toasts.plain()).toEqual(["系统繁忙，请稍后再试"])
    expect(Model.visible.value).toBe(true)
    expect(Model.result.value).toBeNull()
  })

  it("closing without drawing takes the banner out over its animation, for good", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
    try {
      Model.open("7")
      Model.closeBanner()
      expect(Model.closing.value).toBe(true)
      vi.advanceTimersByTime(1000)
      expect(Model.visible.value).toBe(false)
      Model.open("8")
      expect(Model.visible.value).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
