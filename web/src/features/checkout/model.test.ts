import { afterEach, describe, expect, it, vi } from "vitest"
import { installFetch } from "../../../test/fetchMock.ts"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import {
  amounts,
  checkoutData,
  checkoutStatus,
  couponId,
  couponOptions,
  coupons,
  extraCoupons,
  loadCheckout,
  resetCheckout,
  type CheckoutData,
  type Coupon,
} from "./model.ts"

const coupon = (id: number, amount: string, min: string, status: 0 | 1 | 2 = 0): Coupon => ({
  id,
  name: `券${id}`,
  type: 1,
  amount,
  min_amount: min,
  start_time: "2024-01-01",
  end_time: "2099-01-01",
  status,
})

const data = (goods: string, shipping: string, list: Array<Coupon>, manjian = "0.00") =>
  ({
    goods_amount: goods,
    manjian_amount: manjian,
    shipping_amount: shipping,
    coupons: list,
    lines: [],
    addresses: [],
  }) as unknown as CheckoutData

afterEach(() => resetCheckout())

describe("checkout amounts (core Coupon)", () => {
  it("lists unused coupons once, and says how much more a short one needs", () => {
    checkoutData.value = data("250.00", "10.00", [coupon(1, "20", "200"), coupon(2, "50", "300")])
    extraCoupons.value = [coupon(1, "20", "200"), coupon(3, "5", "0", 1)]
    expect(coupons.value.map((c) => c.id)).toEqual([1, 2])
    expect(couponOptions.value.map((o) => [o.usable, o.condition, o.shortfall])).toEqual([
      [true, "满¥200.00可用", null],
      [false, "满¥300.00可用", Messages.couponShortfall(Money.yuan(50))],
    ])
  })
  it("takes off the chosen coupon only when it applies; payable + discount = goods + shipping", () => {
    checkoutData.value = data("250.00", "10.00", [coupon(1, "20", "200"), coupon(2, "50", "300")])
    expect(amounts.value).toEqual({
      goods: 25000,
      manjian: 0,
      shipping: 1000,
      discount: 0,
      payable: 26000,
    })
    couponId.value = 1
    expect(amounts.value).toMatchObject({ discount: 2000, payable: 24000 })
    couponId.value = 2
    expect(amounts.value).toMatchObject({ discount: 0, payable: 26000 })
  })
  it("goods_amount is the plain sum: 满减 is taken off it, and coupons are judged after 满减", () => {
    // 875.80 of goods, 满减 20.00: a coupon for 满860 no longer applies, one for 满850 does.
    checkoutData.value = data(
      "875.80",
      "0.00",
      [coupon(1, "30", "860"), coupon(2, "10", "850")],
      "20.00",
    )
    expect(amounts.value).toMatchObject({ goods: 87580, manjian: 2000, payable: 85580 })
    expect(couponOptions.value.map((o) => o.usable)).toEqual([false, true])
    couponId.value = 1
    expect(amounts.value).toMatchObject({ discount: 0, payable: 85580 })
    couponId.value = 2
    expect(amounts.value).toMatchObject({ discount: 1000, payable: 84580 })
  })
})

describe("confirm order without chosen lines", () => {
  afterEach(() => vi.unstubAllGlobals())
  it("says none is chosen and asks the server nothing", async () => {
    const api = installFetch({})
    await loadCheckout([])
    expect(checkoutStatus.value).toBe("missing")
    expect(api.count("POST /api/cart/checkout")).toBe(0)
  })
})
