import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok, type Reply } from "../../../test/fetchMock.ts"
import { goodsFixture, type Goods } from "../../../test/goods.ts"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as CheckoutChoices from "@mall/core/CheckoutChoices"
import { setNavigator } from "../../lib/navigation.ts"
import { dialogQueue, resetDialogs } from "../../lib/ui/dialogs.ts"
import * as Api from "./api.ts"
import {
  addressId,
  awaitingPayment,
  checkoutIds,
  idsOf,
  loadOrder,
  order,
  orderStatus,
  pay,
  payInfo,
  payTypeOf,
  paying,
  amounts,
  canSubmit,
  checkoutData,
  checkoutStatus,
  chooseAddress,
  chooseCoupon,
  choosePayType,
  couponId,
  couponOptions,
  coupons,
  extraCoupons,
  lines,
  loadCheckout,
  missingCount,
  orderableOnlyHref,
  payType,
  remarks,
  resetCheckout,
  rows,
  setRemarks,
  submitOrder,
  unbuyable,
  type CheckoutData,
  type Coupon,
  type OrderDetail,
} from "./model.ts"

const coupon = (id: number, amount: string, min: string, status: 0 | 1 | 2 = 0): Coupon => ({
  id,
  name: `券${id}`,
  type: 1,
  amount,
  min_amount: min,
  start_time: "2024-01-01 00:00:00",
  end_time: "2099-01-01 00:00:00",
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
    expect(couponOptions.value.map((o) => [o.usable, o.condition, o.reason])).toEqual([
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

// ---------------------------------------------------------------------------------------------
// Loaded from the server: lines that cannot be ordered, choices over a reload, variety coupons,
// combination lines.

type Line = CheckoutData["lines"][number]

const goodsLine = (id: number, goods: Partial<Goods>, number = 2, price = "12.30"): Line => ({
  id,
  type: 1,
  combination: null,
  goods: goodsFixture({ base_price: price, ...goods }),
  number,
  price,
  is_selected: goods.is_buy === 0 || goods.number === 0 ? 0 : 1,
  with_coupon: 1,
  goods_manjian_amount: "0.00",
  gift_data: { total: 0, type: 0 },
  goods_type: 1,
})

const comboLine = (id: number, sets: number): Line => ({
  id,
  type: 3,
  combination: {
    id: 1,
    name: "感冒组合装",
    stock: 50,
    goods: [
      { goods_id: 1, name: "感冒灵颗粒", ypgg: "10g*9袋", bzdw: "盒", image: "", number: 2 },
      { goods_id: 45, name: "氯雷他定片", ypgg: "10mg*6片", bzdw: "盒", image: "", number: 1 },
    ],
  },
  goods: goodsFixture({ id: 1, number: 50, bzdw: "组", zbz: 1 }),
  number: sets,
  price: "136.62",
  is_selected: 1,
  with_coupon: 0,
  goods_manjian_amount: "0.00",
  gift_data: { total: 0, type: 0 },
  goods_type: 3,
})

const address = (id: number, isDefault: 0 | 1) => ({
  id,
  consignee: `收货人${id}`,
  phone: "13800138000",
  province: "广东省",
  city: "广州市",
  district: "天河区",
  address: `天河路${id}号`,
  is_default: isDefault,
})

const checkout = (lines: Array<Line>, goods: string, list: Array<Coupon> = []): CheckoutData => ({
  lines,
  goods_amount: goods,
  manjian_amount: "0.00",
  shipping_amount: "0.00",
  coupon_amount: "0.00",
  pay_amount: goods,
  addresses: [address(1, 1), address(2, 0)],
  coupons: list,
})

const serve = (data: CheckoutData, extra: Record<string, Reply> = {}) =>
  installFetch({
    "POST /api/cart/checkout": ok(data),
    "GET /api/user/availableCoupon": ok({
      data: [],
      total: 0,
      current_page: 1,
      last_page: 1,
      per_page: 10,
    }),
    ...extra,
  })

describe("chosen lines that cannot be ordered", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("are listed with why, and the order cannot be submitted without them", async () => {
    const api = serve(
      checkout(
        [
          goodsLine(1, { id: 7, name: "感冒灵颗粒" }),
          goodsLine(2, { id: 8, name: "阿莫西林胶囊", number: 0 }),
          goodsLine(3, { id: 9, name: "黄芪 饮片", is_buy: 0 }),
          goodsLine(4, { id: 10, name: "当归 饮片", number: 1 }, 5),
        ],
        "24.60",
      ),
    )
    await loadCheckout(["1", "2", "3", "4", "5"])
    expect(lines.value.map((l) => l.id)).toEqual(["1"])
    expect(unbuyable.value.map((u) => Messages.checkout.unbuyableLine(u.name, u.reason))).toEqual([
      "阿莫西林胶囊（缺货）",
      "黄芪 饮片（暂不可购买）",
      "当归 饮片（库存不足，仅剩1盒）",
    ])
    // line 5 was deleted in another tab
    expect(missingCount.value).toBe(1)
    expect(canSubmit.value).toBe(false)
    expect(orderableOnlyHref.value).toBe("/cart/step2?ids=1")
    await submitOrder()
    expect(api.count("POST /api/order")).toBe(0)
  })

  it("when none can be ordered, each is named with its reason, not 请选择要结算的商品", async () => {
    serve(
      checkout(
        [
          goodsLine(2, { id: 8, name: "阿莫西林胶囊", number: 0 }),
          goodsLine(3, { id: 9, name: "黄芪 饮片", is_buy: 0 }),
        ],
        "0.00",
      ),
    )
    await loadCheckout(["2", "3"])
    expect(checkoutStatus.value).toBe("ready")
    expect(lines.value).toEqual([])
    expect(unbuyable.value.map((u) => u.reason)).toEqual(["缺货", "暂不可购买"])
    expect(orderableOnlyHref.value).toBeNull()
    expect(canSubmit.value).toBe(false)
  })

  it("a refusal at submit is shown and the lines are read again, so the page names them", async () => {
    let checkouts = 0
    const fresh = checkout(
      [goodsLine(1, { id: 7 }), goodsLine(2, { id: 8, name: "阿莫西林胶囊" })],
      "49.20",
    )
    const gone = checkout(
      [goodsLine(1, { id: 7 }), goodsLine(2, { id: 8, name: "阿莫西林胶囊", number: 0 })],
      "24.60",
    )
    const api = serve(fresh, {
      "POST /api/cart/checkout": () =>
        Promise.resolve({
          status: 200,
          body: { code: 10000, message: "", data: checkouts++ === 0 ? fresh : gone },
        }),
      "POST /api/order": envelope(400, "以下商品无法购买，未提交订单：阿莫西林胶囊（缺货）", 400),
    })
    await loadCheckout(["1", "2"])
    expect(canSubmit.value).toBe(true)
    await submitOrder()
    await vi.waitFor(() => expect(unbuyable.value.map((u) => u.name)).toEqual(["阿莫西林胶囊"]))
    expect(api.count("POST /api/order")).toBe(1)
    expect(dialogQueue.value.map((d) => d.message)).toContain(
      "以下商品无法购买，未提交订单：阿莫西林胶囊（缺货）",
    )
    expect(canSubmit.value).toBe(false)
  })
})

describe("the buyer's choices over a reload", () => {
  afterEach(() => vi.unstubAllGlobals())
  const data = () =>
    checkout([goodsLine(1, { id: 7 }, 20), goodsLine(2, { id: 8 }, 10)], "369.00", [
      coupon(1, "20.00", "200.00"),
      coupon(2, "50.00", "300.00"),
    ])

  it("address, coupon, payment method and 订单备注 come back for the same chosen lines", async () => {
    serve(data())
    await loadCheckout(["1", "2"])
    expect(addressId.value).toBe(1)
    chooseAddress(2)
    chooseCoupon(2)
    choosePayType("balance")
    setRemarks("请下午送货")
    // the page reloads: everything in memory is gone, sessionStorage stays
    resetCheckout()
    await loadCheckout(["2", "1"])
    expect([addressId.value, couponId.value, payType.value, remarks.value]).toEqual([
      2,
      2,
      "balance",
      "请下午送货",
    ])
    expect(amounts.value.discount).toBe(Money.yuan(50))
    // another choice of lines starts afresh
    resetCheckout()
    await loadCheckout(["1"])
    expect([addressId.value, couponId.value, payType.value, remarks.value]).toEqual([
      1,
      null,
      "wechat",
      "",
    ])
  })

  it("a saved choice no longer valid falls back: a deleted address, a coupon that no longer applies", async () => {
    serve(data())
    await loadCheckout(["1", "2"])
    chooseAddress(2)
    chooseCoupon(2)
    setRemarks("备注")
    resetCheckout()
    const later = data()
    serve({
      ...later,
      addresses: [address(1, 1)],
      goods_amount: "246.00",
      lines: [goodsLine(1, { id: 7 }, 20)],
    })
    await loadCheckout(["1", "2"])
    expect([addressId.value, couponId.value, remarks.value]).toEqual([1, null, "备注"])
  })

  it("the choices are forgotten once the order is placed", async () => {
    serve(data(), {
      "POST /api/order": ok({ id: 9, order_sn: "DD1", order_amount: "349.00" }),
      "GET /api/cart/total": ok({ total: 0 }),
    })
    await loadCheckout(["1", "2"])
    setRemarks("备注")
    await submitOrder()
    resetCheckout()
    await loadCheckout(["1", "2"])
    expect(remarks.value).toBe("")
  })
})

describe("a variety coupon (品种券) counts only the goods it names", () => {
  afterEach(() => vi.unstubAllGlobals())
  const herbs = (): Coupon => ({
    ...coupon(6, "10.00", "200.00"),
    name: "中药饮片满200减10元",
    type: 3,
    goods_ids: [224],
  })

  it("does not apply to a cart without its goods, and says so", async () => {
    serve(checkout([goodsLine(1, { id: 7 }, 20, "33.09")], "661.80", [herbs()]))
    await loadCheckout(["1"])
    expect(checkoutStatus.value).toBe("ready")
    expect(couponOptions.value.map((o) => [o.usable, o.scope, o.reason])).toEqual([
      [false, "指定商品可用", "本单没有此券指定的商品"],
    ])
    chooseCoupon(6)
    expect(amounts.value.discount).toBe(0)
  })

  it("is judged on the amount of its goods only, and takes off at most that", async () => {
    serve(
      checkout(
        [goodsLine(1, { id: 7 }, 20, "33.09"), goodsLine(2, { id: 224 }, 1, "150.00")],
        "811.80",
        [herbs()],
      ),
    )
    await loadCheckout(["1", "2"])
    expect(couponOptions.value[0]?.reason).toBe("指定商品还差¥50.00可用")
    resetCheckout()
    serve(
      checkout(
        [goodsLine(1, { id: 7 }, 20, "33.09"), goodsLine(2, { id: 224 }, 2, "150.00")],
        "961.80",
        [herbs()],
      ),
    )
    await loadCheckout(["1", "2"])
    expect(couponOptions.value[0]?.usable).toBe(true)
    chooseCoupon(6)
    expect(amounts.value).toMatchObject({ discount: Money.yuan(10), payable: Money.fen(95_180) })
  })
})

describe("a combination line", () => {
  afterEach(() => vi.unstubAllGlobals())
  it("is shown as the combination: its name, its goods per set, sets at the set price", async () => {
    serve(checkout([comboLine(3, 2)], "273.24"))
    await loadCheckout(["3"])
    const row = rows.value[0]
    expect(row?.name).toBe("感冒组合装")
    expect(row?.meta).toBe("")
    expect(row?.quantity).toBe("2组")
    expect(row?.line.unitPrice).toBe(Money.fen(13_662))
    expect(row?.line.amount).toBe(Money.fen(27_324))
    expect(
      row?.combination?.items.map((i) => [i.name, i.spec, Messages.cart.perSet(i.perSet, i.unit)]),
    ).toEqual([
      ["感冒灵颗粒", "10g*9袋", "每组2盒"],
      ["氯雷他定片", "10mg*6片", "每组1盒"],
    ])
  })
})

// ---------------------------------------------------------------------------------------------
// The chosen lines of the address, the remark, step 3 (支付订单) and its payment.

describe("the address's chosen lines and the remark", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("ids=… names the chosen lines, trimmed; empty parts are left out", () => {
    expect(idsOf("1,2, 3,,")).toEqual(["1", "2", "3"])
    expect(idsOf(null)).toEqual([])
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e9 }), { maxLength: 20 }), (ids) => {
        expect(idsOf(ids.join(","))).toEqual(ids.map(String))
      }),
    )
  })

  it("订单备注 is cut at its longest, as typed", () => {
    setRemarks("急".repeat(CheckoutChoices.REMARKS_MAX + 5))
    expect([...remarks.value]).toHaveLength(CheckoutChoices.REMARKS_MAX)
  })

  it("an older confirm-order read answering after a newer one is not shown", async () => {
    serve(checkout([goodsLine(2, { id: 8 })], "24.60"))
    let answerOld: () => void = () => {}
    vi.spyOn(Api, "settle").mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerOld = () => resolve(checkout([goodsLine(1, { id: 7 })], "24.60"))
        }),
    )
    const older = loadCheckout(["1"])
    await loadCheckout(["2"])
    answerOld()
    await older
    expect(checkoutIds.value).toEqual(["2"])
    expect(lines.value.map((l) => l.id)).toEqual(["2"])
  })

  it("a failed read says so, with nothing to submit", async () => {
    installFetch({ "POST /api/cart/checkout": envelope(50000, "err", 500) })
    await loadCheckout(["1"])
    expect(checkoutStatus.value).toBe("failed")
    expect(canSubmit.value).toBe(false)
  })
})

describe("支付订单", () => {
  const went: Array<[string, { replace?: boolean } | undefined]> = []
  beforeEach(() => {
    went.length = 0
    setNavigator((to, options) => went.push([to, options]))
  })
  afterEach(() => {
    setNavigator(null)
    resetDialogs()
    vi.unstubAllGlobals()
  })
  const unpaid = { id: 43, order_sn: "20261126440517", status: 0 } as unknown as OrderDetail

  it("shows the order, waiting for payment while its status is 0", async () => {
    vi.spyOn(Api, "order").mockResolvedValueOnce(unpaid)
    await loadOrder("43")
    expect(orderStatus.value).toBe("ready")
    expect(awaitingPayment.value).toBe(true)
    vi.spyOn(Api, "order").mockResolvedValueOnce({ ...unpaid, status: 1 })
    await loadOrder("43")
    expect(awaitingPayment.value).toBe(false)
  })

  it("an order that does not exist is missing; one that cannot be read is failed", async () => {
    installFetch({
      "GET /api/order/8": envelope(404, "订单不存在", 404),
      "GET /api/order/9": envelope(50000, "err", 500),
    })
    await loadOrder("8")
    expect(orderStatus.value).toBe("missing")
    await loadOrder("9")
    expect(orderStatus.value).toBe("failed")
    await loadOrder("abc")
    expect(orderStatus.value).toBe("missing")
  })

  it("an older order read answering after a newer one is not shown", async () => {
    let answerOld: () => void = () => {}
    vi.spyOn(Api, "order")
      .mockImplementationOnce(
        () => new Promise((resolve) => (answerOld = () => resolve({ ...unpaid, id: 1 }))),
      )
      .mockResolvedValueOnce({ ...unpaid, id: 2 })
    const older = loadOrder("1")
    await loadOrder("2")
    answerOld()
    await older
    expect(order.value?.id).toBe(2)
  })

  it("the pay type of the address is read by its value or its name; anything else preselects none", () => {
    expect(payTypeOf("alipay")).toBe("alipay")
    expect(payTypeOf(null)).toBeNull()
    expect(payTypeOf("bitcoin")).toBeNull()
  })

  it("pays with the chosen type and replaces the page with 支付完成", async () => {
    const api = installFetch({
      "POST /api/order/43/pay": ok(
        { order_sn: "20261126440517", pay_type: "alipay", amount: "24.60", pay_url: "" },
        "支付成功",
      ),
    })
    await pay("43", "alipay")
    expect(new URLSearchParams(api.calls[0]?.body ?? "").get("pay_type")).toBe("alipay")
    expect(payInfo.value?.amount).toBe("24.60")
    expect(went).toEqual([["/cart/step4?id=43", { replace: true }]])
    expect(paying.value).toBe(false)
  })

  it("a refused payment is shown and the page stays; a second press meanwhile sends nothing", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const api = installFetch({
      "POST /api/order/43/pay": async () => {
        await held
        return envelope(40000, "余额不足") as { body: unknown }
      },
    })
    const first = pay("43", "balance")
    await pay("43", "balance")
    release()
    await first
    expect(api.count("POST /api/order/43/pay")).toBe(1)
    expect(dialogQueue.value.map((d) => d.message)).toEqual(["余额不足"])
    expect(went).toEqual([])
  })
})
