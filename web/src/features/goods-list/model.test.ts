import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { pageOf } from "../../../test/page.ts"
import * as Api from "./api.ts"
import * as Model from "./model.ts"

const read = (search: string, pathCategory?: string) =>
  Model.queryOf(new URLSearchParams(search), pathCategory)

beforeEach(() => Model.list.reset())
afterEach(() => vi.unstubAllGlobals())

describe("the list's address as its state", () => {
  it("reads every part of the query the header and the list's links write", () => {
    expect(
      read("select=12&brand_id=3&zy=2&keywords=%20感冒%20&type=2&order=price_asc&page=4"),
    ).toEqual({
      categoryId: 12,
      brandId: 3,
      qx: false,
      zy: true,
      keywords: "感冒",
      searchType: 2,
      order: "price_asc",
      page: 4,
    })
  })

  it("/list/other/{id} names the category, before any in the query", () => {
    expect(read("select=12&category_id=13", "40").categoryId).toBe(40)
    expect(read("category_id=13").categoryId).toBe(13)
  })

  it("whatever the query holds, the page is a whole number from 1 and the order a known one", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("page", "order", "select", "type"), fc.string()),
        (q) => {
          const r = read(new URLSearchParams(q).toString())
          expect(Number.isSafeInteger(r.page) && r.page >= 1).toBe(true)
          expect(Model.ORDERS).toContain(r.order)
          expect(r.categoryId === null || r.categoryId >= 1).toBe(true)
          expect([1, 2]).toContain(r.searchType)
        },
      ),
    )
  })

  it("the list call gets only what the query sets; the default order is no order", () => {
    expect(Model.listParams(read(""))).toEqual({
      page: 1,
      keywords: undefined,
      category_id: undefined,
      brand_id: undefined,
      qx: undefined,
      zy: undefined,
      order: undefined,
    })
    expect(Model.listParams(read("select=5&qx=2&order=sales&keywords=gml"))).toMatchObject({
      category_id: 5,
      qx: 2,
      order: "sales",
      keywords: "gml",
    })
  })

  it("a link changes only the keys it names and keeps every other one", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("select", "order", "page", "keywords"),
          fc.string({ minLength: 1 }),
        ),
        fc.constantFrom("order", "page"),
        fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
        (q, key, value) => {
          const search = new URLSearchParams(q)
          const href = Model.hrefWith("/list", search, { [key]: value })
          const [path, qs = ""] = href.split("?")
          const next = new URLSearchParams(qs)
          expect(path).toBe("/list")
          expect(next.get(key)).toBe(value === null ? null : String(value))
          for (const [k, v] of search) if (k !== key) expect(next.get(k)).toBe(v)
        },
      ),
    )
  })
})

describe("loading a page of goods", () => {
  it("shows the goods of the query's page", async () => {
    const fetch = installFetch({
      "GET /api/goods/list": ok(pageOf([goodsFixture({ id: 1 }), goodsFixture({ id: 2 })], 2, 3)),
    })
    await Model.loadList(read("keywords=gml&page=2"))
    expect(fetch.calls[0]?.query.toString()).toBe("page=2&keywords=gml")
    expect(Model.list.status.value).toBe("ready")
    expect(Model.list.data.value?.data.map((g) => g.id)).toEqual([1, 2])
  })

  it("a failure keeps the page shown before, marked failed", async () => {
    installFetch({ "GET /api/goods/list": ok(pageOf([goodsFixture({ id: 1 })])) })
    await Model.loadList(read(""))
    vi.spyOn(Api, "goodsList").mockResolvedValue(undefined)
    await Model.loadList(read("page=2"))
    expect(Model.list.status.value).toBe("failed")
    expect(Model.list.data.value?.data.map((g) => g.id)).toEqual([1])
  })

  it("an older page answering after a newer one is not shown", async () => {
    let answerOld: (page: Model.GoodsPage | undefined) => void = () => {}
    const calls = vi
      .spyOn(Api, "goodsList")
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce(pageOf([goodsFixture({ id: 2 })], 2, 2))
    const older = Model.loadList(read("page=1"))
    await Model.loadList(read("page=2"))
    answerOld(pageOf([goodsFixture({ id: 1 })], 1, 2))
    await older
    expect(calls).toHaveBeenCalledTimes(2)
    expect(Model.list.data.value?.current_page).toBe(2)
    expect(Model.list.status.value).toBe("ready")
  })
})
