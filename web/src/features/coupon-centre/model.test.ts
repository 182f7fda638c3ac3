import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { answerDialog, dialogQueue, dialogsShown, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { pageOf } from "../../../test/page.ts"
import { setNavigator } from "../../lib/navigation.ts"
import * as Model from "./model.ts"

const Z = Messages.zones

const coupon = (id: number, remain: number): Model.CentreCoupon => ({
  id,
  name: `满200减${id}`,
  type: 1,
  amount: "20.00",
  min_amount: "200.00",
  start_time: "2026-01-01 00:00:00",
  end_time: "2099-01-01 00:00:00",
  status: 0,
  is_received: 0,
  remain,
})

const went: string[] = []
beforeEach(() => {
  resetDialogs()
  Model.resetClaims()
  Model.list.reset()
  went.length = 0
  setNavigator((to) => went.push(to))
})
afterEach(() => {
  resetDialogs()
  setNavigator(null)
  vi.unstubAllGlobals()
})

describe("领券中心", () => {
  it("全部 asks for every type; a type tab asks for that type", async () => {
    const fetch = installFetch({ "GET /api/coupon/center": ok(pageOf([coupon(1, 5)])) })
    await Model.list.load({ page: 1, type: "all" })
    await Model.list.load({ page: 2, type: "3" })
    expect(fetch.calls.map((c) => c.query.toString())).toEqual(["page=1", "page=2&type=3"])
  })

  it("a claimed coupon shows as held with one fewer left, and 领取成功 leads to 我的优惠券", async () => {
    const fetch = installFetch({ "POST /api/coupon/4/receive": ok(null, "领取成功") })
    const c = coupon(4, 10)
    await Model.claim(c)
    expect(fetch.count("POST /api/coupon/4/receive")).toBe(1)
    expect(Model.current(c)).toMatchObject({ is_received: 1, remain: 9 })
    expect(Model.current(coupon(5, 10))).toMatchObject({ is_received: 0, remain: 10 })
    expect(dialogsShown()).toEqual([{ title: Z.claimedNotice, message: Z.claimedBody }])
    const offered = dialogQueue.value[0]?.action
    expect(offered?.label).toBe(Z.viewMyCoupons)
    offered?.onSelect()
    expect(went).toEqual([Model.MY_COUPONS_PATH])
  })

  it("the last coupon left claimed shows none left, never fewer", async () => {
    installFetch({ "POST /api/coupon/4/receive": ok(null) })
    await Model.claim(coupon(4, 0))
    expect(Model.current(coupon(4, 0)).remain).toBe(0)
  })

  it("a refusal is shown as the server says, and the coupon stays claimable", async () => {
    installFetch({ "POST /api/coupon/4/receive": envelope(40000, "优惠券已领完") })
    await Model.claim(coupon(4, 1))
    expect(dialogsShown()).toEqual([{ title: "温馨提示", message: "优惠券已领完" }])
    expect(Model.current(coupon(4, 1)).is_received).toBe(0)
    await answerDialog(true)
  })

  it("a second press while the claim is on its way sends nothing more", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const fetch = installFetch({
      "POST /api/coupon/4/receive": async () => {
        await held
        return ok(null) as { body: unknown }
      },
    })
    const first = Model.claim(coupon(4, 3))
    expect(Model.claiming.value.has(4)).toBe(true)
    await Model.claim(coupon(4, 3))
    release()
    await first
    expect(fetch.count("POST /api/coupon/4/receive")).toBe(1)
    expect(Model.claiming.value.has(4)).toBe(false)
  })
})
