import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as CartLineInput from "../src/CartLineInput.ts"
import * as Field from "../src/Field.ts"
import { runs } from "./arbitraries.ts"

const product = {
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
const error = (r: Result.Result<CartLineInput.Built, CartLineInput.InputError>) => {
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

describe("CartLineInput.fromCartEntry", () => {
  it("takes the entry's number, price and ck_id", () => {
    expect(
      built(
        CartLineInput.fromCartEntry({
          goods: product,
          number: "3",
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
