import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { setNavigator } from "../../lib/navigation.ts"
import * as toast from "../../lib/ui/toast.ts"
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
