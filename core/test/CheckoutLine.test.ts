import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as CheckoutLine from "../src/CheckoutLine.ts"
import * as Schemas from "../src/generated/operations.ts"
import { contract, runs } from "./arbitraries.ts"

const goodsLine = (id: number, name: string, number: number, stock: number, isBuy: 0 | 1 = 1) => ({
  id,
  goods: { id: id * 10, name, bzdw: "盒", is_buy: isBuy, number: stock },
  number,
  price: "10.00",
  goods_type: 1,
  combination: null,
})

const comboLine = (id: number, sets: number, stock: number, isBuy: 0 | 1 = 1) => ({
  id,
  goods: { id: 1, name: "感冒灵颗粒", bzdw: "盒", is_buy: isBuy, number: stock },
  number: sets,
  price: "136.62",
  goods_type: 3,
  combination: {
    id: 1,
    name: "感冒组合装",
    goods: [
      { goods_id: 1, name: "感冒灵颗粒", ypgg: "10g*9袋", number: 2 },
      { goods_id: 45, name: "氯雷他定片", ypgg: "10mg*6片", number: 1 },
    ],
  },
})

describe("CheckoutLine: worked examples", () => {
  it("says which chosen goods cannot be ordered and why", () => {
    const lines = [
      goodsLine(1, "感冒灵颗粒", 20, 2246),
      goodsLine(2, "阿莫西林胶囊", 10, 0),
      goodsLine(3, "黄芪 饮片", 5, 209, 0),
      goodsLine(4, "当归 饮片", 10, 3),
      comboLine(5, 2, 1),
    ]
    const c = CheckoutLine.check(["1", "2", "3", "4", "5", "9"], lines)
    expect(c.orderable.map((l) => l.id)).toEqual([1])
    expect(c.unbuyable).toEqual([
      { id: "2", name: "阿莫西林胶囊", reason: "缺货" },
      { id: "3", name: "黄芪 饮片", reason: "暂不可购买" },
      { id: "4", name: "当归 饮片", reason: "库存不足，仅剩3盒" },
      { id: "5", name: "感冒组合装", reason: "库存不足，仅剩1组" },
    ])
    expect(c.missing).toEqual(["9"])
    expect(CheckoutLine.allOrderable(c)).toBe(false)
    expect(CheckoutLine.refusal(c)).toBe(
      "以下商品无法购买，未提交订单：阿莫西林胶囊（缺货）；黄芪 饮片（暂不可购买）；当归 饮片（库存不足，仅剩3盒）；感冒组合装（库存不足，仅剩1组）",
    )
  })
  it("lines no longer in the cart are counted when all else can be ordered", () => {
    const c = CheckoutLine.check(["1", "7", "8"], [goodsLine(1, "感冒灵颗粒", 1, 5)])
    expect(CheckoutLine.refusal(c)).toBe("2件所选商品已不在购物车中，请返回购物车重新选择")
  })
  it("a combination's stock is its own, in sets", () => {
    const line = {
      ...comboLine(5, 3, 99),
      combination: { id: 1, name: "感冒组合装", stock: 2, goods: [] },
    }
    expect(CheckoutLine.problemOf(line)).toEqual({ _tag: "ShortStock", stock: 2 })
    expect(CheckoutLine.problemOf({ ...line, number: 2 })).toBeNull()
  })
  it("everything orderable: no refusal; ids repeat or come as numbers", () => {
    const c = CheckoutLine.check([1, "1", 2] as unknown as Array<string>, [
      goodsLine(1, "a", 5, 5),
      goodsLine(2, "b", 1, 9),
    ])
    expect(c.orderable).toHaveLength(2)
    expect(CheckoutLine.refusal(c)).toBeNull()
  })
})

describe("CheckoutLine: lines the cart sends oddly", () => {
  it("a line with no goods or stock to go by can be ordered; a stock of 0 is 缺货", () => {
    expect(CheckoutLine.problemOf({ id: 1, number: 3, goods: null })).toBeNull()
    expect(CheckoutLine.problemOf({ id: 1, number: 3, goods: { is_buy: 1 } })).toBeNull()
    expect(CheckoutLine.problemOf({ id: 1, goods: { number: 2 } })).toBeNull()
    expect(CheckoutLine.problemOf({ id: 1, number: 0, goods: { number: 0 } })).toEqual({
      _tag: "OutOfStock",
    })
    expect(CheckoutLine.problemOf({ id: 1, number: 1, goods: { number: -4 } })).toEqual({
      _tag: "OutOfStock",
    })
  })
  it("the goods' name and unit are trimmed; a goods without them says nothing", () => {
    const line = { id: 1, number: 5, goods: { name: " 黄芪 ", bzdw: " 袋 ", number: 2 } }
    expect(CheckoutLine.check(["1"], [line]).unbuyable).toEqual([
      { id: "1", name: "黄芪", reason: "库存不足，仅剩2袋" },
    ])
    expect(CheckoutLine.nameOf({ goods: null })).toBe("")
    expect(CheckoutLine.unitOf({ goods: {} })).toBe("")
  })
  it("two lines with one id: the first counts; a line without an id cannot be chosen", () => {
    const c = CheckoutLine.check(
      ["1", "undefined"],
      [goodsLine(1, "甲", 1, 5), goodsLine(1, "乙", 9, 5), { goods: { name: "丙" }, number: 1 }],
    )
    expect(c.orderable.map((l) => l.goods?.name)).toEqual(["甲"])
    expect(c.unbuyable).toEqual([])
    expect(c.missing).toEqual(["undefined"])
  })
  it("a chosen id that is not an id is ignored", () => {
    const c = CheckoutLine.check(["", " ", "1"], [goodsLine(1, "甲", 1, 5)])
    expect(c).toEqual({ orderable: [goodsLine(1, "甲", 1, 5)], unbuyable: [], missing: [] })
    expect(CheckoutLine.allOrderable(c)).toBe(true)
  })
  it("one line gone is refused on its own", () => {
    const c = CheckoutLine.check(["1", "2"], [goodsLine(1, "甲", 1, 5)])
    expect(CheckoutLine.allOrderable(c)).toBe(false)
    expect(CheckoutLine.refusal(c)).toBe("1件所选商品已不在购物车中，请返回购物车重新选择")
    const gone = CheckoutLine.check(["2"], [])
    expect(CheckoutLine.allOrderable(gone)).toBe(false)
  })
  it("one unbuyable line among orderable ones refuses the order", () => {
    const c = CheckoutLine.check(["1", "2"], [goodsLine(1, "甲", 1, 5), goodsLine(2, "乙", 1, 0)])
    expect(CheckoutLine.allOrderable(c)).toBe(false)
    expect(CheckoutLine.refusal(c)).toBe("以下商品无法购买，未提交订单：乙（缺货）")
  })
})

describe("CheckoutLine: properties", () => {
  const lineArb = fc
    .record({
      id: fc.integer({ min: 1, max: 30 }),
      number: fc.integer({ min: 1, max: 50 }),
      stock: fc.integer({ min: 0, max: 60 }),
      isBuy: fc.constantFrom<0 | 1>(0, 1, 1),
      combo: fc.boolean(),
    })
    .map((r) =>
      r.combo
        ? comboLine(r.id, r.number, r.stock, r.isBuy)
        : goodsLine(r.id, `g${r.id}`, r.number, r.stock, r.isBuy),
    )
  test.prop(
    [
      fc.array(lineArb, { maxLength: 10 }),
      fc.array(fc.integer({ min: 1, max: 35 }).map(String), { maxLength: 12 }),
    ],
    runs,
  )(
    "every chosen id is ordered, reported unbuyable or reported missing: exactly one",
    (lines, ids) => {
      const c = CheckoutLine.check(ids, lines)
      const seen = [
        ...c.orderable.map((l) => String(l.id)),
        ...c.unbuyable.map((u) => u.id),
        ...c.missing,
      ]
      expect(seen.slice().sort()).toEqual([...new Set(ids)].sort())
      // an orderable line is buyable and its stock holds the quantity
      for (const l of c.orderable) {
        expect(l.goods.is_buy).toBe(1)
        expect(l.goods.number).toBeGreaterThanOrEqual(l.number)
      }
      expect(CheckoutLine.refusal(c) === null).toBe(CheckoutLine.allOrderable(c))
    },
  )
})

describe("CheckoutLine over the cart lines the contract allows", () => {
  test.prop([fc.array(contract(Schemas.CartLine), { maxLength: 6 }), fc.nat(3)], runs)(
    "each chosen line is orderable or says why not, by its own name and unit",
    (lines, extra) => {
      const ids = [...lines.map((l) => String(l.id)), ...Array.from({ length: extra }, () => "0.5")]
      const c = CheckoutLine.check(ids, lines)
      const chosen = new Set(ids)
      expect(c.orderable.length + c.unbuyable.length + c.missing.length).toBe(chosen.size)
      for (const l of c.orderable) expect(CheckoutLine.problemOf(l)).toBeNull()
      for (const u of c.unbuyable) {
        const line = lines.find((l) => String(l.id) === u.id)!
        const problem = CheckoutLine.problemOf(line)!
        expect(u.name).toBe(CheckoutLine.nameOf(line))
        expect(u.reason).toBe(CheckoutLine.reasonOf(problem, CheckoutLine.unitOf(line)))
      }
      expect(CheckoutLine.refusal(c) === null).toBe(CheckoutLine.allOrderable(c))
    },
  )
})
