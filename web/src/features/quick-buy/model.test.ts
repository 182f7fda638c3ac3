import fc from "fast-check"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture, type Goods } from "../../../test/goods.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { resetSession } from "../../lib/session/session.ts"
import * as Api from "./api.ts"
import * as Bulk from "./bulk.ts"
import * as Model from "./model.ts"

const B = Messages.member.bulk

const item = (id: number, extra: Partial<Goods> = {}): Model.Item => ({
  ...goodsFixture({ id, name: `商品${id}`, ...extra }),
  buy_count: 3,
  last_buy_time: "2026-11-20 10:00:00",
})
/** Sold in packs of 10, 200 in stock, 20.00 each and 18.00 from 50. */
const packed = item(7, {
  zbz: 10,
  number: 200,
  base_price: "20.00",
  ladder_price: [{ number: 50, price: "18.00" }],
})

const added = ok({ total: 2, added: [] }, "加入购物车成功")

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  resetSession()
  Model.quantities.value = new Map()
  Model.checked.value = new Map()
  Model.problems.value = new Map()
  Model.adding.value = false
  Bulk.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe("快速采购: the goods bought before", () => {
  it("are asked for by page and by the order chosen", async () => {
    const fetch = installFetch({
      "GET /api/user/fast_buy": ok({
        data: [],
        total: 0,
        current_page: 2,
        last_page: 2,
        per_page: 20,
      }),
    })
    await Model.list.load({ page: 2, order: "buy_count" })
    expect(fetch.calls[0]?.query.toString()).toBe("page=2&order=buy_count")
  })

  it("a row starts at its pack and is priced for its quantity's tier", () => {
    expect(Model.quantityOf(packed)).toBe("10")
    expect(Model.priceOf(packed)).toBe(Money.parseOr("20.00"))
    Model.setQuantity(packed, "60")
    expect(Model.priceOf(packed)).toBe(Money.parseOr("18.00"))
    Model.setQuantity(packed, "")
    expect(Model.priceOf(packed)).toBe(Money.parseOr("20.00"))
  })

  it("+/- step by the pack and never leave the pack and the stock, however often pressed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<"up" | "down">("up", "down"), { maxLength: 40 }),
        (presses) => {
          Model.quantities.value = new Map()
          for (const p of presses) Model.stepQuantity(packed, p)
          const n = Number(Model.quantityOf(packed))
          expect(n % 10).toBe(0)
          expect(n).toBeGreaterThanOrEqual(10)
          expect(n).toBeLessThanOrEqual(200)
        },
      ),
    )
  })

  it("全选 checks every row of the page, or unchecks them all when all were; rows of other pages stay", () => {
    const other = item(99)
    const page = [item(1), item(2), item(3)]
    fc.assert(
      fc.property(fc.subarray(page), fc.boolean(), (before, otherChecked) => {
        Model.checked.value = new Map(
          [...before, ...(otherChecked ? [other] : [])].map((g) => [g.id, g]),
        )
        Model.toggleAll(page)
        const all = before.length === page.length
        for (const g of page) expect(Model.checked.value.has(g.id)).toBe(!all)
        expect(Model.checked.value.has(other.id)).toBe(otherChecked)
      }),
    )
  })

  it("adding with nothing checked says so and sends nothing", async () => {
    const fetch = installFetch({})
    await Model.addChecked()
    expect(toasts.error()).toEqual([Messages.member.quick.noneSelected])
    expect(fetch.calls).toHaveLength(0)
  })

  it("a checked row that cannot be added says why on the row; nothing is sent; typing takes it away", async () => {
    const fetch = installFetch({})
    Model.toggle(packed)
    Model.toggle(item(8, { is_buy: 0 }))
    Model.setQuantity(packed, "300")
    await Model.addChecked()
    expect(Model.problems.value.get(7)).toBe(Messages.aboveStock(200, "盒"))
    expect(Model.problems.value.get(8)).toBe(Messages.cartInput.notBuyable)
    expect(toasts.error()).toEqual([Messages.aboveStock(200, "盒")])
    expect(fetch.calls).toHaveLength(0)
    Model.setQuantity(packed, "20")
    expect(Model.problems.value.has(7)).toBe(false)
  })

  it("adds every checked row in one call, rounded up to the pack, kept over paging, then unchecks them", async () => {
    const fetch = installFetch({ "POST /api/cart": added, "GET /api/cart/total": ok({ total: 2 }) })
    Model.toggle(packed)
    Model.setQuantity(packed, "12")
    expect(Model.packNotice(packed)).toBe(Messages.packAdjusted(20, "盒"))
    Model.toggle(item(3))
    await Model.addChecked()
    const sent = new URLSearchParams(fetch.calls[0]?.body ?? "")
    expect(sent.getAll("goods_id")).toEqual(["7", "3"])
    expect(sent.getAll("number")).toEqual(["20", "1"])
    expect(toasts.plain()).toEqual(["加入购物车成功"])
    expect(Model.checked.value.size).toBe(0)
    await vi.waitFor(() => expect(fetch.count("GET /api/cart/total")).toBe(1))
  })

  it("a refused add keeps the rows checked", async () => {
    installFetch({ "POST /api/cart": envelope(40000, "商品已下架") })
    Model.toggle(item(3))
    await Model.addChecked()
    expect([...Model.checked.value.keys()]).toEqual([3])
    expect(Model.adding.value).toBe(false)
  })
})

describe("批量采购", () => {
  const matched = (ids: number[]) =>
    ok({
      rows: [{ keyword: "感冒灵颗粒", match_by: "name", goods_ids: ids, total: ids.length }],
      goods: ids.map((id) => ({ ...goodsFixture({ id }), barcode: "" })),
    })

  it("an empty list asks for one and sends nothing", async () => {
    const fetch = installFetch({})
    Bulk.text.value = " \n \n"
    await Bulk.matchText()
    expect(Bulk.notice.value).toBe(B.empty)
    expect(fetch.calls).toHaveLength(0)
  })

  it("sends each line's key, then adds the matched lines in one call", async () => {
    const fetch = installFetch({
      "POST /api/goods/match": matched([1]),
      "POST /api/cart": added,
      "GET /api/cart/total": ok({ total: 1 }),
    })
    Bulk.text.value = "感冒灵颗粒 3"
    await Bulk.matchText()
    expect(new URLSearchParams(fetch.calls[0]?.body ?? "").getAll("keyword")).toEqual([
      "感冒灵颗粒",
    ])
    expect(Bulk.status.value).toBe("ready")
    expect(Bulk.summary.value).toMatchObject({ matched: 1 })
    await Bulk.addAll()
    expect(new URLSearchParams(fetch.calls[1]?.body ?? "").getAll("number")).toEqual(["3"])
    expect(toasts.plain()).toEqual(["加入购物车成功"])
  })

  it("a row with several matches adds nothing until one is chosen", async () => {
    const fetch = installFetch({
      "POST /api/goods/match": matched([1, 2]),
      "POST /api/cart": added,
    })
    Bulk.text.value = "感冒灵颗粒 3"
    await Bulk.matchText()
    await Bulk.addAll()
    expect(toasts.error()).toEqual([B.nothingToAdd])
    Bulk.choose(1, 2)
    await Bulk.addAll()
    expect(new URLSearchParams(fetch.calls.at(-1)?.body ?? "").getAll("goods_id")).toEqual(["2"])
  })

  it("a file that is neither .xlsx nor CSV is refused; a CSV in GBK is read", async () => {
    const fetch = installFetch({ "POST /api/goods/match": matched([1]) })
    await Bulk.matchFile(new File(["x"], "清单.xls"))
    expect(toasts.error()).toEqual([B.fileType])
    // 感冒灵颗粒,30 in GBK, as Excel in a Chinese locale saves it
    const gbk = Uint8Array.from([
      0xb8, 0xd0, 0xc3, 0xb0, 0xc1, 0xe9, 0xbf, 0xc5, 0xc1, 0xa3, 0x2c, 0x33, 0x30,
    ])
    await Bulk.matchFile(new File([gbk], "清单.csv"))
    expect(Bulk.fileName.value).toBe("清单.csv")
    expect(new URLSearchParams(fetch.calls[0]?.body ?? "").getAll("keyword")).toEqual([
      "感冒灵颗粒",
    ])
  })

  it("清空 while a match is on its way: its answer is dropped", async () => {
    let answer: () => void = () => {}
    vi.spyOn(Api, "match").mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              rows: [{ keyword: "感冒灵颗粒", match_by: "name", goods_ids: [1], total: 1 }],
              goods: [{ ...goodsFixture({ id: 1 }), barcode: "" }],
            })
        }),
    )
    Bulk.text.value = "感冒灵颗粒 3"
    const matching = Bulk.matchText()
    expect(Bulk.status.value).toBe("matching")
    Bulk.clear()
    answer()
    await matching
    expect(Bulk.status.value).toBe("idle")
    expect(Bulk.rows.value).toEqual([])
  })
})
