import fc from "fast-check"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { answerDialog, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok, type Reply } from "../../../test/fetchMock.ts"
import { goodsFixture, type Goods } from "../../../test/goods.ts"
import { recordToasts } from "../../../test/toasts.ts"
import type { CartState, Of } from "../../lib/api/schemas.ts"
import { setNavigator } from "../../lib/navigation.ts"
import { resetSession } from "../../lib/session/session.ts"
import * as Api from "./api.ts"
import { lineView, rowTags } from "./lineView.ts"
import * as Model from "./model.ts"

const line = (
  id: number,
  number: number,
  extra: Partial<Goods> = {},
  selected: 0 | 1 = 1,
): Of<"CartLine"> => {
  const goods = goodsFixture({
    id: id + 100,
    name: `商品${id}`,
    base_price: "10.00",
    number: 500,
    ...extra,
  })
  return {
    id,
    type: 1,
    combination: null,
    goods,
    number,
    price: goods.base_price,
    is_selected: selected,
    with_coupon: 1,
    goods_manjian_amount: (10 * number).toFixed(2),
    gift_data: { total: 0, type: 0 },
    goods_type: 1,
  }
}
const cart = (
  lines: Of<"CartLine">[],
  filterData = [{ value: "all", name: "全部", count: lines.length }],
): CartState => ({
  action: "list",
  data: lines,
  shipping_data: { shipping_amount: "0.00", no_trans_order_amount: "0.00" },
  activity_data: { manjians: [] },
  filter_data: filterData,
})
/** Two buyable lines and one that cannot be bought (so never selected). */
const three = () => cart([line(1, 2), line(2, 3), line(3, 1, { is_buy: 0 }, 0)])

const serve = (routes: Record<string, Reply> = {}) =>
  installFetch({
    "GET /api/cart/list": ok(three()),
    "POST /api/cart/batch_select": ok(null),
    "GET /api/cart/total": ok({ total: 2 }),
    ...routes,
  })
const selectCalls = (fetch: ReturnType<typeof installFetch>) =>
  fetch.calls
    .filter((c) => c.path === "/api/cart/batch_select")
    .map((c) => {
      const b = new URLSearchParams(c.body ?? "")
      return { ids: b.getAll("ids"), on: b.get("is_selected") }
    })

let toasts: ReturnType<typeof recordToasts>
const went: string[] = []
beforeEach(() => {
  toasts = recordToasts()
  Model.resetCart()
  resetDialogs()
  resetSession()
  went.length = 0
  setNavigator((to) => went.push(to))
})
afterEach(() => {
  resetDialogs()
  setNavigator(null)
  vi.unstubAllGlobals()
})

describe("the cart's lines", () => {
  it("reads the group the page shows; a group the contract lacks reads them all", async () => {
    const fetch = serve()
    await Model.openCart("invalid")
    await Model.openCart("nonsense")
    expect(fetch.calls.map((c) => c.query.toString())).toEqual(["filter=invalid", ""])
  })

  it("an empty cart is 购物车为空; an empty group of a full cart is not", async () => {
    serve({ "GET /api/cart/list": ok(cart([], [])) })
    await Model.openCart("all")
    expect([Model.isEmpty.value, Model.groupEmpty.value]).toEqual([true, false])
    await Model.openCart("promotion")
    expect([Model.isEmpty.value, Model.groupEmpty.value]).toEqual([false, true])
  })

  it("a failed read is shown as failed; a quiet one keeps the lines on screen", async () => {
    const fetch = serve()
    await Model.loadCart()
    fetch.routes["GET /api/cart/list"] = envelope(50000, "err", 500)
    expect(await Model.loadCart(true)).toBe(false)
    expect(Model.status.value).toBe("ready")
    expect(Model.cart.value.lines).toHaveLength(3)
    expect(toasts.plain()).toEqual([])
    await Model.loadCart()
    expect(Model.status.value).toBe("failed")
  })

  it("an older read answering after a newer one is not shown", async () => {
    serve()
    let answerOld: () => void = () => {}
    vi.spyOn(Api, "cartList").mockImplementationOnce(
      () => new Promise((resolve) => (answerOld = () => resolve(cart([line(9, 1)])))),
    )
    const older = Model.loadCart()
    expect(await Model.loadCart()).toBe(true)
    answerOld()
    expect(await older).toBe(false)
    expect(Model.cart.value.lines.map((l) => l.id)).toEqual(["1", "2", "3"])
  })
})

describe("choosing lines", () => {
  it("a line toggled is sent to the server; one that cannot be bought is never chosen", async () => {
    const fetch = serve()
    await Model.loadCart()
    Model.toggleLine("1")
    Model.toggleLine("3")
    expect(Model.cart.value.selected).toEqual([false, true, false])
    await vi.waitFor(() => expect(selectCalls(fetch)).toEqual([{ ids: ["1"], on: "0" }]))
  })

  it("全选 chooses every buyable line and sends exactly those; again chooses none", async () => {
    const fetch = serve()
    await Model.loadCart()
    Model.toggleLine("1")
    Model.toggleAll()
    expect(Model.totals.value.allSelected).toBe(true)
    Model.toggleAll()
    expect(Model.cart.value.selected).toEqual([false, false, false])
    await vi.waitFor(() => expect(selectCalls(fetch)).toHaveLength(3))
    expect(selectCalls(fetch).slice(1)).toEqual([
      { ids: ["1", "2"], on: "1" },
      { ids: ["1", "2"], on: "0" },
    ])
  })

  it("whatever is pressed, a line that cannot be bought stays unchosen, and 全选 means every buyable one", async () => {
    serve()
    await Model.loadCart()
    fc.assert(
      fc.property(fc.array(fc.constantFrom("1", "2", "3", "all"), { maxLength: 15 }), (presses) => {
        for (const p of presses) {
          if (p === "all") Model.toggleAll()
          else Model.toggleLine(p)
        }
        const [a, b, c] = Model.cart.value.selected
        expect(c).toBe(false)
        expect(Model.totals.value.allSelected).toBe(a === true && b === true)
      }),
    )
  })
})

describe("quantities, deleting and checking out", () => {
  it("a save that fails reads the cart again quietly, so the line shows the server's quantity", async () => {
    const fetch = serve({ "POST /api/cart/1/edit": envelope(40000, "库存不足") })
    await Model.loadCart()
    await Model.changeQuantity("1", "5")
    await vi.waitFor(() => expect(fetch.count("GET /api/cart/list")).toBe(2))
    await vi.waitFor(() => expect(Model.cart.value.lines[0]?.quantity).toBe(2))
    expect(Model.status.value).toBe("ready")
  })

  it("删除选中 asks first and deletes the chosen lines only; the count and lines are read again", async () => {
    const fetch = serve({ "POST /api/cart/batch_delete": ok(null, "删除成功") })
    await Model.loadCart()
    const done = Model.deleteSelected()
    expect((await answerDialog(true)).message).toBe(Messages.text["cart.delete.confirm"])
    await done
    expect(
      new URLSearchParams(
        fetch.calls.find((c) => c.path === "/api/cart/batch_delete")?.body ?? "",
      ).getAll("ids"),
    ).toEqual(["1", "2"])
    expect(toasts.plain()).toEqual(["删除成功"])
    await vi.waitFor(() => expect(fetch.count("GET /api/cart/total")).toBe(1))
  })

  it("删除选中 with nothing chosen asks nothing; 取消 deletes nothing", async () => {
    const fetch = serve()
    await Model.loadCart()
    Model.toggleAll()
    await Model.deleteSelected()
    Model.toggleLine("2")
    const done = Model.deleteSelected()
    await answerDialog(false)
    await done
    expect(fetch.count("POST /api/cart/batch_delete")).toBe(0)
  })

  it("去结算 goes to 确认订单 with the chosen lines; with none it stays", async () => {
    serve()
    await Model.loadCart()
    Model.checkout()
    expect(went).toEqual(["/cart/step2?ids=1%2C2"])
    Model.toggleAll()
    Model.checkout()
    expect(went).toHaveLength(1)
  })
})

describe("a cart row's look", () => {
  it("hides the goods' 满 tag beside the row's own 满减 mark, only in a cart with 满减 tiers", async () => {
    const tagged = line(1, 1, { tags: [{ name: "满减" }, { name: "新品" }] })
    installFetch({ "GET /api/cart/list": ok(cart([tagged])) })
    await Model.loadCart()
    const view = lineView(Model.cart.value.lines[0]!)
    expect(rowTags(view, false)).toEqual(["满减", "新品"])
    expect(rowTags(view, true)).toEqual(["新品"])
  })
})
