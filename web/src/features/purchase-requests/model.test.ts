import fc from "fast-check"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { pageOf } from "../../../test/page.ts"
import { recordToasts } from "../../../test/toasts.ts"
import type { Of } from "../../lib/api/schemas.ts"
import { setNavigator } from "../../lib/navigation.ts"
import * as Model from "./model.ts"

const M = Messages.form

const request = (
  id: number,
  extra: Partial<Of<"PurchaseRequest">> = {},
): Of<"PurchaseRequest"> => ({
  id,
  name: "阿莫西林胶囊",
  sccj: "石药集团",
  ypgg: "0.25g*24粒",
  number: 100,
  status: 0,
  created_at: "2026-11-20 10:00:00",
  ...extra,
})

const filled = {
  name: "阿莫西林胶囊",
  sccj: "石药集团",
  ypgg: "0.25g*24粒",
  number: "100",
  phone: "13800138000",
  remarks: "",
}
const type = (v: Partial<typeof filled>) => {
  for (const [k, value] of Object.entries(v)) Model.form.setField(k as keyof typeof filled, value)
}

let toasts: ReturnType<typeof recordToasts>
const went: string[] = []
beforeEach(() => {
  toasts = recordToasts()
  Model.form.reset()
  Model.list.reset()
  Model.detail.reset()
  went.length = 0
  setNavigator((to) => went.push(to))
})
afterEach(() => {
  setNavigator(null)
  vi.unstubAllGlobals()
})

describe("品种求购: a new request", () => {
  it("a quantity that is not a whole number from 1 is said under it; nothing is sent", async () => {
    const fetch = installFetch({})
    type({ ...filled, number: "0" })
    await Model.submit()
    expect(Model.form.errors.value.number).toBe(M.quantityInvalid)
    type({ number: "12.5" })
    await Model.submit()
    expect(Model.form.errors.value.number).toBe(M.quantityInvalid)
    expect(fetch.calls).toHaveLength(0)
  })

  it("sends the quantity as a number, empties the form and opens the new request", async () => {
    const fetch = installFetch({ "POST /api/user/buy": ok({ id: 31 }, "提交成功") })
    type({ ...filled, number: " 100 " })
    await Model.submit()
    expect(Object.fromEntries(new URLSearchParams(fetch.calls[0]?.body ?? ""))).toMatchObject({
      name: "阿莫西林胶囊",
      number: "100",
      phone: "13800138000",
    })
    expect(toasts.success()).toEqual(["提交成功"])
    expect(went).toEqual(["/zzfw/pzqg/info?id=31"])
    expect(Model.form.values.value.name).toBe("")
    expect(window.sessionStorage.getItem("mall.pzqg.add")).toBeNull()
  })

  it("a refused request stays where it is, with what was typed", async () => {
    installFetch({ "POST /api/user/buy": envelope(40000, "今日求购次数已达上限") })
    type(filled)
    await Model.submit()
    expect(went).toEqual([])
    expect(Model.form.values.value).toEqual(filled)
  })
})

describe("品种求购: the list and one request", () => {
  it("reads the page asked for", async () => {
    const fetch = installFetch({ "GET /api/user/buy": ok(pageOf([request(1)], 2, 3)) })
    await Model.list.load({ page: 2 })
    expect(fetch.calls[0]?.query.get("page")).toBe("2")
    expect(Model.list.data.value?.data.map((r) => r.id)).toEqual([1])
  })

  it("a request with the mall's answer shows it; one that cannot be read is failed", async () => {
    installFetch({
      "GET /api/user/buy/5": ok(request(5, { status: 1, reply: "已到货，请下单" })),
      "GET /api/user/buy/6": envelope(40000, "求购不存在"),
    })
    await Model.detail.load(5)
    expect(Model.detail.data.value?.reply).toBe("已到货，请下单")
    await Model.detail.load(6)
    expect(Model.detail.status.value).toBe("failed")
  })

  it("the id of ?id= is a whole number from 1, else none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (n) => {
        expect(Model.idOf(String(n))).toBe(n)
      }),
    )
    for (const raw of [null, "", "0", "-3", "abc", "1.5"]) expect(Model.idOf(raw)).toBeNull()
  })
})
