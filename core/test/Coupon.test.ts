import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Coupon from "../src/Coupon.ts"
import * as Messages from "../src/Messages.ts"
import * as Money from "../src/Money.ts"
import * as Schemas from "../src/generated/operations.ts"
import { contract, fen, runs, wireAmount } from "./arbitraries.ts"

/** An amount in yuan as the contract writes it ("50.00"); a text is taken as it is. */
const wire = (v: number | string | null): string | undefined =>
  v === null ? undefined : typeof v === "number" ? Money.toYuanString(Money.fen(v * 100)) : v

const coupon = (
  id: number,
  amount: number | string,
  min: number | string | null,
  status: 0 | 1 | 2 = 0,
): Coupon.Coupon => ({
  id,
  amount: wire(amount),
  min_amount: wire(min),
  status,
})

/** A coupon as the API sends it: face value and minimum in yuan. */
const couponArb = fc
  .tuple(fc.nat(1000), fen(2_000_000), fen(10_000_000))
  .chain(([id, amount, min]) =>
    fc
      .tuple(wireAmount(amount), wireAmount(min))
      .map(([a, m]) => ({ coupon: coupon(id, a, m), amount, min })),
  )

describe("Coupon: worked examples", () => {
  const c20 = coupon(1, "20.00", "200")
  it("applies from its minimum on, below it says how much is missing", () => {
    expect(Coupon.applicability(c20, Money.yuan(200))).toEqual({
      _tag: "Applies",
      discount: Money.yuan(20),
    })
    expect(Coupon.applicability(c20, Money.fen(19_950))).toEqual({
      _tag: "Short",
      shortfall: Money.fen(50),
      message: "还差¥0.50可用",
    })
    expect(Coupon.applies(c20, Money.fen(19_999))).toBe(false)
  })
  it("the discount is capped at the goods amount; shipping is still paid", () => {
    const big = coupon(2, 50, 0)
    expect(Coupon.discount(big, Money.yuan(30))).toBe(Money.yuan(30))
    expect(Coupon.amounts(Coupon.orderOf(Money.yuan(30)), Money.yuan(8), big)).toEqual({
      goods: Money.yuan(30),
      shipping: Money.yuan(8),
      discount: Money.yuan(30),
      payable: Money.yuan(8),
    })
    expect(Coupon.amounts(Coupon.orderOf(Money.fen(25_000)), Money.zero, c20).payable).toBe(
      Money.yuan(230),
    )
    expect(Coupon.amounts(Coupon.orderOf(Money.fen(100)), Money.fen(5), null)).toEqual({
      goods: 100,
      shipping: 5,
      discount: 0,
      payable: 105,
    })
    expect(Coupon.discount(c20, Money.yuan(100))).toBe(0)
  })
  it("unreadable or negative amounts count as 0", () => {
    expect(Coupon.value(coupon(3, "abc", 10))).toBe(0)
    expect(Coupon.value(coupon(3, "-5", 10))).toBe(0)
    expect(Coupon.minimum(coupon(3, 5, null))).toBe(0)
    expect(Coupon.discount(coupon(3, 5, -1), Money.yuan(1))).toBe(Money.yuan(1))
  })
  it("the best coupon: the largest discount, the first on a tie, null when none applies", () => {
    const list = [coupon(1, 10, 100), coupon(2, 30, 300), coupon(3, 30, 250), coupon(4, 80, 1000)]
    const order = (y: number) => Coupon.orderOf(Money.yuan(y))
    expect(Coupon.best(list, order(400))?.id).toBe(2)
    expect(Coupon.best(list, order(260))?.id).toBe(3)
    expect(Coupon.best(list, order(99))).toBeNull()
    expect(Coupon.best([], order(99))).toBeNull()
    // a cap at the goods amount makes two coupons equal: the first stays
    expect(
      Coupon.best([coupon(5, 5, 0), coupon(6, 9, 0)], Coupon.orderOf(Money.fen(300)))?.id,
    ).toBe(5)
  })
  it("the chosen coupon counts only when it applies", () => {
    const list = [coupon(1, 10, 100), coupon(2, 30, 300)]
    const order = (y: number) => Coupon.orderOf(Money.yuan(y))
    expect(Coupon.chosen(list, 1, order(100))?.id).toBe(1)
    expect(Coupon.chosen(list, 2, order(100))).toBeNull()
    expect(Coupon.chosen(list, 9, order(1000))).toBeNull()
    expect(Coupon.chosen(list, null, order(1000))).toBeNull()
    expect(Coupon.chosen(list, undefined, order(1000))).toBeNull()
  })
  it("usable coupons: unused only, each id once, in order", () => {
    const a = [coupon(1, 1, 0), coupon(2, 1, 0, 1), coupon(3, 1, 0, 0)]
    const b = [coupon(3, 2, 0), coupon(4, 1, 0, 2), coupon(5, 1, 0)]
    expect(Coupon.usable(a, b).map((c) => c.id)).toEqual([1, 3, 5])
    expect(Coupon.usable()).toEqual([])
  })
})

describe("Coupon: edges a buyer meets", () => {
  it("without a coupon (null or undefined) nothing is taken off", () => {
    const order = Coupon.orderOf(Money.yuan(100))
    for (const none of [null, undefined]) {
      expect(Coupon.amounts(order, Money.yuan(8), none)).toEqual({
        goods: Money.yuan(100),
        shipping: Money.yuan(8),
        discount: 0,
        payable: Money.yuan(108),
      })
    }
  })
  it("a coupon without a minimum applies to an order of ¥0, taking ¥0 off", () => {
    const free = coupon(1, 20, 0)
    expect(Coupon.applicability(free, Money.zero)).toEqual({ _tag: "Applies", discount: 0 })
    expect(Coupon.appliesTo(free, Coupon.orderOf(Money.zero))).toBe(true)
  })
  it("the best coupon can be one worth ¥0 when it is the only one that applies", () => {
    const worthless = coupon(9, "abc", 0)
    expect(Coupon.best([coupon(1, 10, 500), worthless], Coupon.orderOf(Money.yuan(50)))?.id).toBe(9)
  })
  it("an order of a goods amount alone has no lines", () => {
    expect(Coupon.orderOf(Money.yuan(5))).toEqual({ goods: Money.yuan(5), lines: [] })
  })
  it("a negative goods amount counts as ¥0", () => {
    expect(Coupon.eligibleAmount(coupon(1, 5, 0), Coupon.orderOf(Money.fen(-300)))).toBe(0)
  })
})

describe("Coupon: properties", () => {
  test.prop([couponArb, fen(), fen(100_000)], runs)(
    "payable ≥ 0 and payable + discount = goods + shipping",
    ({ coupon: c }, goods, shipping) => {
      const a = Coupon.amounts(Coupon.orderOf(goods), shipping, c)
      expect(a.payable).toBeGreaterThanOrEqual(0)
      expect(a.discount).toBeGreaterThanOrEqual(0)
      expect(a.payable + a.discount).toBe(goods + shipping)
      expect(Number.isSafeInteger(a.payable) && Number.isSafeInteger(a.discount)).toBe(true)
      // a coupon reduces the goods, never the shipping
      expect(a.payable).toBeGreaterThanOrEqual(shipping)
    },
  )

  test.prop([couponArb, fen()], runs)(
    "a coupon never applies below its minimum; the shortfall closes the gap exactly",
    ({ coupon: c, amount, min }, goods) => {
      const r = Coupon.applicability(c, goods)
      expect(Coupon.applies(c, goods)).toBe(goods >= min)
      if (goods < min) {
        expect(r._tag).toBe("Short")
        expect(Coupon.discount(c, goods)).toBe(0)
        if (r._tag === "Short") {
          expect(r.shortfall).toBe(min - goods)
          expect(Coupon.applies(c, Money.add(goods, r.shortfall))).toBe(true)
          expect(Coupon.applies(c, Money.sub(Money.add(goods, r.shortfall), Money.fen(1)))).toBe(
            false,
          )
        }
      } else {
        expect(r).toEqual({ _tag: "Applies", discount: Math.min(amount, goods) })
      }
    },
  )

  test.prop([fc.array(couponArb, { maxLength: 8 }), fen(12_000_000)], runs)(
    "the best coupon gives the largest discount among the applicable ones",
    (entries, goods) => {
      const list = entries.map((e) => e.coupon)
      const best = Coupon.best(list, Coupon.orderOf(goods))
      const applicable = list.filter((c) => Coupon.applies(c, goods))
      if (applicable.length === 0) {
        expect(best).toBeNull()
        return
      }
      expect(best).not.toBeNull()
      if (best === null) return
      expect(Coupon.applies(best, goods)).toBe(true)
      const top = Math.max(...applicable.map((c) => Coupon.discount(c, goods)))
      expect(Coupon.discount(best, goods)).toBe(top)
    },
  )
})

describe("Coupon: variety coupons (品种券, type 3)", () => {
  /** A variety coupon: `amount` off from `min` of the goods it names. */
  const variety = (
    id: number,
    amount: number | string,
    min: number | string,
    goods: ReadonlyArray<number>,
  ): Coupon.Coupon => ({
    ...coupon(id, amount, min),
    type: 3,
    goods_ids: goods,
  })
  const line = (
    goodsId: string | null,
    amount: number,
    kind: "normal" | "combination" = "normal",
  ) => ({
    goodsId,
    kind,
    amount: Money.fen(amount),
  })

  it("is judged on the goods it names only", () => {
    const herbs = variety(6, "10.00", "200.00", [223, 224])
    // 661.80 of cold remedies and 150.00 of 黄芪: the order is well above 200, the herbs are not
    const order = Coupon.orderOf(Money.fen(81_180), [line("1", 66_180), line("224", 15_000)])
    expect(Coupon.eligibleAmount(herbs, order)).toBe(Money.yuan(150))
    expect(Coupon.applicability(herbs, Coupon.eligibleAmount(herbs, order))).toEqual({
      _tag: "Short",
      shortfall: Money.yuan(50),
      message: "指定商品还差¥50.00可用",
    })
    expect(Coupon.amounts(order, Money.zero, herbs).discount).toBe(0)
    const more = Coupon.orderOf(Money.fen(91_180), [
      line("1", 66_180),
      line("224", 15_000),
      line("223", 10_000),
    ])
    expect(Coupon.amounts(more, Money.zero, herbs)).toMatchObject({
      discount: Money.yuan(10),
      payable: Money.fen(90_180),
    })
  })
  it("does not apply to an order without its goods, and says so", () => {
    const herbs = variety(6, "10.00", "200.00", [223])
    const colds = Coupon.orderOf(Money.fen(66_180), [line("1", 66_180)])
    expect(Coupon.eligibleAmount(herbs, colds)).toBe(0)
    expect(Coupon.applicability(herbs, 0 as Money.Fen)).toEqual({
      _tag: "NoGoods",
      message: Messages.checkout.couponNoGoods,
    })
    expect(Coupon.appliesTo(herbs, colds)).toBe(false)
    expect(Coupon.chosen([herbs], 6, colds)).toBeNull()
    expect(Coupon.best([herbs], colds)).toBeNull()
    // a variety coupon naming no goods covers nothing
    expect(Coupon.appliesTo(variety(7, 1, 0, []), colds)).toBe(false)
    expect(Coupon.appliesTo({ ...coupon(8, 1, 0), type: 3 }, colds)).toBe(false)
  })
  it("a combination line does not count, even when its first goods is named", () => {
    const c = variety(6, "5.00", "0", [1])
    const order = Coupon.orderOf(Money.yuan(136), [line("1", 13_600, "combination")])
    expect(Coupon.appliesTo(c, order)).toBe(false)
  })
  it("other coupons are judged on the whole order as before", () => {
    const c = coupon(1, "20.00", "200")
    const order = Coupon.orderOf(Money.yuan(250), [line("224", 100)])
    expect(Coupon.eligibleAmount(c, order)).toBe(Money.yuan(250))
    expect(Coupon.discountFor(c, order)).toBe(Money.yuan(20))
  })
})

describe("Coupon: variety properties", () => {
  const goodsId = fc.integer({ min: 1, max: 12 })
  const lineArb = fc.record({
    goodsId: fc.option(goodsId.map(String), { nil: null }),
    kind: fc.constantFrom<"normal" | "combination">("normal", "normal", "combination"),
    amount: fen(5_000_000),
  })
  const orderArb = fc
    .tuple(fc.array(lineArb, { maxLength: 8 }), fen(1_000_000))
    .map(([lines, manjian]) => {
      const sum = lines.reduce((s, l) => s + l.amount, 0)
      return Coupon.orderOf(Money.fen(Math.max(0, sum - manjian)), lines)
    })
  const varietyArb = fc
    .tuple(couponArb, fc.array(goodsId, { maxLength: 6 }))
    .map(([e, ids]) => ({ ...e, coupon: { ...e.coupon, type: 3, goods_ids: ids } as const }))

  test.prop([varietyArb, orderArb], runs)(
    "a variety coupon never discounts more than the amount of the goods it names",
    ({ coupon: c }, order) => {
      const named = new Set(c.goods_ids.map(String))
      const eligible = order.lines
        .filter((l) => l.kind === "normal" && l.goodsId !== null && named.has(l.goodsId))
        .reduce((s, l) => s + l.amount, 0)
      expect(Coupon.eligibleAmount(c, order)).toBe(Math.min(eligible, order.goods))
      const a = Coupon.amounts(order, Money.zero, c)
      expect(a.discount).toBeLessThanOrEqual(eligible)
      expect(a.discount).toBeLessThanOrEqual(order.goods)
      expect(a.payable + a.discount).toBe(order.goods)
    },
  )

  test.prop([varietyArb, orderArb], runs)(
    "no named goods in the order ⇒ the variety coupon does not apply, with its message",
    ({ coupon: c }, order) => {
      const named = new Set(c.goods_ids.map(String))
      fc.pre(
        !order.lines.some((l) => l.kind === "normal" && l.goodsId !== null && named.has(l.goodsId)),
      )
      const r = Coupon.applicability(c, Coupon.eligibleAmount(c, order))
      expect(r).toEqual({ _tag: "NoGoods", message: Messages.checkout.couponNoGoods })
      expect(Coupon.discountFor(c, order)).toBe(0)
      expect(Coupon.best([c], order)).toBeNull()
    },
  )
})

describe("Coupon over the coupons the contract allows", () => {
  test.prop([contract(Schemas.Coupon), fen(), fen(100_000)], runs)(
    "payable + discount = goods + shipping; the discount is within the face value and the goods",
    (c, goods, shipping) => {
      const a = Coupon.amounts(Coupon.orderOf(goods), shipping, c)
      expect(a.payable + a.discount).toBe(goods + shipping)
      expect(a.discount).toBeGreaterThanOrEqual(0)
      expect(a.discount).toBeLessThanOrEqual(Math.min(Coupon.value(c), goods))
      expect(a.payable).toBeGreaterThanOrEqual(shipping)
    },
  )
  test.prop([fc.array(contract(Schemas.Coupon), { maxLength: 6 })], runs)(
    "the coupons a buyer can choose are the unused ones, each id once",
    (list) => {
      const usable = Coupon.usable(list)
      expect(usable.every((c) => c.status === 0)).toBe(true)
      expect(new Set(usable.map((c) => c.id)).size).toBe(usable.length)
      const unusedIds = new Set(list.filter((c) => c.status === 0).map((c) => c.id))
      expect(new Set(usable.map((c) => c.id))).toEqual(unusedIds)
    },
  )
})
