import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Cart from "../src/Cart.ts"
import * as CartSelection from "../src/CartSelection.ts"
import type * as Combination from "../src/Combination.ts"
import * as Money from "../src/Money.ts"
import * as Schemas from "../src/generated/operations.ts"
import { contract, runs } from "./arbitraries.ts"

const y = (f: number): string => Money.toYuanString(Money.fen(f))

const goods = (id: number, base: number, extra: Partial<Cart.RawGoods> = {}): Cart.RawGoods => ({
  id,
  base_price: y(base),
  is_buy: 1,
  number: 1000,
  ...extra,
})

const example: Cart.RawState<Cart.RawLine & Combination.Line> = {
  data: [
    // normal line, ladder "at least 10 → ¥18"
    {
      id: 1,
      number: 10,
      price: "20.00",
      is_selected: 1,
      goods: goods(11, 2000, {
        ladder_price_type: 2,
        ladder_price: [{ number: 10, price: "18.00" }],
      }),
    },
    // combination line: the line price × number
    {
      id: 2,
      number: 2,
      price: "99.90",
      is_selected: 1,
      goods_type: 3,
      combination: { id: 5 },
      goods: null,
    },
    // not buyable: unselected even though the server says selected
    { id: 3, number: 1, price: "5", is_selected: 1, goods: goods(13, 500, { is_buy: 0 }) },
    // out of stock
    { id: 4, number: 1, price: "5", is_selected: 1, goods: goods(14, 500, { number: 0 }) },
    // gifts come with this line, not charged; excluded from manjian
    {
      id: 5,
      number: 1,
      price: "30",
      is_selected: 1,
      goods_manjian_amount: "0.00",
      gift_data: { total: 2, type: 1 },
      goods: goods(15, 3000),
    },
    // not selected
    { id: 6, number: 1, price: "1", is_selected: 0, goods: goods(16, 100) },
  ],
  shipping_data: { shipping_amount: "10", no_trans_order_amount: "800" },
  activity_data: {
    manjians: [
      { amount: "300", reduce: "20" },
      { amount: "500", reduce: "50" },
    ],
  },
}

/** One selected line of `number` units of a goods that ships free from 5 units (shipping ¥10 under ¥800). */
const shipsFreeFromFive = (number: number) =>
  Cart.fromApi({
    data: [
      {
        id: 1,
        number,
        is_selected: 1,
        goods: goods(1, 100, { is_free_shipping: 1, free_shipping_number: 5 }),
      },
    ],
    shipping_data: { shipping_amount: "10.00", no_trans_order_amount: "800.00" },
  })

describe("Cart (worked example)", () => {
  it("prices lines as the fields say", () => {
    const state = Cart.fromApi(example)
    expect(state.lines.map((l) => l.amount)).toEqual([18000, 19980, 500, 500, 3000, 100])
    expect(state.lines.map((l) => l.kind)).toEqual([
      "normal",
      "combination",
      "normal",
      "normal",
      "normal",
      "normal",
    ])
    expect(state.lines[4]?.gifts).toBe(2)
    expect(state.lines[4]?.giftKind).toBe("gift")
    const tradeIn = Cart.lineOf({ number: 5, gift_data: { total: 1, type: 2 } }, 0)
    expect([tradeIn.gifts, tradeIn.giftKind]).toEqual([1, "tradeIn"])
    expect([Cart.giftsOf(state.lines[4]!), Cart.giftsOf(tradeIn)]).toEqual(["赠品 ×2", "换购 ×1"])
    expect(Cart.giftsOf(state.lines[0]!)).toBeNull()
  })
  it("unselects lines that cannot be bought", () => {
    const state = Cart.fromApi(example)
    expect(state.selected).toEqual([true, true, false, false, true, false])
    expect(state.lines.map((l) => l.selectable)).toEqual([true, true, false, false, true, true])
  })
  it("totals", () => {
    const state = Cart.fromApi(example)
    const t = Cart.totals(state)
    expect(t.selectedCount).toBe(3)
    // the pieces of the selected lines, what 已选 counts
    const picked = state.lines.filter((_, i) => state.selected[i] === true)
    expect(t.selectedQuantity).toBe(picked.reduce((n, l) => n + l.quantity, 0))
    expect(t.selectedQuantity).toBeGreaterThan(0)
    expect(t.subtotal).toBe(18000 + 19980 + 3000)
    expect(t.manjian.eligible).toBe(18000 + 19980)
    // eligible ¥379.80 reaches 满300减20, and is ¥120.20 short of 满500减50
    expect(t.reduction).toBe(2000)
    expect(t.manjian.next?.message).toBe("再买¥120.20可减¥50.00")
    // the ¥30.00 line is not in the activity: the hint counts on the 满减 goods and says so
    expect(t.manjianHint).toBe("满减商品已选¥379.80，再买¥120.20满减商品可减¥50.00")
    expect(state.lines.map(Cart.countsForManjian)).toEqual([true, true, true, true, false, true])
    expect(t.goodsAmount).toBe(40980 - 2000)
    expect(t.shipping).toMatchObject({
      _tag: "Charged",
      gap: 80000 - 38980,
      message: "还差¥410.20免运费",
    })
    expect(t.shippingFee).toBe(1000)
    expect(t.payable).toBe(38980 + 1000)
    expect(t.gifts).toBe(2)
    expect(t.allSelected).toBe(false)
  })
  it("select all touches only selectable lines", () => {
    const state = Cart.fromApi(example)
    const all = CartSelection.selectAll(state, true)
    expect(all.selected).toEqual([true, true, false, false, true, true])
    expect(CartSelection.allSelected(all)).toBe(true)
    expect(Cart.totals(all).allSelected).toBe(true)
    const none = CartSelection.selectAll(state, false)
    expect(none.selected.every((s) => !s)).toBe(true)
    const t = Cart.totals(none)
    expect([t.subtotal, t.payable, t.shippingFee, t.reduction]).toEqual([0, 0, 0, 0])
    expect(t.shipping._tag).toBe("Free")
  })
  it("a non-selectable line cannot be selected", () => {
    const state = Cart.fromApi(example)
    expect(CartSelection.setSelected(state, "3", true)).toBe(state)
    expect(CartSelection.toggle(state, "3")).toBe(state)
    expect(CartSelection.toggle(state, "nope")).toBe(state)
    expect(CartSelection.setMany(state, ["3", "4", "6"], true).selected).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
    ])
    expect(CartSelection.toggle(state, "1").selected[0]).toBe(false)
    expect(CartSelection.setSelected(state, "1", true)).toBe(state)
    expect(CartSelection.selectedIds(state)).toEqual(["1", "2", "5"])
    expect(CartSelection.isSelected(state, 0)).toBe(true)
  })
  it("changing a quantity reprices with the ladder and scales the manjian part", () => {
    const state = Cart.fromApi(example)
    const s = Cart.setQuantity(state, "1", 9)
    expect(s.lines[0]?.amount).toBe(18000)
    expect(s.lines[0]?.unitPrice).toBe(2000)
    const z = Cart.setQuantity(state, "1", 0)
    expect(z.selected[0]).toBe(false)
    expect(z.lines[0]?.selectable).toBe(false)
    expect(Cart.setQuantity(state, "missing", 3)).toBe(state)
    const c = Cart.setQuantity(state, "2", 3)
    expect(c.lines[1]?.amount).toBe(29970)
    expect(Cart.setQuantity(state, "5", 4).lines[4]?.manjianAmount).toBe(0)
  })
  it("removes lines and knows when it is empty", () => {
    const state = Cart.fromApi(example)
    const s = Cart.remove(state, ["1", "2", "3", "4", "5", "6"])
    expect(Cart.isEmpty(s)).toBe(true)
    expect(Cart.isEmpty(Cart.remove(state, ["1"]))).toBe(false)
    expect(Cart.remove(state, ["1"]).selected).toEqual([true, false, false, true, false])
    expect(Cart.totals(Cart.empty).payable).toBe(0)
  })
  it("reads missing or odd data without failing", () => {
    expect(Cart.fromApi(null).lines).toEqual([])
    const s = Cart.fromApi({ data: [{ number: "x", price: "bad" }, {}] as never })
    expect(s.lines.map((l) => l.id)).toEqual(["line-0", "line-1"])
    expect(s.lines[0]?.amount).toBe(0)
    expect(
      Cart.fromApi({ data: [{ goods: goods(1, 100), number: 2, goods_manjian_amount: "1.50" }] })
        .lines[0]?.manjianAmount,
    ).toBe(150)
  })
  it("lines that ship free on their own make the order ship free", () => {
    const s = shipsFreeFromFive(5)
    expect(Cart.totals(s).shipping._tag).toBe("Free")
    expect(Cart.totals(Cart.setQuantity(s, "1", 4)).shippingFee).toBe(1000)
  })
  it("scaled manjian part floors", () => {
    const s = Cart.fromApi({
      data: [{ id: 1, number: 3, goods: goods(1, 100), goods_manjian_amount: "1" }],
    })
    expect(Cart.setQuantity(s, "1", 4).lines[0]?.manjianAmount).toBe(133)
    const z = Cart.fromApi({
      data: [{ id: 1, number: 0, goods: goods(1, 100), goods_manjian_amount: "1" }],
    })
    expect(Cart.setQuantity(z, "1", 4).lines[0]?.manjianAmount).toBe(0)
  })
})

describe("Cart: what a buyer sees of a line, a quantity change and an empty cart", () => {
  it("a goods without a readable base price is charged the line's price", () => {
    const l = Cart.lineOf({ id: 1, number: 3, price: "12.50", goods: { id: 7, is_buy: 1 } }, 0)
    expect([l.unitPrice, l.amount, l.goodsId]).toEqual([1250, 3750, "7"])
    expect(l.ladder).toBeNull()
  })
  it("a combination line is charged the combination's price, whatever its goods cost", () => {
    const l = Cart.lineOf(
      { id: 2, number: 2, price: "99.90", goods_type: 3, goods: goods(21, 500) },
      0,
    )
    expect([l.kind, l.unitPrice, l.amount]).toEqual(["combination", 9990, 19980])
    expect(Cart.withQuantity(l, 3).amount).toBe(29970)
  })
  it("names the goods of each line, and none for a line without goods", () => {
    expect(Cart.fromApi(example).lines.map((l) => l.goodsId)).toEqual([
      "11",
      null,
      "13",
      "14",
      "15",
      "16",
    ])
  })
  it("gifts of type 0 are no gifts", () => {
    const l = Cart.lineOf({ number: 1, gift_data: { total: 3, type: 0 } }, 0)
    expect(l.gifts).toBe(0)
    expect(Cart.giftsOf(l)).toBeNull()
    expect(Cart.lineOf({ number: 1, gift_data: { total: -2, type: 1 } }, 0).gifts).toBe(0)
    expect(Cart.lineOf({ number: 1, gift_data: { type: 1 } }, 0).gifts).toBe(0)
  })
  it("a line of no quantity cannot be selected, even when the server says it is", () => {
    const s = Cart.fromApi({ data: [{ id: 1, number: 0, is_selected: 1, goods: goods(1, 100) }] })
    expect(s.lines[0]?.selectable).toBe(false)
    expect(s.selected).toEqual([false])
  })
  it("raising a quantity to the free-shipping number makes the line ship free", () => {
    const s = shipsFreeFromFive(4)
    expect(Cart.totals(s).shippingFee).toBe(1000)
    const more = Cart.setQuantity(s, "1", 5)
    expect(more.lines[0]?.freeShipping).toBe(true)
    expect(Cart.totals(more)).toMatchObject({ shippingFee: 0, payable: 500 })
  })
  it("a quantity change keeps a goods that cannot be bought unselectable", () => {
    const s = Cart.setQuantity(Cart.fromApi(example), "3", 4)
    expect(s.lines[2]?.selectable).toBe(false)
    expect(s.selected[2]).toBe(false)
  })
  it("a quantity change does not select a line the buyer left unselected", () => {
    const s = Cart.setQuantity(Cart.fromApi(example), "6", 3)
    expect(s.lines[5]?.amount).toBe(300)
    expect(s.selected[5]).toBe(false)
    expect(Cart.totals(s).subtotal).toBe(Cart.totals(Cart.fromApi(example)).subtotal)
  })
  it("a line that cannot be bought never counts, even when marked selected", () => {
    const state = Cart.fromApi(example)
    const forced = { ...state, selected: state.lines.map(() => true) }
    const t = Cart.totals(forced)
    expect(t.selectedCount).toBe(4)
    expect(t.subtotal).toBe(18000 + 19980 + 3000 + 100)
  })
  it("the empty cart: nothing to pay, nothing to say, and not 'all selected'", () => {
    expect(Cart.isEmpty(Cart.empty)).toBe(true)
    expect(Cart.totals(Cart.empty)).toMatchObject({
      selectedCount: 0,
      selectedQuantity: 0,
      subtotal: 0,
      reduction: 0,
      goodsAmount: 0,
      shippingFee: 0,
      payable: 0,
      gifts: 0,
      manjianHint: undefined,
      allSelected: false,
      shipping: { _tag: "Free", fee: 0 },
    })
  })
})

// ------------------------------------------------------------------------------------------
const lineArb = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  number: fc.integer({ min: 0, max: 50 }),
  price: fc.integer({ min: 0, max: 100000 }).map(y),
  is_selected: fc.constantFrom<0 | 1>(0, 1),
  goods_type: fc.constantFrom(1, 3),
  goods_manjian_amount: fc.option(fc.integer({ min: 0, max: 100000 }).map(y), { nil: undefined }),
  gift_data: fc.option(fc.record({ total: fc.integer({ min: 0, max: 5 }), type: fc.constant(1) }), {
    nil: undefined,
  }),
  goods: fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    base_price: fc.integer({ min: 0, max: 100000 }).map(y),
    is_buy: fc.constantFrom<0 | 1>(0, 1, 1, 1),
    number: fc.constantFrom(0, 5, 1000),
    ladder_price_type: fc.constantFrom<1 | 2>(1, 2),
    ladder_price: fc.array(
      fc.record({
        number: fc.integer({ min: 1, max: 60 }),
        price: fc.integer({ min: 0, max: 100000 }).map(y),
      }),
      { maxLength: 3 },
    ),
    is_free_shipping: fc.constantFrom<0 | 1>(0, 1),
    free_shipping_number: fc.integer({ min: 1, max: 30 }),
  }),
})
const stateArb = fc.record({
  data: fc.uniqueArray(lineArb, { maxLength: 25, selector: (l) => l.id }),
  shipping_data: fc.record({
    shipping_amount: fc.integer({ min: 0, max: 2000 }).map(y),
    no_trans_order_amount: fc.integer({ min: 0, max: 500000 }).map(y),
  }),
  activity_data: fc.record({
    manjians: fc.array(
      fc.record({
        amount: fc.integer({ min: 1, max: 500000 }).map(y),
        reduce: fc.integer({ min: 1, max: 600000 }).map(y),
      }),
      { maxLength: 4 },
    ),
  }),
})

describe("Cart.manjianHint (worked examples)", () => {
  const tiers = { manjians: [{ amount: "500", reduce: "20" }] }
  const line = (id: number, base: number, manjian?: string) => ({
    id,
    number: 1,
    is_selected: 1 as const,
    goods: goods(id, base),
    ...(manjian === undefined ? {} : { goods_manjian_amount: manjian }),
  })
  it("everything chosen counts: the plain gap", () => {
    const t = Cart.totals(Cart.fromApi({ data: [line(1, 10000)], activity_data: tiers }))
    expect(t.manjianHint).toBe("再买¥400.00可减¥20.00")
  })
  it("¥827.70 of goods outside the activity: none counts, and the buyer is told so", () => {
    const t = Cart.totals(Cart.fromApi({ data: [line(1, 82770, "0.00")], activity_data: tiers }))
    expect(t.subtotal).toBe(82770)
    expect(t.manjianHint).toBe("所选商品均不参与满减，购买满减商品满¥500.00可减¥20.00")
  })
  it("some count: the 满减 goods' amount and the gap on them", () => {
    const t = Cart.totals(
      Cart.fromApi({
        data: [line(1, 82770, "0.00"), line(2, 15921, "159.21")],
        activity_data: tiers,
      }),
    )
    expect(t.manjianHint).toBe("满减商品已选¥159.21，再买¥340.79满减商品可减¥20.00")
  })
  it("no tier left to reach: nothing to say", () => {
    const t = Cart.totals(Cart.fromApi({ data: [line(1, 60000)], activity_data: tiers }))
    expect(t.manjianHint).toBeUndefined()
  })
})

describe("Cart properties", () => {
  test.prop([stateArb], runs)("parts add up to the whole, to the fen; payable ≥ 0", (raw) => {
    const s = Cart.fromApi(raw)
    const t = Cart.totals(s)
    let sum = 0
    s.lines.forEach((l, i) => {
      expect(l.amount).toBe(l.unitPrice * l.quantity)
      if (s.selected[i]) sum += l.amount
    })
    expect(t.subtotal).toBe(sum)
    expect(t.goodsAmount + t.reduction).toBe(t.subtotal)
    expect(t.payable).toBe(t.subtotal - t.reduction + t.shippingFee)
    expect(t.payable).toBeGreaterThanOrEqual(0)
    expect(t.reduction).toBeLessThanOrEqual(t.subtotal)
    expect(Number.isInteger(t.payable)).toBe(true)
  })

  test.prop(
    [
      stateArb.chain((raw) =>
        fc.shuffledSubarray(raw.data, { minLength: raw.data.length }).map((d) => [raw, d] as const),
      ),
    ],
    runs,
  )("reordering lines changes nothing", ([raw, shuffled]) => {
    const reversed = { ...raw, data: shuffled }
    const a = Cart.totals(Cart.fromApi(raw))
    const b = Cart.totals(Cart.fromApi(reversed))
    expect({ ...b, manjian: b.manjian.reduction }).toEqual({ ...a, manjian: a.manjian.reduction })
  })

  test.prop([stateArb, fc.boolean()], runs)("never selects a non-selectable line", (raw, on) => {
    const s = CartSelection.selectAll(Cart.fromApi(raw), on)
    s.lines.forEach((l, i) => {
      if (!l.selectable) expect(s.selected[i]).toBe(false)
      else expect(s.selected[i]).toBe(on)
    })
    for (const l of s.lines) {
      const toggled = CartSelection.toggle(s, l.id)
      toggled.lines.forEach((x, i) => {
        if (!x.selectable) expect(toggled.selected[i]).toBe(false)
      })
    }
  })

  test.prop([stateArb], runs)(
    "a line not marked as counting towards 满减 adds nothing to it; the hint follows the next tier",
    (raw) => {
      const s = Cart.fromApi(raw)
      for (const l of s.lines) if (!Cart.countsForManjian(l)) expect(l.manjianAmount).toBe(0)
      const t = Cart.totals(s)
      expect(t.manjianHint === undefined).toBe(t.manjian.next === undefined)
      if (t.manjian.next !== undefined && t.manjian.eligible >= t.subtotal)
        expect(t.manjianHint).toBe(t.manjian.next.message)
      if (t.manjian.next !== undefined && t.manjian.eligible < t.subtotal) {
        // the buyer is told that only 满减 goods count, and what they would save
        expect(t.manjianHint).not.toBe(t.manjian.next.message)
        expect(t.manjianHint).toContain("满减商品")
        expect(t.manjianHint).toContain(`可减¥${Money.toYuanString(t.manjian.next.tier.reduce)}`)
      }
    },
  )

  test.prop([stateArb], runs)("selecting more lines never lowers the subtotal", (raw) => {
    const s = Cart.fromApi(raw)
    expect(Cart.totals(CartSelection.selectAll(s, true)).subtotal).toBeGreaterThanOrEqual(
      Cart.totals(s).subtotal,
    )
  })
})

describe("CartSelection.goodsSelectable", () => {
  it("buyable and in stock", () => {
    expect(CartSelection.goodsSelectable(null)).toBe(true)
    expect(CartSelection.goodsSelectable({ is_buy: 1, number: 3 })).toBe(true)
    expect(CartSelection.goodsSelectable({ is_buy: 0 })).toBe(false)
    expect(CartSelection.goodsSelectable({ is_buy: 0, number: 3 })).toBe(false)
    expect(CartSelection.goodsSelectable({ number: 0 })).toBe(false)
    expect(CartSelection.goodsSelectable({})).toBe(true)
  })
})

describe("Cart over the cart states the contract allows", () => {
  test.prop([contract(Schemas.CartState)], runs)(
    "each line is its unit price times its quantity, and the totals add up to the fen",
    (raw) => {
      const s = Cart.fromApi(raw)
      const t = Cart.totals(s)
      s.lines.forEach((l, i) => {
        expect(l.amount).toBe(l.unitPrice * l.quantity)
        if (!l.selectable) expect(s.selected[i]).toBe(false)
      })
      expect(t.goodsAmount).toBe(t.subtotal - t.reduction)
      expect(t.payable).toBe(t.goodsAmount + t.shippingFee)
      expect(Number.isSafeInteger(t.payable)).toBe(true)
    },
  )
})
