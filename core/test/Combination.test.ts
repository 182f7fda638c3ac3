import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as CartLineInput from "../src/CartLineInput.ts"
import * as Combination from "../src/Combination.ts"
import { FormBody } from "../src/FormBody.ts"
import { fen, runs, wireAmount } from "./arbitraries.ts"

describe("Combination: worked examples", () => {
  it("saving is original minus combination price", () => {
    expect(Combination.priced({ price: "200.00", original_price: "219.00" })).toEqual({
      price: 20000,
      original: 21900,
      saving: 1900,
    })
    expect(Combination.priced({ price: "30", original_price: "20" }).saving).toBe(0)
  })
  it("adds the whole combination as one type-3 line", () => {
    const line = Combination.cartLine({ id: 4, price: "200.00" }, 2)
    expect(line).toEqual({ goods_id: 4, price: "200.00", number: 2, ck_id: 0, type: 3 })
    expect(FormBody.cartLines([line!])).toMatchObject({ goods_id: [4], number: [2], type: [3] })
    expect(Combination.cartLine({}, 1)).toBeNull()
    expect(Combination.cartLine({ id: 4, price: "1" }, 0)?.number).toBe(1)
  })
})

describe("Combination: what a buyer adds and sees", () => {
  it("only a positive whole id can be added; a quantity below 1 or not whole adds one set", () => {
    for (const id of [0, -1, 1.5, Number.NaN]) expect(Combination.cartLine({ id }, 2)).toBeNull()
    expect(Combination.cartLine({ id: 1, price: "5" }, 1)?.number).toBe(1)
    expect(Combination.cartLine({ id: 1, price: "5" }, -3)?.number).toBe(1)
    expect(Combination.cartLine({ id: 1, price: "5" }, 2.5)?.number).toBe(1)
    expect(Combination.cartLine({ id: 1, price: "5" }, 7)?.number).toBe(7)
    expect(Combination.cartLine({ id: 1, price: "-5" }, 1)?.price).toBe("0.00")
  })
  it("trims what its goods are called, and shows no picture for a blank one", () => {
    const c = Combination.ofOffer({
      id: 3,
      goods: [
        { goods_id: 7, name: " 甲 ", ypgg: " 10g ", bzdw: " 盒 ", image: " /a.svg ", number: 3 },
        { name: "  ", image: "   " },
      ],
    })
    expect(c.items).toEqual([
      { goodsId: "7", name: "甲", spec: "10g", unit: "盒", image: "/a.svg", perSet: 3 },
      { goodsId: null, name: "", spec: "", unit: "", image: null, perSet: 1 },
    ])
    // a goods without a name is left out of the combination's name
    expect(c.name).toBe("组合：甲")
  })
  it("a line without a combination id has none; a negative set stock reads as 0", () => {
    expect(Combination.ofLine({ goods_type: 3, combination: null, goods: null })).toEqual({
      id: null,
      name: "组合",
      stock: null,
      items: [],
    })
    expect(Combination.ofLine({ goods_type: 3, combination: { stock: -3 } })?.stock).toBe(0)
    expect(Combination.setTerms({ goods_type: 3, goods: { is_buy: 0, number: -1 } })).toEqual({
      is_buy: 0,
      number: 0,
      zbz: 1,
      bzdw: "组",
    })
  })
})

/** A combination line as GET /api/cart/list sends it: goods is its first goods. */
const firstGoods = {
  id: 1,
  name: "感冒灵颗粒",
  is_buy: 1,
  number: 483,
  zbz: 20,
  bzdw: "盒",
} as const
const line = (
  combination: Combination.LineCombination | null,
  extra: Partial<Combination.Line> = {},
): Combination.Line => ({
  goods_type: 3,
  combination,
  goods: firstGoods,
  ...extra,
})

describe("Combination in the cart: worked examples", () => {
  it("reads a combination line as the combination: name, stock and each goods per set", () => {
    const c = Combination.ofLine(
      line({
        id: 1,
        name: "感冒组合装",
        stock: 12,
        goods: [
          {
            goods_id: 1,
            name: "感冒灵颗粒",
            ypgg: "10g*9袋",
            bzdw: "盒",
            image: "/a.svg",
            number: 2,
          },
          { goods_id: 45, name: "氯雷他定片", ypgg: "10mg*6片", bzdw: "盒", image: "", number: 1 },
        ],
      }),
    )
    expect(c).toEqual({
      id: "1",
      name: "感冒组合装",
      stock: 12,
      items: [
        {
          goodsId: "1",
          name: "感冒灵颗粒",
          spec: "10g*9袋",
          unit: "盒",
          image: "/a.svg",
          perSet: 2,
        },
        { goodsId: "45", name: "氯雷他定片", spec: "10mg*6片", unit: "盒", image: null, perSet: 1 },
      ],
    })
  })
  it("without a name it is 组合：A + B; without a stock, the stock its goods carries", () => {
    const c = Combination.ofLine(
      line({ id: 2, name: " ", goods: [{ name: "甲", number: 0 }, { name: "乙" }] }),
    )
    expect(c?.name).toBe("组合：甲 + 乙")
    expect(c?.stock).toBe(483)
    expect(c?.items.map((i) => i.perSet)).toEqual([1, 1])
    expect(Combination.ofLine(line(null))?.name).toBe("组合")
  })
  it("a goods line is not a combination", () => {
    expect(Combination.ofLine({ goods_type: 1, combination: null })).toBeNull()
    expect(Combination.isLine({ goods_type: 3 })).toBe(true)
  })
  it("a set is checked as a set: pack 1, the set stock, unit 组", () => {
    expect(Combination.setTerms(line({ id: 1, name: "x", stock: 4 }))).toEqual({
      is_buy: 1,
      number: 4,
      zbz: 1,
      bzdw: "组",
    })
    expect(Combination.setTerms({ goods_type: 3, goods: null })).toEqual({ zbz: 1, bzdw: "组" })
  })
  it("a listed combination is bought in sets up to its stock: 3 of 2 left is refused", () => {
    const offer = Combination.offerTerms({ id: 1, price: "10.00", stock: 2 })
    expect(offer).toEqual({ number: 2, zbz: 1, bzdw: "组" })
    const three = CartLineInput.checkQuantity(offer, "3")
    expect(three._tag === "Failure" && three.failure.message).toBe("库存仅剩2组")
    expect(CartLineInput.unavailable(Combination.offerTerms({ stock: 0 }))).toBe("缺货")
    expect(Combination.offerTerms({ id: 1 })).toEqual({ zbz: 1, bzdw: "组" })
  })
  it("a listed combination reads as the cart shows one: its goods per set and their pictures", () => {
    const c = Combination.ofOffer({
      id: 4,
      name: "感冒组合装",
      price: "136.62",
      stock: 483,
      goods: [
        {
          goods_id: 1,
          name: "感冒灵颗粒",
          ypgg: "10g*9袋",
          bzdw: "盒",
          image: "/g/1.svg",
          number: 2,
        },
        { goods_id: 45, name: "氯雷他定片", ypgg: "10mg*6片", number: 1 },
      ],
    })
    expect(c).toEqual({
      id: "4",
      name: "感冒组合装",
      stock: 483,
      items: [
        {
          goodsId: "1",
          name: "感冒灵颗粒",
          spec: "10g*9袋",
          unit: "盒",
          image: "/g/1.svg",
          perSet: 2,
        },
        { goodsId: "45", name: "氯雷他定片", spec: "10mg*6片", unit: "", image: null, perSet: 1 },
      ],
    })
    expect(Combination.ofOffer({ id: 5, stock: -2 }).stock).toBe(0)
    expect(Combination.ofOffer({ id: 5 })).toMatchObject({ name: "组合", stock: null, items: [] })
  })
})

describe("Combination: properties", () => {
  test.prop([fc.integer({ min: 0, max: 500 }), fc.integer({ min: -5, max: 600 })], runs)(
    "a listed combination takes exactly the whole numbers of sets from 1 to its stock",
    (stock, sets) => {
      const r = CartLineInput.checkQuantity(Combination.offerTerms({ stock }), String(sets))
      const ok = sets >= 1 && sets <= stock
      expect(r._tag).toBe(ok ? "Success" : "Failure")
      if (r._tag === "Success") expect(r.success).toEqual({ number: sets, adjusted: null })
    },
  )

  test.prop(
    [fen(), fen()].map((a) => a.chain((f) => wireAmount(f).map((w) => [f, w] as const))),
    runs,
  )("saving ≥ 0 and price + saving = original whenever the parts cost more", ([p, pw], [o, ow]) => {
    const r = Combination.priced({ price: pw, original_price: ow })
    expect(r.price).toBe(p)
    expect(r.original).toBe(o)
    expect(r.saving).toBeGreaterThanOrEqual(0)
    if (o >= p) expect(r.price + r.saving).toBe(r.original)
    else expect(r.saving).toBe(0)
  })
  test.prop([fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: -5, max: 1000 })], runs)(
    "a line always has a whole quantity ≥ 1 and type 3",
    (id, n) => {
      const line = Combination.cartLine({ id, price: "1.00" }, n)
      expect(line?.number).toBeGreaterThanOrEqual(1)
      expect(line?.type).toBe(3)
      expect(line?.goods_id).toBe(id)
    },
  )
  test.prop(
    [
      fc.option(fc.integer({ min: -10, max: 1000 }), { nil: undefined }),
      fc.integer({ min: 0, max: 1000 }),
      fc.array(fc.record({ name: fc.string(), number: fc.integer({ min: -3, max: 50 }) })),
    ],
    runs,
  )(
    "a combination line has a name, a stock ≥ 0 and each goods at least once a set",
    (stock, goodsStock, goods) => {
      const c = Combination.ofLine({
        goods_type: 3,
        combination: { id: 1, name: "", stock, goods },
        goods: { number: goodsStock },
      })
      expect(c?.name).not.toBe("")
      expect(c?.stock).toBe(Math.max(0, stock ?? goodsStock))
      expect(c?.items).toHaveLength(goods.length)
      for (const i of c?.items ?? []) expect(i.perSet).toBeGreaterThanOrEqual(1)
    },
  )
  test.prop(
    [
      fc.option(fc.integer({ min: -10, max: 1000 }), { nil: undefined }),
      fc.array(fc.record({ name: fc.string(), number: fc.integer({ min: -3, max: 50 }) })),
    ],
    runs,
  )(
    "a listed combination reads as its cart line does, with the listing's own stock",
    (stock, goods) => {
      const offer = Combination.ofOffer({ id: 1, name: "", stock, goods })
      const line = Combination.ofLine({
        goods_type: 3,
        combination: { id: 1, name: "", stock, goods },
        goods: null,
      })
      expect(offer).toEqual({ ...line, stock: stock === undefined ? null : Math.max(0, stock) })
    },
  )
})
