import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { pageOf } from "../../../test/page.ts"
import { recordToasts } from "../../../test/toasts.ts"
import * as Model from "./model.ts"

const query = (q: Partial<Model.Query> = {}): Model.Query => ({
  page: 1,
  keywords: "",
  ph: "",
  maker: "",
  year: "",
  ...q,
})

const report = {
  id: 1,
  goods_name: "感冒灵颗粒",
  sccj: "华润三九",
  ph: "20261101",
  report_url: "/static/jybg/1.pdf",
  created_at: "2026-11-20 10:00:00",
}

beforeEach(() => {
  Model.list.reset()
  Model.filter.reset()
})
afterEach(() => vi.unstubAllGlobals())

describe("检验报告", () => {
  it("sends each search field the buyer filled, and only those", async () => {
    const fetch = installFetch({ "GET /api/jybg": ok(pageOf([report])) })
    await Model.list.load(query({ page: 2 }))
    await Model.list.load(
      query({ keywords: "gml", ph: "20261101", maker: "华润三九", year: "2026" }),
    )
    expect(fetch.calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { page: "2" },
      { page: "1", keywords: "gml", ph: "20261101", maker: "华润三九", year: "2026" },
    ])
    expect(Model.list.data.value?.data).toEqual([report])
  })

  it("a year that is not four digits is left out of the search", async () => {
    const fetch = installFetch({ "GET /api/jybg": ok(pageOf([])) })
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 4 }), async (year) => {
        fetch.calls.length = 0
        await Model.list.load(query({ year }))
        expect(fetch.calls[0]?.query.get("year")).toBe(/^\d{4}$/.test(year) ? year : null)
      }),
      { numRuns: 30 },
    )
  })

  it("the makers and years to choose from are read silently: a failure offers 全部 only", async () => {
    const toasts = recordToasts()
    installFetch({ "GET /api/jybg/filter": envelope(50000, "err", 500) })
    await Model.filter.load(null)
    expect(Model.filter.status.value).toBe("failed")
    expect(toasts.plain()).toEqual([])
    installFetch({ "GET /api/jybg/filter": ok({ makers: ["华润三九"], years: ["2026"] }) })
    await Model.filter.load(null)
    expect(Model.filter.data.value).toEqual({ makers: ["华润三九"], years: ["2026"] })
  })
})
