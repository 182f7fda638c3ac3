import fc from "fast-check"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { answerDialog, dialogQueue, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { setNavigator } from "../../lib/navigation.ts"
import * as toast from "../../lib/ui/toast.ts"
import * as Actions from "./actions.ts"
import * as Api from "./api.ts"
import * as Model from "./model.ts"

const W = Messages.orders

/** An order of two lines to return from: 10 of line 1, 4 of line 2 of which 3 are returned. */
const order = {
  id: 7,
  goods: [
    { id: 1, number: 10, returned: 0, price: "12.30", is_gift: 0 },
    { id: 2, number: 4, returned: 3, price: "8.50", is_gift: 0 },
  ],
  goods_amount: "157.00",
  manjian_amount: "0.00",
  coupon_amount: "0.00",
} as unknown as Model.OrderDetail

const form = Model.returnForm

beforeEach(() => {
  Model.resetForms()
  vi.spyOn(toast, "notifyError").mockImplementation(() => {})
  vi.spyOn(toast, "notifySuccess").mockImplementation(() => {})
})
afterEach(() => setNavigator(null))

describe("the return form's quantities", () => {
  it("nothing chosen: the message is on the quantities as a whole and they take focus", async () => {
    const fetch = installFetch({})
    await Model.submitReturn(order)
    expect(fetch.calls).toHaveLength(0)
    expect(form.errors.value.numbers).toBe(W.noLinesPicked)
    expect(Model.numbersLine.value).toBeNull()
    expect(form.focusRequest.value?.field).toBe("numbers")
    // the form's own messages show beside it
    expect(form.errors.value.reason).toBe(W.noReason)
  })

  it("more than is left of a line: the message is on that line, which takes focus", async () => {
    installFetch({})
    Model.setReturnQuantity(1, "2")
    Model.setReturnQuantity(2, "2")
    await Model.submitReturn(order)
    expect(form.errors.value.numbers).toBe(W.tooMany(1))
    expect(Model.numbersLine.value).toBe(2)
    expect(form.focusRequest.value?.field).toBe("numbers")
    // typing a quantity takes the message away
    Model.setReturnQuantity(2, "1")
    expect(form.errors.value.numbers).toBeUndefined()
  })

  it("right quantities but no reason: the reason takes focus and nothing is sent", async () => {
    const fetch = installFetch({})
    Model.setReturnQuantity(1, "1")
    await Model.submitReturn(order)
    expect(fetch.calls).toHaveLength(0)
    expect(form.errors.value.numbers).toBeUndefined()
    expect(form.errors.value.reason).toBe(W.noReason)
    expect(form.focusRequest.value?.field).toBe("reason")
  })

  it("the server's 422 on numbers lands on the quantities", async () => {
    installFetch({
      "POST /api/returns": envelope(422, "退货数量与商品不一致", 422, {
        errors: { numbers: ["退货数量与商品不一致"] },
      }),
    })
    Model.setReturnQuantity(1, "1")
    form.setField("reason", W.returnReasons.damaged)
    await Model.submitReturn(order)
    expect(form.errors.value.numbers).toBe("退货数量与商品不一致")
    expect(Model.numbersLine.value).toBeNull()
    expect(form.focusRequest.value?.field).toBe("numbers")
  })

  it("sends the chosen lines and ends on the new return's page", async () => {
    const fetch = installFetch({ "POST /api/returns": ok({ id: 31 }, "申请已提交") })
    const navigate = vi.fn()
    setNavigator(navigate)
    Model.setReturnQuantity(1, "3")
    Model.setReturnQuantity(2, "")
    form.setField("reason", W.returnReasons.damaged)
    await Model.submitReturn(order)
    const body = new URLSearchParams(fetch.calls[0]?.body ?? "")
    expect(body.getAll("order_goods_ids")).toEqual(["1"])
    expect(body.getAll("numbers")).toEqual(["3"])
    expect(navigate).toHaveBeenCalledWith("/order/returnInfo/31", {})
  })
})

describe("the part of the order's page an address asks for", () => {
  it("a form by ?apply=, else the logistics by #logistics", () => {
    expect(Model.askedPart("return", "")).toBe("return")
    expect(Model.askedPart("afterSale", "#logistics")).toBe("afterSale")
    expect(Model.askedPart(null, "#logistics")).toBe("logistics")
    expect(Model.askedPart("other", "")).toBeNull()
    expect(Model.askedPart(null, "#goods")).toBeNull()
  })
})

// ---------------------------------------------------------------------------------------------
// 我的订单's list, the detail and its logistics, the refund shown, the after-sales form, and
// what each order button does.

describe("我的订单's list", () => {
  beforeEach(() => {
    for (const r of [Model.orderList, Model.counts, Model.returnList, Model.afterSaleList])
      r.reset()
  })
  afterEach(() => vi.unstubAllGlobals())

  const values = (v: Partial<Model.ListValues> = {}): Model.ListValues => ({
    tab: "all",
    kind: "return",
    keyword: "",
    start: "",
    end: "",
    page: 1,
    ...v,
  })
  const emptyPage = ok({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 10 })
  const serve = () =>
    installFetch({
      "GET /api/order": emptyPage,
      "GET /api/order_count": ok(counts),
      "GET /api/returns": emptyPage,
      "GET /api/after_sales": emptyPage,
    })
  const counts = {
    all: 9,
    unpaid: 2,
    unshipped: 1,
    shipped: 0,
    completed: 6,
    cancelled: 0,
    after_sale: 3,
  }

  it("a tab asks for its status with the search; the counts follow the same search", async () => {
    const fetch = serve()
    Model.loadList(values({ tab: "shipped", keyword: "感冒", start: "2026-11-01", page: 2 }))
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(2))
    expect(Object.fromEntries(fetch.calls.find((c) => c.path === "/api/order")!.query)).toEqual({
      keyword: "感冒",
      start_date: "2026-11-01",
      status: "2",
      page: "2",
    })
    expect(fetch.calls.find((c) => c.path === "/api/order_count")?.query.toString()).toBe(
      "keyword=%E6%84%9F%E5%86%92&start_date=2026-11-01",
    )
    await vi.waitFor(() => expect(Model.tabCount("returns")).toBe(3))
    expect(Model.tabCount("unpaid")).toBe(2)
  })

  it("全部 asks without a status; 退货/售后 lists the returns or the after-sales cases", async () => {
    const fetch = serve()
    expect(Model.tabCount("all")).toBeUndefined()
    Model.loadList(values())
    Model.loadList(values({ tab: "returns", kind: "afterSale", page: 3 }))
    Model.loadList(values({ tab: "returns", kind: "return" }))
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(6))
    expect(fetch.calls.find((c) => c.path === "/api/order")?.query.has("status")).toBe(false)
    expect(fetch.calls.find((c) => c.path === "/api/after_sales")?.query.get("page")).toBe("3")
    expect(fetch.count("GET /api/returns")).toBe(1)
  })

  it("a date range whose end is before its start asks for nothing", () => {
    const fetch = serve()
    Model.loadList(values({ start: "2026-11-30", end: "2026-11-01" }))
    expect(fetch.calls).toHaveLength(0)
  })

  it("each status offers its buttons; an unknown status none", () => {
    const o = (status: number, extra: object = {}) =>
      ({ status, returnable: 0, invoice_url: "", ...extra }) as unknown as Model.OrderItem
    expect(Model.actionsOf(o(0), true)).toEqual(["pay", "cancel"])
    expect(Model.actionsOf(o(3, { returnable: 1, invoice_url: "/i.pdf" }), false)).toEqual([
      "logistics",
      "return",
      "invoice",
      "rebuy",
    ])
    expect(Model.actionsOf(o(2), true)).toEqual(["confirm", "logistics", "afterSale", "rebuy"])
    expect(Model.actionsOf(o(9), true)).toEqual([])
  })
})

describe("an order's detail", () => {
  beforeEach(() => {
    Model.detail.reset()
    Model.logistics.reset()
  })
  afterEach(() => vi.unstubAllGlobals())
  const detailOf = (id: number, status: number) =>
    ({ ...order, id, status }) as unknown as Model.OrderDetail

  it("the logistics are read only for a shipped or completed order", async () => {
    const logistics = vi.spyOn(Api, "logistics").mockResolvedValue(undefined)
    for (const [id, status] of [
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
    ] as const) {
      vi.spyOn(Api, "order").mockResolvedValueOnce(detailOf(id, status))
      await Model.loadDetail(id)
    }
    expect(logistics.mock.calls.map((c) => c[0])).toEqual([3, 4])
  })

  it("is settled once the order asked for is in, with its logistics", async () => {
    let answer: () => void = () => {}
    vi.spyOn(Api, "order").mockResolvedValueOnce(detailOf(3, 2))
    vi.spyOn(Api, "logistics").mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve(undefined))),
    )
    await Model.loadDetail(3)
    expect(Model.detailSettled(3)).toBe(false)
    answer()
    await vi.waitFor(() => expect(Model.detailSettled(3)).toBe(true))
    expect(Model.detailSettled(4)).toBe(false)
  })

  it("重新加载 reads the order shown again", async () => {
    const read = vi.spyOn(Api, "order").mockResolvedValue(detailOf(1, 0))
    await Model.reloadDetail()
    expect(read).not.toHaveBeenCalled()
    await Model.loadDetail(1)
    await Model.reloadDetail()
    expect(read.mock.calls.map((c) => c[0])).toEqual([1, 1])
  })
})

describe("the refund the quantities would give", () => {
  const discounted = {
    ...order,
    manjian_amount: "10.00",
    coupon_amount: "5.70",
  } as Model.OrderDetail

  it("is the goods' value less the order's discounts in proportion, floored to the fen", () => {
    Model.setReturnQuantity(1, "2")
    // 24.60 × (157.00 − 15.70) / 157.00 = 22.14
    expect(Model.refundPreview(discounted)).toBe(Money.parseOr("22.14"))
    expect(Model.refundPreview(order)).toBe(Money.parseOr("24.60"))
  })

  it("is none while a quantity is not a whole number, and nothing for no quantity", () => {
    Model.setReturnQuantity(1, "1.5")
    expect(Model.refundPreview(order)).toBeNull()
    Model.setReturnQuantity(1, "")
    expect(Model.refundPreview(order)).toBe(Money.zero)
  })

  it("never exceeds what was paid, whatever is typed within the lines", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 1 }), (a, b) => {
        Model.setReturnQuantity(1, String(a))
        Model.setReturnQuantity(2, String(b))
        const refund = Model.refundPreview(discounted) ?? Money.zero
        expect(refund).toBeLessThanOrEqual(Money.parseOr("141.30"))
        expect(refund).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it("a gift line is returned for nothing", () => {
    const withGift = {
      ...order,
      goods: [...order.goods, { id: 3, number: 1, returned: 0, price: "9.90", is_gift: 1 }],
    } as unknown as Model.OrderDetail
    Model.setReturnQuantity(3, "1")
    expect(Model.refundPreview(withGift)).toBe(Money.zero)
  })
})

describe("the after-sales form", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("a type and at least 5 characters are needed; nothing is sent before", async () => {
    const fetch = installFetch({})
    Model.afterSaleForm.setField("content", "坏了")
    await Model.submitAfterSale(order)
    expect(Model.afterSaleForm.errors.value).toEqual({
      type: W.afterSaleTypeRequired,
      content: W.afterSaleDescriptionShort,
    })
    expect(fetch.calls).toHaveLength(0)
  })

  it("sends the case with its pictures and ends on its page", async () => {
    const fetch = installFetch({ "POST /api/after_sales": ok({ id: 12 }, "") })
    const navigate = vi.fn()
    setNavigator(navigate)
    Model.afterSaleForm.setField("type", "2")
    Model.afterSaleForm.setField("content", "外包装破损严重")
    Model.afterSalePictures.value = ["/static/uploads/a.png"]
    await Model.submitAfterSale(order)
    const body = new URLSearchParams(fetch.calls[0]?.body ?? "")
    expect(Object.fromEntries(body)).toMatchObject({ order_id: "7", type: "2" })
    expect(body.getAll("images")).toEqual(["/static/uploads/a.png"])
    expect(toast.notifySuccess).toHaveBeenCalledWith(W.afterSaleCreated)
    expect(navigate).toHaveBeenCalledWith("/order/afterSalesInfo/12", {})
    expect(Model.afterSalePictures.value).toEqual([])
  })
})

describe("an order's buttons", () => {
  const target = { id: 43, order_sn: "20261126440517" }
  const went: string[] = []
  const reload = vi.fn(() => Promise.resolve())
  beforeEach(() => {
    went.length = 0
    reload.mockClear()
    resetDialogs()
    setNavigator((to) => went.push(to))
    Actions.busyOrders.value = new Set()
    Actions.cancelling.value = null
  })
  afterEach(() => {
    resetDialogs()
    vi.unstubAllGlobals()
  })

  it("去支付, 申请退货, 申请售后, 查看物流 and 查看发票 go to their pages", async () => {
    for (const action of ["pay", "return", "afterSale", "logistics", "invoice"] as const)
      await Actions.act(action, target, reload)
    expect(went).toEqual([
      "/cart/step3/43",
      "/order/info/43?apply=return",
      "/order/info/43?apply=afterSale",
      "/order/info/43#logistics",
      "/zzfw/dzfp?order_sn=20261126440517",
    ])
  })

  it("取消订单 asks for the reason, then sends it and reads the page again", async () => {
    const fetch = installFetch({ "POST /api/order/43/cancel": ok(null, "订单已取消") })
    await Actions.act("cancel", target, reload)
    expect(Actions.cancelling.value).toEqual({ id: 43, sn: target.order_sn })
    await Actions.cancelWith(W.cancelReasons[1], reload)
    expect(new URLSearchParams(fetch.calls[0]?.body ?? "").get("reason")).toBe(W.cancelReasons[1])
    expect(Actions.cancelling.value).toBeNull()
    expect(toast.notifySuccess).toHaveBeenCalledWith("订单已取消")
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("确认收货 asks first; 取消 sends nothing, a refusal is shown and nothing is read again", async () => {
    const fetch = installFetch({ "POST /api/order/43/confirm": envelope(40000, "订单状态已变更") })
    let done = Actions.act("confirm", target, reload)
    expect((await answerDialog(false)).message).toBe(W.confirmConfirm)
    await done
    expect(fetch.calls).toHaveLength(0)
    done = Actions.act("confirm", target, reload)
    await answerDialog(true)
    await done
    expect(dialogQueue.value.map((d) => d.message)).toEqual(["订单状态已变更"])
    expect(reload).not.toHaveBeenCalled()
  })

  it("再次购买 says what was left out and offers the cart", async () => {
    installFetch({
      "POST /api/order/43/rebuy": ok({ added: 1, skipped: ["连花清瘟胶囊"], cart_count: 3 }),
      "GET /api/cart/total": ok({ total: 3 }),
    })
    const done = Actions.act("rebuy", target, reload)
    const asked = await answerDialog(true)
    await done
    expect(asked.message).toBe(W.rebuyPartly("连花清瘟胶囊"))
    expect(asked.okLabel).toBe(W.toCart)
    expect(went).toEqual(["/cart"])
  })

  it("a button pressed while that order's call runs does nothing", async () => {
    Actions.busyOrders.value = new Set([43])
    const fetch = installFetch({})
    await Actions.act("rebuy", target, reload)
    await Actions.act("pay", target, reload)
    expect(fetch.calls).toHaveLength(0)
    expect(went).toEqual([])
  })
})
