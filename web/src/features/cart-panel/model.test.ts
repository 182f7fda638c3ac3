import * as Constants from "@mall/core/Constants"
import * as Money from "@mall/core/Money"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { refreshCartCount, resetSession } from "../../lib/session/session.ts"
import * as Drawer from "./drawer.ts"
import * as Model from "./model.ts"

const line = (id: number, number: number, price: string, selected: 0 | 1) => ({
  id,
  type: 1,
  combination: null,
  goods: goodsFixture({ id: id * 10, base_price: price, ladder_price_type: 1 }),
  number,
  price,
  is_selected: selected,
  with_coupon: 0,
  goods_manjian_amount: "0.00",
  gift_data: { total: 0, type: 0 },
  goods_type: 1,
})
const CART = {
  action: "list",
  data: [line(1, 2, "12.30", 1), line(2, 1, "50.00", 0), line(3, 3, "1.10", 1)],
  shipping_data: { shipping_amount: "0.00", no_trans_order_amount: "0.00" },
  activity_data: { manjians: [] },
  filter_data: [],
}

beforeEach(() => {
  Model.resetCartPanel()
  resetSession()
})
afterEach(() => vi.unstubAllGlobals())

describe("the floating cart", () => {
  it("asks for the list with the default limit; 合计 is of the chosen lines only", async () => {
    const fetch = installFetch({ "GET /api/cart/list": ok(CART) })
    Model.toggle()
    await vi.waitFor(() => expect(Model.loading.value).toBe(false))
    expect(fetch.calls[0]?.query.get("limit")).toBe(String(Constants.CART_LIST_DEFAULT_LIMIT))
    expect(Drawer.total.value).toBe(Money.parseOr("27.90"))
    expect(Drawer.lines.value.map((l) => [l.id, l.quantity])).toEqual([
      ["1", 2],
      ["2", 1],
      ["3", 3],
    ])
  })

  it("a failed read is silent and leaves the drawer open, not loading; the next open asks again", async () => {
    const toasts = recordToasts()
    const fetch = installFetch({ "GET /api/cart/list": envelope(50000, "err", 500) })
    Model.toggle()
    await vi.waitFor(() => expect(Model.loading.value).toBe(false))
    expect(Model.open.value).toBe(true)
    expect(Model.rawCart.value).toBeNull()
    expect(toasts.plain()).toEqual([])
    fetch.routes["GET /api/cart/list"] = ok(CART)
    Model.toggle()
    Model.toggle()
    await vi.waitFor(() => expect(Model.rawCart.value).not.toBeNull())
    expect(fetch.count("GET /api/cart/list")).toBe(2)
  })

  it("a cart change while it is open reads the list again at once", async () => {
    const fetch = installFetch({
      "GET /api/cart/list": ok(CART),
      "GET /api/cart/total": ok({ total: 3 }),
    })
    Model.toggle()
    await vi.waitFor(() => expect(Model.loading.value).toBe(false))
    await refreshCartCount()
    await vi.waitFor(() => expect(fetch.count("GET /api/cart/list")).toBe(2))
  })

  it("arriving on the cart page closes it; leaving it lets it open again", async () => {
    installFetch({ "GET /api/cart/list": ok(CART) })
    Model.toggle()
    expect(Model.width.value).toBe(310)
    Model.routeChanged("cart")
    expect([Model.open.value, Model.width.value]).toEqual([false, 40])
    Model.toggle()
    expect(Model.open.value).toBe(false)
    Model.routeChanged("index")
    Model.toggle()
    expect(Model.open.value).toBe(true)
  })
})
