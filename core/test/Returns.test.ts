import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../src/Forms.ts"
import * as Money from "../src/Money.ts"
import * as Returns from "../src/Returns.ts"
import { runs } from "./arbitraries.ts"

const line = (id: number, number: number, price: number, returned = 0): Returns.Line => ({
  id,
  number,
  returned,
  price: Money.fen(price),
})
const app = (
  picks: Returns.Pick[],
  over: Partial<Returns.Application> = {},
): Returns.Application => ({
  picks,
  reason: "damaged",
  description: "",
  pictures: [],
  ...over,
})

describe("Returns", () => {
  it("worked examples", () => {
    const lines = [line(1, 10, 1230), line(2, 4, 850, 3), line(3, 2, 0)]
    expect(Returns.returnable(lines[1]!)).toBe(1)
    expect(Result.isSuccess(Returns.check(lines, app([{ line: 1, quantity: 10 }])))).toBe(true)
    expect(Returns.check(lines, app([{ line: 2, quantity: 2 }]))).toEqual(
      Result.fail({ _tag: "TooMany", line: 2, max: 1 }),
    )
    expect(Returns.check(lines, app([{ line: 3, quantity: 1 }]))).toEqual(
      Result.fail({ _tag: "UnknownLine", line: 3 }),
    )
    expect(Returns.check(lines, app([{ line: 1, quantity: 0 }]))).toEqual(
      Result.fail({ _tag: "NoLines" }),
    )
    expect(Returns.check(lines, app([{ line: 1, quantity: 1 }], { reason: " " }))).toEqual(
      Result.fail({ _tag: "NoReason" }),
    )
    expect(
      Returns.check(
        lines,
        app([{ line: 1, quantity: 1 }], { pictures: ["a", "b", "c", "d", "e", "f"] }),
      ),
    ).toEqual(Result.fail({ _tag: "TooManyPictures" }))
    expect(
      Returns.check(lines, app([{ line: 1, quantity: 1 }], { description: "字".repeat(201) })),
    ).toEqual(Result.fail({ _tag: "DescriptionTooLong" }))
    // 2 of 12.30 from an order of 100.00 with 10.00 off: 24.60 × 90 / 100 = 22.14
    expect(
      Returns.refundAmount(Money.fen(2460), {
        goodsAmount: Money.fen(10000),
        discount: Money.fen(1000),
      }),
    ).toBe(2214)
    // 1 of 3.33 from an order of 10.00 with 1.00 off: 3.33 × 0.9 = 2.997 → floored to 2.99
    expect(
      Returns.refundAmount(Money.fen(333), {
        goodsAmount: Money.fen(1000),
        discount: Money.fen(100),
      }),
    ).toBe(299)
    expect(
      Returns.refundAmount(Money.fen(500), { goodsAmount: Money.fen(1000), discount: Money.zero }),
    ).toBe(500)
  })

  const order = fc
    .array(
      fc.record({
        number: fc.integer({ min: 1, max: 50 }),
        price: fc.integer({ min: 1, max: 100_000 }),
      }),
      {
        minLength: 1,
        maxLength: 6,
      },
    )
    .map((xs) => xs.map((x, i) => line(i + 1, x.number, x.price)))

  test.prop([order, fc.integer({ min: 0, max: 100 }), fc.array(fc.nat(), { maxLength: 6 })], runs)(
    "refunds are never negative, never above the goods' value, and all returns together never above what was paid for goods",
    (lines, pct, splits) => {
      const goodsAmount = Returns.goodsValue(
        lines,
        lines.map((l) => ({ line: l.id, quantity: l.number })),
      )
      const discount = Money.fen(Math.floor((goodsAmount * pct) / 100))
      const amounts = { goodsAmount, discount }
      // Return every line in two parts: the split and the rest.
      let total = 0
      for (const [i, l] of lines.entries()) {
        const first = (splits[i] ?? 0) % (l.number + 1)
        for (const q of [first, l.number - first]) {
          if (q === 0) continue
          const value = Returns.goodsValue(lines, [{ line: l.id, quantity: q }])
          const r = Returns.refundAmount(value, amounts)
          expect(r).toBeGreaterThanOrEqual(0)
          expect(r).toBeLessThanOrEqual(value)
          expect(Number.isSafeInteger(r)).toBe(true)
          total += r
        }
      }
      expect(total).toBeLessThanOrEqual(goodsAmount - discount)
      // Returning everything at once refunds exactly the discounted goods amount.
      expect(Returns.refundAmount(goodsAmount, amounts)).toBe(goodsAmount - discount)
    },
  )

  test.prop(
    [
      order,
      fc.array(
        fc.record({
          line: fc.integer({ min: 0, max: 8 }),
          quantity: fc.integer({ min: -2, max: 60 }),
        }),
        { maxLength: 8 },
      ),
    ],
    runs,
  )("an accepted application never takes back more than is left of a line", (lines, picks) => {
    const r = Returns.check(lines, app(picks))
    if (Result.isSuccess(r)) {
      expect(r.success.length).toBeGreaterThan(0)
      for (const p of r.success) {
        const l = lines.find((x) => x.id === p.line)
        expect(l).toBeDefined()
        expect(p.quantity).toBeGreaterThan(0)
        expect(p.quantity).toBeLessThanOrEqual(Returns.returnable(l!))
      }
    }
  })
})

describe("Returns.placeOf", () => {
  it("worked examples: quantity problems sit on the quantities, on the line when it is one", () => {
    expect(Returns.placeOf({ _tag: "NoLines" })).toEqual({ field: "numbers", line: null })
    expect(Returns.placeOf({ _tag: "TooMany", line: 7, max: 2 })).toEqual({
      field: "numbers",
      line: 7,
    })
    expect(Returns.placeOf({ _tag: "BadQuantity", line: 3 })).toEqual({ field: "numbers", line: 3 })
    expect(Returns.placeOf({ _tag: "NoReason" })).toEqual({ field: "reason" })
    expect(Returns.placeOf({ _tag: "DescriptionTooLong" })).toEqual({ field: "description" })
    expect(Returns.placeOf({ _tag: "TooManyPictures" })).toEqual({ field: "images" })
  })

  const lines = fc
    .array(fc.record({ number: fc.integer({ min: 1, max: 9 }), price: fc.nat({ max: 500 }) }), {
      minLength: 1,
      maxLength: 5,
    })
    .map((xs) => xs.map((x, i) => line(i + 1, x.number, x.price)))
  const picks = fc.array(
    fc.record({
      line: fc.integer({ min: 0, max: 6 }),
      quantity: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constant(Number.NaN)),
    }),
    { maxLength: 6 },
  )

  test.prop([lines, picks, fc.constantFrom("", "damaged")], runs)(
    "a refusal about the quantities names a line that was picked, or none; the others name a form field",
    (ls, ps, reason) => {
      const r = Returns.check(ls, app(ps, { reason }))
      if (Result.isSuccess(r)) return
      const place = Returns.placeOf(r.failure)
      if (place.field === "numbers") {
        if (place.line !== null) expect(ps.map((p) => p.line)).toContain(place.line)
        else expect(r.failure._tag).toBe("NoLines")
      } else {
        expect(Object.keys(Returns.form).concat("images")).toContain(place.field)
      }
    },
  )
})

describe("Returns forms", () => {
  it("checks the reason, the description and the after-sales fields in Chinese", () => {
    expect(Forms.validate(Returns.form, { reason: "", description: "" })).toEqual(
      Result.fail({ reason: "请选择退货原因" }),
    )
    expect(Forms.validate(Returns.form, { reason: "其他", description: "字".repeat(201) })).toEqual(
      Result.fail({ description: "问题描述不能超过200字" }),
    )
    expect(Forms.validate(Returns.afterSaleForm, { type: "", content: "坏了" })).toEqual(
      Result.fail({ type: "请选择售后类型", content: "问题描述至少5个字" }),
    )
    expect(
      Result.isSuccess(
        Forms.validate(Returns.afterSaleForm, { type: "2", content: "少发了一盒药" }),
      ),
    ).toBe(true)
    expect(Returns.problemText({ _tag: "TooMany", line: 1, max: 3 })).toBe(
      "退货数量不能超过可退数量3",
    )
  })
})

describe("Returns: what is left, odd picks and every refusal's words", () => {
  it("counts what is left to return, never negative", () => {
    expect(Returns.returnable(line(1, 5, 100, 7))).toBe(0)
    expect(Returns.returnable(line(1, 5, 100, -2))).toBe(5)
    expect(Returns.returnable(line(1, 5.9, 100, 1.5))).toBe(4)
    expect(Returns.anyReturnable([line(1, 2, 100, 2), line(2, 3, 0)])).toBe(false)
    expect(Returns.anyReturnable([line(1, 2, 100, 1), line(2, 3, 0)])).toBe(true)
    expect(Returns.anyReturnable([])).toBe(false)
  })
  it("refuses fractional or negative quantities and unknown lines; sums a line named twice", () => {
    const lines = [line(1, 10, 1230), line(2, 4, 850)]
    expect(Returns.check(lines, app([{ line: 1, quantity: 1.5 }]))).toEqual(
      Result.fail({ _tag: "BadQuantity", line: 1 }),
    )
    expect(Returns.check(lines, app([{ line: 2, quantity: -1 }]))).toEqual(
      Result.fail({ _tag: "BadQuantity", line: 2 }),
    )
    expect(Returns.check(lines, app([{ line: 9, quantity: 1 }]))).toEqual(
      Result.fail({ _tag: "UnknownLine", line: 9 }),
    )
    expect(
      Returns.check(
        lines,
        app([
          { line: 2, quantity: 1 },
          { line: 1, quantity: 0 },
          { line: 2, quantity: 2 },
        ]),
      ),
    ).toEqual(Result.succeed([{ line: 2, quantity: 3 }]))
    expect(
      Returns.check(
        lines,
        app([
          { line: 2, quantity: 3 },
          { line: 2, quantity: 2 },
        ]),
      ),
    ).toEqual(Result.fail({ _tag: "TooMany", line: 2, max: 4 }))
    // exactly 200 characters (counted as characters, not UTF-16 units) and 5 pictures pass
    expect(
      Result.isSuccess(
        Returns.check(
          lines,
          app([{ line: 1, quantity: 1 }], {
            description: "𠀀".repeat(200),
            pictures: ["a", "b", "c", "d", "e"],
          }),
        ),
      ),
    ).toBe(true)
  })
  it("values picks at unit prices and refunds nothing for nothing", () => {
    const lines = [line(1, 10, 1230), line(2, 4, 850)]
    expect(
      Returns.goodsValue(lines, [
        { line: 1, quantity: 2 },
        { line: 2, quantity: 1 },
        { line: 7, quantity: 3 },
      ]),
    ).toBe(3310)
    const order = { goodsAmount: Money.fen(10000), discount: Money.fen(1000) }
    expect(Returns.refundAmount(Money.zero, order)).toBe(0)
    expect(
      Returns.refundAmount(Money.fen(500), { goodsAmount: Money.zero, discount: Money.zero }),
    ).toBe(0)
    // a discount larger than the goods refunds nothing
    expect(
      Returns.refundAmount(Money.fen(500), {
        goodsAmount: Money.fen(1000),
        discount: Money.fen(2000),
      }),
    ).toBe(0)
  })
  it("words every refusal in Chinese", () => {
    expect(Returns.problemText({ _tag: "NoLines" })).toBe("请选择要退货的商品和数量")
    expect(Returns.problemText({ _tag: "UnknownLine", line: 3 })).toBe("请选择要退货的商品和数量")
    expect(Returns.problemText({ _tag: "BadQuantity", line: 3 })).toBe("退货数量须为整数")
    expect(Returns.problemText({ _tag: "NoReason" })).toBe("请选择退货原因")
    expect(Returns.problemText({ _tag: "DescriptionTooLong" })).toBe("问题描述不能超过200字")
    expect(Returns.problemText({ _tag: "TooManyPictures" })).toBe("图片最多5张")
  })
  it("takes only after-sales types 1 to 3", () => {
    expect(Forms.validate(Returns.afterSaleForm, { type: "4", content: "少发了一盒药" })).toEqual(
      Result.fail({ type: "请选择售后类型" }),
    )
    expect(
      Forms.validate(Returns.afterSaleForm, { type: " 3 ", content: "字".repeat(501) }),
    ).toEqual(Result.fail({ content: "问题描述至少5个字" }))
  })
})

describe("Returns: the number of a return or an after-sales case", () => {
  it("worked examples: the id behind TH or SH, 14 characters like an order number", () => {
    expect(Returns.caseNumber("return", 10)).toBe("TH000000000010")
    expect(Returns.caseNumber("afterSale", 2)).toBe("SH000000000002")
    expect(Returns.caseNumber("return", 3301)).toHaveLength("20261115131676".length)
  })
  test.prop(
    [fc.integer({ min: 1, max: 999_999_999_999 }), fc.constantFrom("return", "afterSale")],
    runs,
  )("each id has its own number, which reads back as the id", (id, kind) => {
    const n = Returns.caseNumber(kind, id)
    expect(n).toMatch(/^(TH|SH)\d{12}$/)
    expect(Number(n.slice(2))).toBe(id)
    expect(Returns.caseNumber(kind, id + 1)).not.toBe(n)
    expect(Returns.caseNumber(kind === "return" ? "afterSale" : "return", id)).not.toBe(n)
  })
})

describe("Returns: − and + of a return quantity", () => {
  it("worked examples", () => {
    expect(Returns.stepQuantity("", "up", 20)).toBe(1)
    expect(Returns.stepQuantity("3", "down", 20)).toBe(2)
    expect(Returns.stepQuantity("20", "up", 20)).toBe(20)
    expect(Returns.stepQuantity("0", "down", 20)).toBe(0)
    expect(Returns.stepQuantity("25", "down", 20)).toBe(19)
    expect(Returns.stepQuantity("abc", "up", 5)).toBe(1)
    expect(Returns.canStep("", "down", 5)).toBe(false)
    expect(Returns.canStep("", "up", 5)).toBe(true)
    expect(Returns.canStep("5", "up", 5)).toBe(false)
    expect(Returns.canStep("0", "up", 0)).toBe(false)
  })
  test.prop(
    [fc.oneof(fc.nat({ max: 200 }).map(String), fc.string({ maxLength: 4 })), fc.nat({ max: 100 })],
    runs,
  )("a step stays within 0 and what is left, and moves exactly when it can", (typed, left) => {
    for (const d of ["down", "up"] as const) {
      const next = Returns.stepQuantity(typed, d, left)
      expect(next).toBeGreaterThanOrEqual(0)
      expect(next).toBeLessThanOrEqual(left)
      expect(Number.isInteger(next)).toBe(true)
      const within = /^\d+$/.test(typed.trim()) ? Math.min(Number(typed.trim()), left) : 0
      expect(next !== within).toBe(Returns.canStep(typed, d, left))
      if (Returns.canStep(typed, d, left)) expect(Math.abs(next - within)).toBe(1)
    }
  })
})
