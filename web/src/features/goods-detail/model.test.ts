import { afterEach, describe, expect, it, vi } from "vitest"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import * as Api from "./api.ts"
import {
  activeImage,
  chooseQuantity,
  detail,
  goods,
  images,
  ladderRows,
  loadDetail,
  price,
  related,
  resetDetail,
  showImage,
  status,
  stock,
  unavailable,
  type GoodsDetail,
} from "./model.ts"

/** A goods sold in packs of 10, 20.00 each, 18.00 from 10 and 16.00 from 50. */
const packed = {
  id: 7,
  name: "阿莫西林胶囊",
  base_price: "20.00",
  bzdw: "盒",
  zbz: 10,
  number: 500,
  ladder_price_type: 2,
  ladder_price: [
    { number: 10, price: "18.00" },
    { number: 50, price: "16.00" },
  ],
} as unknown as GoodsDetail

const yuan = (text: string) => Money.parseOr(text)
const activeTier = () => ladderRows.value.find((r) => r.active)?.number

afterEach(() => {
  resetDetail()
  vi.unstubAllGlobals()
})

describe("the goods detail's price", () => {
  it("is that of the pack the buy box starts at, as the listings show it", () => {
    detail.set({ goods: packed, related: [] })
    expect(price.value).toBe(yuan("18.00"))
    expect(activeTier()).toBe(10)
  })

  it("follows the quantity in the buy box, and the tier table marks that quantity's tier", () => {
    detail.set({ goods: packed, related: [] })
    chooseQuantity(60)
    expect(price.value).toBe(yuan("16.00"))
    expect(activeTier()).toBe(50)
    chooseQuantity(5)
    expect(price.value).toBe(yuan("20.00"))
    expect(activeTier()).toBeUndefined()
  })

  it("goes back to the pack's price while the box holds no whole number", () => {
    detail.set({ goods: packed, related: [] })
    chooseQuantity(60)
    chooseQuantity(null)
    expect(price.value).toBe(yuan("18.00"))
  })

  it("is the base price for a goods without tiers", () => {
    detail.set({
      goods: { ...packed, zbz: 1, ladder_price: [] } as unknown as GoodsDetail,
      related: [],
    })
    chooseQuantity(3)
    expect(price.value).toBe(yuan("20.00"))
    expect(ladderRows.value).toEqual([])
  })
})

describe("loading a goods detail", () => {
  const detailOf = (id: number) => ({
    ...goodsFixture({
      id,
      base_price: "20.00",
      zbz: 10,
      number: 500,
      goods_image: ["/a.png", "/b.png"],
      ladder_price: [
        { number: 10, price: "18.00" },
        { number: 50, price: "16.00" },
      ],
    }),
    description: "",
    instructions: "",
  })
  const serve = () =>
    installFetch({
      "GET /api/goods/detail/7": ok(detailOf(7)),
      "GET /api/goods/detail/8": ok(detailOf(8)),
      "GET /api/goods/relation": ok([]),
    })

  it("keeps the buyer's quantity and picture when the same goods is loaded again", async () => {
    serve()
    await loadDetail("7")
    chooseQuantity(60)
    showImage(1)
    await loadDetail("7")
    expect(price.value).toBe(yuan("16.00"))
    expect(activeImage.value).toBe(1)
  })

  it("starts another goods at its pack's price and first picture", async () => {
    serve()
    await loadDetail("7")
    chooseQuantity(60)
    showImage(1)
    await loadDetail("8")
    expect(goods.value?.id).toBe(8)
    expect(price.value).toBe(yuan("18.00"))
    expect(activeImage.value).toBe(0)
  })
})

describe("a goods detail that cannot be shown, and its neighbours", () => {
  it("a goods that does not exist is missing; one that cannot be read is failed", async () => {
    installFetch({
      "GET /api/goods/detail/404": envelope(404, "商品不存在", 404),
      "GET /api/goods/detail/500": envelope(50000, "err", 500),
      "GET /api/goods/relation": ok([]),
    })
    await loadDetail("404")
    expect([status.value, goods.value]).toEqual(["missing", null])
    await loadDetail("500")
    expect(status.value).toBe("failed")
  })

  it("the goods bought together leave out the goods itself; empty pictures are not shown", async () => {
    installFetch({
      "GET /api/goods/detail/7": ok({
        ...goodsFixture({ id: 7, goods_image: ["/a.png", "", "/b.png"] }),
        description: "",
        instructions: "",
      }),
      "GET /api/goods/relation": ok([goodsFixture({ id: 7 }), goodsFixture({ id: 9 })]),
    })
    await loadDetail("7")
    expect(related.value.map((g) => g.id)).toEqual([9])
    expect(images.value).toEqual(["/a.png", "/b.png"])
  })

  it("a goods out of stock says 缺货 and shows its stock", () => {
    detail.set({ goods: { ...packed, number: 0 }, related: [] })
    expect(unavailable.value).toBe(Messages.cartInput.outOfStock)
    expect(stock.value).toBe(0)
  })

  it("an older goods answering after the one the buyer went on to is not shown", async () => {
    installFetch({ "GET /api/goods/relation": ok([]) })
    let answerOld: () => void = () => {}
    vi.spyOn(Api, "detail")
      .mockImplementationOnce(
        () => new Promise((resolve) => (answerOld = () => resolve({ ...packed, id: 1 }))),
      )
      .mockResolvedValueOnce({ ...packed, id: 2 })
    const older = loadDetail("1")
    await loadDetail("2")
    answerOld()
    await older
    expect(goods.value?.id).toBe(2)
    expect(status.value).toBe("ready")
  })
})
