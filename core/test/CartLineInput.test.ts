import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as CartLineInput from "../src/CartLineInput.ts"
import * as Field from "../src/Field.ts"
import * as Quantity from "../src/Quantity.ts"
import { runs } from "./arbitraries.ts"

const product: CartLineInput.Goods = {
  id: 7,
  base_price: "20.00",
  ladder_price_type: 2,
  ladder_price: [{ number: 10, price: "18.00" }],
  is_buy: 1,
  number: 100,
  bzdw: "盒",
  ck_id: 3,
}

const built = (r: Result.Result<CartLineInput.Built, CartLineInput.InputError>) =>
  Result.getOrThrow(r)
const error = <A>(r: Result.Result<A, CartLineInput.InputError>) => {
  if (Result.isSuccess(r)) throw new Error("expected an error")
  return r.failure
}

describe("CartLineInput.fromProduct", () => {
  it("uses cartNum, priced by the ladder", () => {
    expect(built(CartLineInput.fromProduct({ ...product, cartNum: 12 }))).toEqual({
      line: { goods_id: 7, price: "18.00", number: 12, ck_id: 3 },
      adjusted: null,
    })
    expect(built(CartLineInput.fromProduct({ ...product, cartNum: 2 }, 1)).line).toMatchObject({
      price: "20.00",
      type: 1,
    })
    expect(built(CartLineInput.fromProduct({ ...product, ck_id: undefined })).line).toMatchObject({
      number: 1,
      ck_id: 0,
    })
  })
  it("falls back to the pack size, and rounds up to its multiple", () => {
    expect(built(CartLineInput.fromProduct({ ...product, zbz: 5 })).line.number).toBe(5)
    const r = built(CartLineInput.fromProduct({ ...product, zbz: 5, cartNum: 7 }))
    expect(r.line.number).toBe(10)
    expect(r.line.price).toBe("18.00")
    expect(r.adjusted).toEqual({ from: 7, to: 10, message: "已按中包装调整为10盒" })
  })
  it("bad quantities give a tagged value with a Chinese message", () => {
    expect(error(CartLineInput.fromProduct({ ...product, cartNum: 0 }))).toMatchObject({
      _tag: "InvalidQuantity",
      message: "购买数量须大于0",
    })
    expect(error(CartLineInput.fromProduct({ ...product, cartNum: -2 }))._tag).toBe(
      "InvalidQuantity",
    )
    expect(error(CartLineInput.fromProduct({ ...product, cartNum: 1.5 }))).toMatchObject({
      message: "购买数量须为正整数",
    })
    expect(error(CartLineInput.fromProduct({ ...product, cartNum: "abc" }))._tag).toBe(
      "InvalidQuantity",
    )
    expect(error(CartLineInput.fromProduct({ ...product, cartNum: 101 }))).toMatchObject({
      _tag: "AboveStock",
      stock: 100,
      message: "库存仅剩100盒",
    })
    expect(error(CartLineInput.fromProduct({ ...product, zbz: 30, cartNum: 95 }))._tag).toBe(
      "AboveStock",
    )
    expect(error(CartLineInput.fromProduct({ ...product, number: 0 }))).toMatchObject({
      _tag: "OutOfStock",
      message: "缺货",
    })
    expect(error(CartLineInput.fromProduct({ ...product, is_buy: 0 }))).toMatchObject({
      _tag: "NotBuyable",
      message: "暂不可购买",
    })
    expect(error(CartLineInput.fromProduct({ ...product, id: undefined }))._tag).toBe(
      "MissingGoods",
    )
    expect(
      error(CartLineInput.fromProduct({ ...product, bzdw: undefined, cartNum: 101 })).message,
    ).toBe("库存仅剩100")
  })
  test.prop(
    [
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 0, max: 300 }),
    ],
    runs,
  )(
    "a built quantity is a positive multiple of the pack, within stock, not below the wish",
    (zbz, wish, stock) => {
      const r = CartLineInput.fromProduct({ ...product, zbz, cartNum: wish, number: stock })
      if (Result.isSuccess(r)) {
        const n = r.success.line.number
        expect(n % zbz).toBe(0)
        expect(n).toBeGreaterThanOrEqual(wish)
        expect(n - wish).toBeLessThan(zbz)
        expect(n).toBeLessThanOrEqual(stock)
      } else {
        expect(["OutOfStock", "AboveStock"]).toContain(r.failure._tag)
      }
    },
  )
})

describe("CartLineInput: stock below the pack", () => {
  it("says the goods is sold in whole packs when the stock is below one", () => {
    const scarce = { ...product, zbz: 20, number: 7 }
    expect(error(CartLineInput.checkQuantity(scarce, "5"))).toMatchObject({
      _tag: "AboveStock",
      stock: 7,
      message: "库存仅剩7盒，该商品按中包装（20盒）的整数倍销售",
    })
    expect(error(CartLineInput.checkQuantity(scarce, 30)).message).toBe(
      "库存仅剩7盒，该商品按中包装（20盒）的整数倍销售",
    )
  })
  it("and when the quantity fits the stock but its pack does not; a plain excess stays plain", () => {
    const some = { ...product, zbz: 20, number: 27 }
    expect(error(CartLineInput.checkQuantity(some, 25)).message).toBe(
      "库存仅剩27盒，该商品按中包装（20盒）的整数倍销售",
    )
    expect(error(CartLineInput.checkQuantity(some, 30)).message).toBe("库存仅剩27盒")
    expect(error(CartLineInput.checkQuantity(product, 101)).message).toBe("库存仅剩100盒")
  })
  test.prop(
    [
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 300 }),
    ],
    runs,
  )("an excess names the pack exactly when the pack is why", (zbz, stock, wish) => {
    const r = CartLineInput.checkQuantity({ ...product, zbz, number: stock }, wish)
    if (Result.isSuccess(r)) return
    expect(r.failure._tag).toBe("AboveStock")
    const packIsWhy = zbz > 1 && (stock < zbz || wish <= stock)
    expect(r.failure.message.includes(`中包装（${zbz}盒）`)).toBe(packIsWhy)
    expect(r.failure.message.startsWith(`库存仅剩${stock}盒`)).toBe(true)
  })
})

describe("CartLineInput: a cart line's quantity", () => {
  const setLine = (stock: number, is_buy: 0 | 1 = 1): CartLineInput.Line => ({
    goods_type: 3,
    combination: { id: 1, name: "感冒组合装", stock, goods: [] },
    goods: { ...product, zbz: 20, number: stock, is_buy },
  })
  const ok = (r: ReturnType<typeof CartLineInput.checkLineQuantity>) => Result.getOrThrow(r).number
  it("a combination line takes whole sets, never rounded to a pack, up to its stock", () => {
    expect(ok(CartLineInput.checkLineQuantity(setLine(5), "3"))).toBe(3)
    expect(Result.getOrThrow(CartLineInput.checkLineQuantity(setLine(5), 1)).adjusted).toBeNull()
    expect(error(CartLineInput.checkLineQuantity(setLine(5), 6)).message).toBe("库存仅剩5组")
    expect(error(CartLineInput.checkLineQuantity(setLine(0), 1)).message).toBe("缺货")
    expect(CartLineInput.unavailableLine(setLine(5, 0))).toBe("暂不可购买")
    expect(CartLineInput.unavailableLine(setLine(5))).toBeNull()
  })
  it("a goods line is checked against its goods", () => {
    const goodsLine: CartLineInput.Line = {
      goods_type: 1,
      goods: { ...product, zbz: 20, number: 100 },
    }
    expect(Result.getOrThrow(CartLineInput.checkLineQuantity(goodsLine, 5)).number).toBe(20)
  })
  test.prop([fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 600 })], runs)(
    "a set count is accepted as typed exactly when it is within the stock",
    (stock, n) => {
      const r = CartLineInput.checkLineQuantity(setLine(stock), String(n))
      if (n <= stock) expect(ok(r)).toBe(n)
      else expect(error(r)).toMatchObject({ _tag: "AboveStock", stock })
    },
  )
})

describe("CartLineInput: at the edges of the stock and the pack", () => {
  it("the whole stock can be bought, one more cannot", () => {
    expect(built(CartLineInput.fromProduct({ ...product, cartNum: 100 })).line.number).toBe(100)
    const toStock = CartLineInput.checkQuantity({ ...product, zbz: 20 }, 81)
    expect(Result.isSuccess(toStock) && toStock.success.number).toBe(100)
    expect(error(CartLineInput.checkQuantity(product, 101))).toMatchObject({
      _tag: "AboveStock",
      quantity: 101,
      stock: 100,
    })
    const exact = CartLineInput.checkQuantity({ ...product, zbz: 20, number: 40 }, 21)
    expect(Result.isSuccess(exact) && exact.success).toEqual({
      number: 40,
      adjusted: { from: 21, to: 40, message: "已按中包装调整为40盒" },
    })
  })
  it("a stock of exactly one pack: more than it is a plain excess", () => {
    expect(
      error(CartLineInput.checkQuantity({ ...product, zbz: 20, number: 20 }, 25)),
    ).toMatchObject({ _tag: "AboveStock", quantity: 40, stock: 20, message: "库存仅剩20盒" })
  })
  it("a quantity of exactly the stock whose pack does not fit says why", () => {
    expect(
      error(CartLineInput.checkQuantity({ ...product, zbz: 20, number: 27 }, 27)).message,
    ).toBe("库存仅剩27盒，该商品按中包装（20盒）的整数倍销售")
  })
  it("an entry whose goods has no id cannot be added; the warehouse defaults to 0", () => {
    expect(
      error(CartLineInput.fromCartEntry({ goods: { ...product, id: undefined }, number: 1 })),
    ).toMatchObject({ _tag: "MissingGoods", message: "暂不可购买" })
    expect(
      built(CartLineInput.fromCartEntry({ goods: { ...product, ck_id: undefined }, number: 1 }))
        .line.ck_id,
    ).toBe(0)
  })
})

describe("CartLineInput.fromCartEntry", () => {
  it("takes the entry's number, price and ck_id", () => {
    expect(
      built(
        CartLineInput.fromCartEntry({
          goods: product,
          number: 3,
          price: "19.5",
          ck_id: 9,
          type: 2,
        }),
      ).line,
    ).toEqual({
      goods_id: 7,
      price: "19.50",
      number: 3,
      ck_id: 9,
      type: 2,
    })
    expect(built(CartLineInput.fromCartEntry({ goods: product, number: 12 })).line).toMatchObject({
      price: "18.00",
      ck_id: 3,
    })
    expect(error(CartLineInput.fromCartEntry({ goods: null, number: 1 }))._tag).toBe("MissingGoods")
    expect(error(CartLineInput.fromCartEntry({ number: 1 }))._tag).toBe("MissingGoods")
    expect(error(CartLineInput.fromCartEntry({ goods: product, number: 0 }))._tag).toBe(
      "InvalidQuantity",
    )
  })
})

describe("Field", () => {
  it("flags, ints and ids", () => {
    expect([0, "0", "", "false", false, null, undefined, " 0 "].map(Field.flag)).toEqual(
      Array(8).fill(false),
    )
    expect([1, "1", true, "yes", {}].map(Field.flag)).toEqual(Array(5).fill(true))
    expect([
      Field.int("12"),
      Field.int(3),
      Field.int("1.5"),
      Field.int(""),
      Field.int(null),
    ]).toEqual([12, 3, null, null, null])
    expect([
      Field.id(3),
      Field.id(" a "),
      Field.id(""),
      Field.id(Number.NaN),
      Field.id({}),
    ]).toEqual(["3", "a", null, null, null])
  })
})

describe("CartLineInput.unavailable", () => {
  it("says why goods cannot be bought at all, else null", () => {
    expect(CartLineInput.unavailable({ is_buy: 0, number: 5 })).toBe("暂不可购买")
    expect(CartLineInput.unavailable({ is_buy: 1, number: 0 })).toBe("缺货")
    expect(CartLineInput.unavailable({ is_buy: 1, number: 5, zbz: 10 })).toBeNull()
    expect(CartLineInput.unavailable({})).toBeNull()
  })
})

describe("CartLineInput.checkQuantity: full-width digits", () => {
  it("accepts ７ as 7 and still refuses ０ and ７a", () => {
    const ok = CartLineInput.checkQuantity(product, "７")
    expect(Result.isSuccess(ok) && ok.success.number).toBe(7)
    expect(Result.isFailure(CartLineInput.checkQuantity(product, "０"))).toBe(true)
    expect(Result.isFailure(CartLineInput.checkQuantity(product, "７a"))).toBe(true)
  })

  test.prop([fc.integer({ min: 1, max: 100 })], runs)(
    "a quantity in full-width digits gives the same result as in ASCII digits",
    (n) => {
      const wide = String(n).replace(/[0-9]/g, (d) =>
        String.fromCharCode(d.charCodeAt(0) - 0x30 + 0xff10),
      )
      expect(CartLineInput.checkQuantity(product, wide)).toEqual(
        CartLineInput.checkQuantity(product, String(n)),
      )
    },
  )
})

/** A combination line as GET /api/cart/list sends it: goods is its first goods (pack 20). */
const setLine = (
  stock: number | undefined,
  zbz = 20,
  extra: Partial<CartLineInput.Line> = {},
): CartLineInput.Line => ({
  goods_type: 3,
  combination: { id: 1, name: "感冒组合装", stock, goods: [] },
  goods: { is_buy: 1, number: 483, zbz, bzdw: "盒" },
  ...extra,
})

describe("Quantity of a cart line: worked examples", () => {
  it("a combination line steps by one set from 1 to its stock, not by the goods' pack", () => {
    const l = CartLineInput.limitsOfLine(setLine(5))
    expect(l).toEqual({ pack: 1, min: 1, max: 5 })
    expect(Quantity.step(l, 1, "up")).toBe(2)
    expect(Quantity.step(l, 2, "down")).toBe(1)
    expect(Quantity.canStep(l, 1, "down")).toBe(false)
    expect(Quantity.canStep(l, 1, "up")).toBe(true)
    expect(Quantity.step(l, 5, "up")).toBe(5)
    expect(Quantity.canStep(l, 5, "up")).toBe(false)
  })
  it("without combination.stock the stock its goods carries counts; a goods line keeps its pack", () => {
    const noStock = { ...setLine(undefined), combination: { id: 1, name: "x" } }
    expect(CartLineInput.limitsOfLine(noStock)).toEqual({ pack: 1, min: 1, max: 483 })
    expect(CartLineInput.limitsOfLine({ goods_type: 1, goods: { zbz: 20, number: 483 } })).toEqual({
      pack: 20,
      min: 20,
      max: 480,
    })
    expect(CartLineInput.limitsOfLine({ goods_type: 3, goods: null })).toEqual({
      pack: 1,
      min: 1,
      max: null,
    })
    expect(CartLineInput.termsOfLine(setLine(7))).toEqual({
      is_buy: 1,
      number: 7,
      zbz: 1,
      bzdw: "组",
    })
  })
})

describe("Quantity of a cart line: properties", () => {
  test.prop(
    [
      fc.integer({ min: 0, max: 500 }),
      fc.integer({ min: 1, max: 50 }),
      fc.integer({ min: -5, max: 600 }),
      fc.constantFrom<Quantity.Direction>("up", "down"),
    ],
    runs,
  )(
    "a combination line's step is a whole set within 1..its stock, one set from where it was",
    (stock, zbz, current, dir) => {
      const l = CartLineInput.limitsOfLine(setLine(stock, zbz))
      expect(l).toEqual({ pack: 1, min: 1, max: stock })
      const next = Quantity.step(l, current, dir)
      if (stock < 1) {
        expect(next).toBeNull()
        return
      }
      expect(next).not.toBeNull()
      if (next === null) return
      expect(Number.isSafeInteger(next)).toBe(true)
      expect(next).toBeGreaterThanOrEqual(1)
      expect(next).toBeLessThanOrEqual(stock)
      const from = Math.min(Math.max(current, 1), stock)
      if (current >= 1 && current <= stock) expect(Math.abs(next - from)).toBeLessThanOrEqual(1)
    },
  )

  test.prop(
    [
      fc.integer({ min: 0, max: 50 }),
      fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
    ],
    runs,
  )("a goods line's limits are its goods' limits", (zbz, number) => {
    const goods = { zbz, number }
    for (const goods_type of [1, 2, undefined])
      expect(CartLineInput.limitsOfLine({ goods_type, goods })).toEqual(Quantity.limitsOf(goods))
  })
})
