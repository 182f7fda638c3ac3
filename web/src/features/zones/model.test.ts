import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { pageOf } from "../../../test/page.ts"
import { setNavigator } from "../../lib/navigation.ts"
import * as Model from "./model.ts"

const zone = ok({ ads: [], goods: [] })

const went: string[] = []
beforeEach(() => {
  for (const r of [Model.goods, Model.zoneAds, Model.kxzqFocus, Model.kxzqGoods, Model.template])
    r.reset()
  went.length = 0
  setNavigator((to) => went.push(to))
})
afterEach(() => {
  setNavigator(null)
  vi.unstubAllGlobals()
})

describe("the goods zones", () => {
  it("a path segment is a page number from 1; anything else is page 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), (n) => {
        expect(Model.pageOf(String(n))).toBe(n)
      }),
    )
    for (const s of [undefined, "", "0", "-2", "abc", "1.5"]) expect(Model.pageOf(s)).toBe(1)
  })

  it("each zone's goods are asked for with its own filter", async () => {
    const fetch = installFetch({ "GET /api/goods/list": ok(pageOf([])) })
    await Model.goods.load({ page: 2, jxq: 1, order: "expiry" })
    await Model.goods.load({ page: 1, brand_id: 7 })
    await Model.goods.load({ page: 1, zy: 2 })
    expect(fetch.calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { page: "2", jxq: "1", order: "expiry" },
      { page: "1", brand_id: "7" },
      { page: "1", zy: "2" },
    ])
  })

  it("the ads of 包邮专区 and 中药专区 come from their own calls", async () => {
    const fetch = installFetch({ "GET /api/focus/yx": zone, "GET /api/focus/zyzq": zone })
    await Model.zoneAds.load("yx")
    await Model.zoneAds.load("zy")
    expect(fetch.calls.map((c) => c.path)).toEqual(["/api/focus/yx", "/api/focus/zyzq"])
  })

  it("控销专区's new page reads the new focus, the other its own", async () => {
    const fetch = installFetch({ "GET /api/focus/kxzq": zone, "GET /api/focus/new_kxzq": zone })
    await Model.kxzqFocus.load(true)
    await Model.kxzqFocus.load(false)
    expect(fetch.calls.map((c) => c.path)).toEqual(["/api/focus/new_kxzq", "/api/focus/kxzq"])
  })

  it("a controlled-sales group that does not exist goes to /noActivity", async () => {
    const fetch = installFetch({ "GET /api/kxzq/goods/abc": envelope(404, "活动不存在", 404) })
    await Model.kxzqGoods.load({ url: "abc", page: 3 })
    expect(fetch.calls[0]?.query.get("page")).toBe("3")
    expect(went).toEqual(["/noActivity"])
  })

  it("a template page sends its activity id, and none when the address has none", async () => {
    const fetch = installFetch({ "GET /api/focus/demo": zone })
    await Model.template.load("12")
    await Model.template.load("")
    expect(fetch.calls.map((c) => c.query.toString())).toEqual(["id=12", ""])
  })
})
