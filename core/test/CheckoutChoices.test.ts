import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as CheckoutChoices from "../src/CheckoutChoices.ts"
import * as Coupon from "../src/Coupon.ts"
import * as Money from "../src/Money.ts"
import { runs } from "./arbitraries.ts"

const defaults: CheckoutChoices.Choices = {
  addressId: 1,
  couponId: null,
  payType: "wechat",
  remarks: "",
}
const offer: CheckoutChoices.Offer = {
  addressIds: [1, 2],
  coupons: [
    { id: 10, type: 1, amount: "5.00", min_amount: "100.00", status: 0 },
    { id: 11, type: 1, amount: "15.00", min_amount: "300.00", status: 0 },
    { id: 12, type: 3, amount: "10.00", min_amount: "0", status: 0, goods_ids: [224] },
  ],
  order: Coupon.orderOf(Money.yuan(200), [
    { goodsId: "1", kind: "normal", amount: Money.yuan(200) },
  ]),
  payTypes: ["wechat", "alipay", "balance"],
}

describe("CheckoutChoices: worked examples", () => {
  it("the key is the set of chosen lines", () => {
    expect(CheckoutChoices.keyOf(["3", "1", "2"])).toBe(CheckoutChoices.keyOf([2, 3, 1, 1]))
    expect(CheckoutChoices.keyOf(["1", "2"])).not.toBe(CheckoutChoices.keyOf(["1", "2", "3"]))
  })
  it("restores what is still valid", () => {
    const saved = CheckoutChoices.decode(
      CheckoutChoices.encode({ addressId: 2, couponId: 10, payType: "alipay", remarks: "下午送" }),
    )
    expect(CheckoutChoices.restore(saved, offer, defaults)).toEqual({
      addressId: 2,
      couponId: 10,
      payType: "alipay",
      remarks: "下午送",
    })
  })
  it("falls back on what no longer is: a deleted address, a coupon short or not for these goods", () => {
    for (const couponId of [11, 12, 99]) {
      const saved = { addressId: 7, couponId, payType: "offline", remarks: "x" }
      expect(CheckoutChoices.restore(saved, offer, defaults)).toEqual({ ...defaults, remarks: "x" })
    }
  })
  it("a coupon deliberately left out stays out", () => {
    expect(
      CheckoutChoices.restore({ couponId: null }, offer, { ...defaults, couponId: 10 }).couponId,
    ).toBeNull()
  })
  it("reads nothing from unreadable text, and keeps 订单备注 to 200 characters", () => {
    expect(CheckoutChoices.decode("{")).toEqual({})
    expect(CheckoutChoices.decode("[1]")).toEqual({})
    expect(CheckoutChoices.decode(null)).toEqual({})
    expect(
      CheckoutChoices.decode('{"addressId":"x","couponId":-1,"payType":3,"remarks":"好"}'),
    ).toEqual({
      remarks: "好",
    })
    expect(
      CheckoutChoices.decode(JSON.stringify({ remarks: "备".repeat(300) })).remarks,
    ).toHaveLength(200)
  })
})

describe("CheckoutChoices: properties", () => {
  const choicesArb = fc.record({
    addressId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    couponId: fc.option(fc.constantFrom(10, 11, 12, 13), { nil: null }),
    payType: fc.constantFrom("wechat", "alipay", "balance", "offline", ""),
    remarks: fc.string({ maxLength: 250 }),
  })
  test.prop([choicesArb], runs)(
    "what is restored is always offered: an address of the list, a coupon that applies",
    (c) => {
      const r = CheckoutChoices.restore(
        CheckoutChoices.decode(CheckoutChoices.encode(c)),
        offer,
        defaults,
      )
      expect(r.addressId === null || offer.addressIds.includes(r.addressId)).toBe(true)
      if (r.couponId !== null) {
        const coupon = offer.coupons.find((x) => x.id === r.couponId)
        expect(coupon !== undefined && Coupon.appliesTo(coupon, offer.order)).toBe(true)
      }
      expect(offer.payTypes).toContain(r.payType)
      expect(r.remarks).toBe(c.remarks.slice(0, 200))
    },
  )
  test.prop([fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 8 })], runs)(
    "the key does not depend on the order of the ids",
    (ids) => {
      expect(CheckoutChoices.keyOf(ids)).toBe(CheckoutChoices.keyOf(ids.slice().reverse()))
    },
  )
})
