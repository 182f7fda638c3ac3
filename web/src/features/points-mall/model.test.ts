import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { answerDialog, dialogQueue, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import type { Of } from "../../lib/api/schemas.ts"
import { setNavigator } from "../../lib/navigation.ts"
import { resetSession, user } from "../../lib/session/session.ts"
import * as Model from "./model.ts"

const Z = Messages.zones

const goods = (id: number, points: number, stock: number): Model.PointsGoods => ({
  id,
  name: `保温杯${id}`,
  image: "",
  points,
  stock,
})
const address = (id: number, isDefault: 0 | 1): Of<"Address"> => ({
  id,
  consignee: "仓库收货员",
  phone: "13912345678",
  province: "广东省",
  city: "佛山市",
  district: "南海区",
  address: `江南大道中${id}号`,
  is_default: isDefault,
})

const went: string[] = []
beforeEach(() => {
  resetDialogs()
  resetSession()
  Model.resetExchanges()
  went.length = 0
  setNavigator((to) => went.push(to))
})
afterEach(() => {
  resetDialogs()
  setNavigator(null)
  vi.unstubAllGlobals()
})

describe("积分商城", () => {
  it("a goods is affordable when the points cover it, or while the balance is unknown", () => {
    expect(Model.affordable(goods(1, 500, 3))).toBe(true)
    user.value = { points: 499 }
    expect(Model.affordable(goods(1, 500, 3))).toBe(false)
    user.value = { points: 500 }
    expect(Model.affordable(goods(1, 500, 3))).toBe(true)
  })

  it("asks with the cost, the goods and the default address, then orders one to that address", async () => {
    const fetch = installFetch({
      "GET /api/address": ok([address(1, 0), address(2, 1)]),
      "POST /api/points/order": ok({ id: 77 }, "兑换成功"),
    })
    const g = goods(6, 300, 2)
    const done = Model.exchange(g)
    const asked = await answerDialog(true)
    expect(asked.title).toBe(Z.exchangeConfirmTitle)
    expect(asked.message).toBe(
      `${Z.exchangeConfirm(300, "保温杯6", 1)}\n${Z.exchangeAddressLine("广东省佛山市南海区江南大道中2号 仓库收货员 13912345678")}`,
    )
    await done
    expect(
      Object.fromEntries(
        new URLSearchParams(fetch.calls.find((c) => c.method === "POST")?.body ?? ""),
      ),
    ).toEqual({ goods_id: "6", number: "1", address_id: "2" })
    expect(Model.stockOf(g)).toBe(1)
    expect(fetch.count("GET /api/user/base")).toBe(1)
    expect(dialogQueue.value[0]?.title).toBe(Z.exchanged)
    dialogQueue.value[0]?.action?.onSelect()
    expect(went).toEqual([Model.POINTS_ORDERS_PATH])
  })

  it("without a default address the first one is used", async () => {
    const fetch = installFetch({
      "GET /api/address": ok([address(4, 0), address(5, 0)]),
      "POST /api/points/order": ok({ id: 1 }),
    })
    const done = Model.exchange(goods(6, 300, 2))
    await answerDialog(true)
    await done
    expect(new URLSearchParams(fetch.calls[1]?.body ?? "").get("address_id")).toBe("4")
  })

  it("without any address the buyer is sent to add one, and nothing is ordered", async () => {
    const fetch = installFetch({ "GET /api/address": ok([]) })
    await Model.exchange(goods(6, 300, 2))
    expect(dialogQueue.value[0]?.message).toBe(Z.noAddress)
    dialogQueue.value[0]?.action?.onSelect()
    expect(went).toEqual([Model.ADDRESSES_PATH])
    expect(fetch.count("POST /api/points/order")).toBe(0)
  })

  it("取消 orders nothing; a refusal is shown and the stock stays", async () => {
    const fetch = installFetch({
      "GET /api/address": ok([address(2, 1)]),
      "POST /api/points/order": envelope(40000, "积分不足"),
    })
    const g = goods(6, 300, 2)
    let done = Model.exchange(g)
    await answerDialog(false)
    await done
    expect(fetch.count("POST /api/points/order")).toBe(0)
    done = Model.exchange(g)
    await answerDialog(true)
    await done
    expect(dialogQueue.value[0]?.message).toBe("积分不足")
    expect(Model.stockOf(g)).toBe(2)
  })

  it("the stock shown never goes below none however many are exchanged here", async () => {
    installFetch({
      "GET /api/address": ok([address(2, 1)]),
      "POST /api/points/order": ok({ id: 1 }),
    })
    const g = goods(6, 1, 1)
    for (let i = 0; i < 2; i++) {
      const done = Model.exchange(g)
      await answerDialog(true)
      await done
      resetDialogs()
    }
    expect(Model.stockOf(g)).toBe(0)
  })
})
