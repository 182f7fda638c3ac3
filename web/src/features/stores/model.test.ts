import fc from "fast-check"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { answerDialog, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { recordToasts } from "../../../test/toasts.ts"
import * as Model from "./model.ts"

const S = Messages.member.stores

const store = (userId: number, current = false): Model.Store => ({
  user_id: userId,
  company: `门店${userId}`,
  name: "店长",
  phone: "13800138000",
  is_current: current ? 1 : 0,
})
const stores = [store(1, true), store(2), store(3)]

const cartLine = (id: number, selected: 0 | 1) => ({
  id,
  type: 1,
  combination: null,
  goods: goodsFixture({ id: id + 100 }),
  number: 1,
  price: "12.30",
  is_selected: selected,
  with_coupon: 1,
  goods_manjian_amount: "12.30",
  gift_data: { total: 0, type: 0 },
  goods_type: 1,
})
const cart = (lines: ReturnType<typeof cartLine>[]) => ({
  action: "list",
  data: lines,
  shipping_data: { shipping_amount: "0.00", no_trans_order_amount: "0.00" },
  activity_data: { manjians: [] },
  filter_data: [],
})

const serve = (extra: Record<string, ReturnType<typeof ok>> = {}) =>
  installFetch({
    "GET /api/store": ok(stores),
    "GET /api/cart/list": ok(cart([cartLine(7, 1), cartLine(8, 0), cartLine(9, 1)])),
    ...extra,
  })

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  resetDialogs()
  Model.storesResource.reset()
  Model.targets.value = new Set()
  Model.cartLineIds.value = []
})
afterEach(() => {
  resetDialogs()
  vi.unstubAllGlobals()
})

describe("多门店管理", () => {
  it("shows the current store apart from the others, and which cart lines would be copied", async () => {
    serve()
    await Model.loadStores()
    expect(Model.current.value?.user_id).toBe(1)
    expect(Model.others.value.map((s) => s.user_id)).toEqual([2, 3])
    expect(Model.cartLineIds.value).toEqual([7, 9])
  })

  it("choosing a store twice takes it back: any presses leave the stores pressed an odd number of times", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(2, 3, 4), { maxLength: 12 }), (presses) => {
        Model.targets.value = new Set()
        for (const id of presses) Model.toggleTarget(id)
        const odd = [2, 3, 4].filter((id) => presses.filter((p) => p === id).length % 2 === 1)
        expect([...Model.targets.value].sort()).toEqual(odd)
      }),
    )
  })

  it("a chosen store that is no longer listed is dropped when the stores are read again", async () => {
    serve()
    Model.toggleTarget(2)
    Model.toggleTarget(99)
    await Model.loadStores()
    expect([...Model.targets.value]).toEqual([2])
  })

  it("copying says what is missing first: lines, then a store", async () => {
    const fetch = installFetch({})
    await Model.copyCart()
    expect(toasts.error()).toEqual([S.cartEmpty])
    Model.cartLineIds.value = [7]
    await Model.copyCart()
    expect(toasts.error()).toEqual([S.cartEmpty, S.chooseStore])
    expect(fetch.calls).toHaveLength(0)
  })

  it("copies the selected lines to the chosen stores; a refusal keeps the stores chosen", async () => {
    const fetch = serve({ "POST /api/cart/copy": envelope(40000, "门店已停用") })
    await Model.loadStores()
    Model.toggleTarget(3)
    Model.toggleTarget(2)
    await Model.copyCart()
    const sent = new URLSearchParams(fetch.calls.at(-1)?.body ?? "")
    expect(sent.getAll("ids")).toEqual(["7", "9"])
    expect(sent.getAll("other_user_ids")).toEqual(["3", "2"])
    expect([...Model.targets.value]).toEqual([3, 2])
    fetch.routes["POST /api/cart/copy"] = ok(null, "复制成功")
    await Model.copyCart()
    expect(toasts.success()).toEqual(["复制成功"])
    expect(Model.targets.value.size).toBe(0)
  })

  it("switching asks first, naming the store; 取消 sends nothing", async () => {
    const fetch = serve()
    const done = Model.switchTo(store(2))
    expect((await answerDialog(false)).message).toBe(S.confirmSwitch("门店2"))
    await done
    expect(fetch.count("POST /api/store/switch")).toBe(0)
  })

  it("switching re-reads the user state, the cart count and the stores", async () => {
    const fetch = serve({ "POST /api/store/switch": ok(store(2, true), "切换成功") })
    Model.toggleTarget(3)
    const done = Model.switchTo(store(2))
    await answerDialog(true)
    await done
    expect(new URLSearchParams(fetch.calls[0]?.body ?? "").get("user_id")).toBe("2")
    expect(toasts.success()).toEqual(["切换成功"])
    expect(Model.targets.value.size).toBe(0)
    expect(fetch.count("GET /api/user/base")).toBe(1)
    expect(fetch.count("GET /api/cart/total")).toBe(1)
    expect(fetch.count("GET /api/store")).toBe(1)
    expect(Model.busy.value).toBe(false)
  })
})
