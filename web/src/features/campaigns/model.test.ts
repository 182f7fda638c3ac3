import fc from "fast-check"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { dialogsShown, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { setNavigator } from "../../lib/navigation.ts"
import { cartCount, resetSession } from "../../lib/session/session.ts"
import * as Model from "./model.ts"

const SETS = Messages.cart.setUnit

const combination = (id: number, stock?: number): Model.CombinationData => ({
  id,
  name: "感冒组合装",
  price: "136.62",
  original_price: "150.00",
  ...(stock === undefined ? {} : { stock }),
  goods: [
    { goods_id: 1, name: "感冒灵颗粒", ypgg: "10g*9袋", bzdw: "盒", image: "", number: 2 },
    { goods_id: 45, name: "氯雷他定片", ypgg: "10mg*6片", bzdw: "盒", image: "", number: 1 },
  ],
})

const added = (number: number) =>
  ok(
    { total: 3, added: [{ goods_id: 9, price: "136.62", number, ck_id: 0, type: 3 }] },
    "加入购物车成功",
  )

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  resetDialogs()
  resetSession()
  Model.combinationErrors.value = {}
  Model.addingCombination.value = new Set()
})
afterEach(() => {
  resetDialogs()
  setNavigator(null)
  vi.unstubAllGlobals()
})

describe("组合购: adding a combination to the cart", () => {
  it("sends one line of goods type 3 at the set price, says the server's message and re-reads the badge", async () => {
    const fetch = installFetch({
      "POST /api/cart": added(2),
      "GET /api/cart/total": ok({ total: 3 }),
    })
    await Model.addCombinationToCart(combination(9, 5), " 2 ")
    expect(Object.fromEntries(new URLSearchParams(fetch.calls[0]?.body ?? ""))).toEqual({
      goods_id: "9",
      price: "136.62",
      number: "2",
      ck_id: "0",
      type: "3",
    })
    expect(toasts.plain()).toEqual(["加入购物车成功"])
    await vi.waitFor(() => expect(cartCount.value).toBe(3))
    expect(Model.addingCombination.value.size).toBe(0)
  })

  it("a number of sets that is not a whole number from 1 up to the set stock is said under it; nothing is sent", async () => {
    const fetch = installFetch({})
    await Model.addCombinationToCart(combination(9, 5), "6")
    expect(Model.combinationErrors.value[9]).toBe(Messages.aboveStock(5, SETS))
    await Model.addCombinationToCart(combination(9, 5), "0")
    expect(Model.combinationErrors.value[9]).toBe(Messages.cartInput.quantityNotPositive)
    await Model.addCombinationToCart(combination(9, 5), "1.5")
    expect(Model.combinationErrors.value[9]).toBe(Messages.cartInput.quantityNotInteger)
    expect(fetch.calls).toHaveLength(0)
  })

  it("each combination keeps its own message; typing again takes it away", async () => {
    installFetch({})
    await Model.addCombinationToCart(combination(9, 5), "0")
    await Model.addCombinationToCart(combination(10, 5), "9")
    expect(Object.keys(Model.combinationErrors.value)).toEqual(["9", "10"])
    Model.clearCombinationError(9)
    expect(Model.combinationErrors.value).toEqual({ 10: Messages.aboveStock(5, SETS) })
  })

  it("any number of sets from 1 up to the stock is sent as typed; above it never", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 30 }),
        async (stock, n) => {
          const fetch = installFetch({
            "POST /api/cart": added(n),
            "GET /api/cart/total": ok({ total: 1 }),
          })
          await Model.addCombinationToCart(combination(9, stock), String(n))
          const sent = fetch.calls.filter((c) => c.path === "/api/cart")
          if (n <= stock)
            expect(new URLSearchParams(sent[0]?.body ?? "").get("number")).toBe(String(n))
          else expect(sent).toHaveLength(0)
        },
      ),
      { numRuns: 25 },
    )
  })

  it("a combination out of stock says 缺货, and its +/- go from 1 up to its stock", () => {
    expect(Model.combinationUnavailable(combination(9, 0))).toBe(Messages.cartInput.outOfStock)
    expect(Model.combinationUnavailable(combination(9, 3))).toBeNull()
    expect(Model.setLimits(combination(9, 3))).toEqual({ pack: 1, min: 1, max: 3 })
  })

  it("a refusal is shown as the server says, and the badge is not re-read", async () => {
    const fetch = installFetch({ "POST /api/cart": envelope(40000, "组合库存不足") })
    await Model.addCombinationToCart(combination(9, 5), "2")
    expect(dialogsShown()).toEqual([{ title: "温馨提示", message: "组合库存不足" }])
    expect(fetch.count("GET /api/cart/total")).toBe(0)
  })

  it("a second add while the first is on its way sends nothing more", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const fetch = installFetch({
      "POST /api/cart": async () => {
        await held
        return added(1) as { body: unknown }
      },
      "GET /api/cart/total": ok({ total: 1 }),
    })
    const first = Model.addCombinationToCart(combination(9, 5), "1")
    await Model.addCombinationToCart(combination(9, 5), "1")
    release()
    await first
    expect(fetch.count("POST /api/cart")).toBe(1)
  })
})

describe("the activity pages' data", () => {
  it("活动中心 asks for the listed activities; 活动专区 without ids for the running and coming ones", async () => {
    const fetch = installFetch({ "GET /api/campaign": ok([]) })
    await Model.activityList.load([3, 5])
    await Model.activityList.load([])
    expect(fetch.calls.map((c) => c.query.getAll("ids"))).toEqual([["3", "5"], []])
  })

  it("an activity that does not exist sends the browser to /noActivity", async () => {
    const went: string[] = []
    setNavigator((to) => went.push(to))
    installFetch({ "GET /api/campaign/8": envelope(404, "活动不存在", 404) })
    await Model.activityDetail.load(8)
    expect(went).toEqual(["/noActivity"])
  })
})
