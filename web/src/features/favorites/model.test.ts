import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { favorites as favouriteChanges, resetGoodsActions } from "../../lib/goods/goods.ts"
import { favorites, followCancels } from "./model.ts"

const page = (n: number, ids: ReadonlyArray<number>, last = 2) => ({
  data: ids.map((id) => goodsFixture({ id, is_favorite: 1 })),
  current_page: n,
  last_page: last,
  per_page: 20,
  total: 20 * (last - 1) + ids.length,
})

let stop: () => void = () => {}
beforeEach(() => resetGoodsActions())
afterEach(() => {
  stop()
  favorites.reset()
})

describe("我的收藏 follows the favourites cancelled on its cards", () => {
  it("a goods of the page cancelled: the same page is read again without it", async () => {
    const fetch = installFetch({ "GET /api/favorite": ok(page(1, [1, 2])) })
    await favorites.load({ page: 1 })
    const pages: number[] = []
    stop = followCancels((p) => pages.push(p))
    expect(fetch.count("GET /api/favorite")).toBe(1)
    favouriteChanges.value = { "2": false }
    expect(pages).toEqual([1])
    await vi.waitFor(() => expect(fetch.count("GET /api/favorite")).toBe(2))
  })

  it("the last goods of a later page cancelled: the page before it is shown", async () => {
    const fetch = installFetch({ "GET /api/favorite": ok(page(2, [21])) })
    await favorites.load({ page: 2 })
    const pages: number[] = []
    stop = followCancels((p) => pages.push(p))
    favouriteChanges.value = { "21": false }
    expect(pages).toEqual([1])
    // the page before is read by the list itself, from the URL
    expect(fetch.count("GET /api/favorite")).toBe(1)
  })

  it("a goods of another page, or one favourited again, changes nothing", async () => {
    const fetch = installFetch({ "GET /api/favorite": ok(page(1, [1, 2])) })
    await favorites.load({ page: 1 })
    const pages: number[] = []
    stop = followCancels((p) => pages.push(p))
    favouriteChanges.value = { "99": false, "1": true }
    expect(pages).toEqual([])
    expect(fetch.count("GET /api/favorite")).toBe(1)
  })
})
