import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import * as toast from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"
import {
  cancelRenew,
  editRenew,
  licences,
  loadLicences,
  renewing,
  scope,
  startRenew,
  status,
  submitRenew,
  type LicenceItem,
} from "./model.ts"

const M = Messages.member.licence
const NOW = Date.UTC(2026, 10, 27, 4)

const gsp = {
  id: 3,
  name: "GSP证书",
  number: "91440001MA100003",
  image: "/static/zizhi/zizhi-3.svg",
  expire_date: "2026-12-23",
  status: 1,
} as LicenceItem

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], "gsp.png", { type: "image/png" })

beforeEach(() => {
  vi.spyOn(toast, "notifySuccess").mockImplementation(() => {})
  vi.spyOn(toast, "notifyError").mockImplementation(() => {})
  startRenew(gsp)
})

describe("renewing a licence", () => {
  it("a day typed as 2099/12/31 is sent as 2099-12-31", async () => {
    const fetch = installFetch({
      "POST /api/upload": ok({
        url: "/static/uploads/1.png",
        name: "gsp.png",
        type: "image/png",
        size: 7,
      }),
      "POST /api/user/zizhi/3/renew": ok(
        { ...gsp, expire_date: "2099-12-31", status: 0 },
        "已提交审核",
      ),
    })
    editRenew({ file: png(), expireDate: "2099/12/31" })
    await submitRenew(NOW)
    const renew = fetch.calls.find((c) => c.path === "/api/user/zizhi/3/renew")
    expect(new URLSearchParams(renew?.body ?? "").get("expire_date")).toBe("2099-12-31")
    expect(renewing.value).toBeNull()
  })

  it("an unreadable day, a past day, no file: each said on its field, nothing sent", async () => {
    const fetch = installFetch({})
    editRenew({ expireDate: "明年" })
    await submitRenew(NOW)
    expect(renewing.value?.errors).toEqual({ image: M.fileRequired, expire_date: M.dateUnreadable })
    editRenew({ file: png(), expireDate: "2026-11-27" })
    await submitRenew(NOW)
    expect(renewing.value?.errors).toEqual({ expire_date: M.dateInvalid })
    expect(fetch.calls).toHaveLength(0)
  })
})

describe("the licences and the renewal form", () => {
  afterEach(() => vi.unstubAllGlobals())
  const business = { ...gsp, id: 1, name: "营业执照", number: undefined } as LicenceItem
  const uploaded = ok({ url: "/static/uploads/1.png", name: "gsp.png", type: "image/png", size: 7 })

  it("lists the licences with the scope; without the scope they still show", async () => {
    installFetch({
      "GET /api/user/zizhi": ok([gsp, business]),
      "GET /api/user/jyfw": envelope(50000, "err", 500),
    })
    await loadLicences()
    expect(status.value).toBe("ready")
    expect(licences.value?.map((l) => l.id)).toEqual([3, 1])
    expect(scope.value).toBeNull()
  })

  it("without the licences the page is failed", async () => {
    installFetch({
      "GET /api/user/zizhi": envelope(50000, "err", 500),
      "GET /api/user/jyfw": ok([]),
    })
    await loadLicences()
    expect(status.value).toBe("failed")
  })

  it("an older read answering after a newer one is not shown", async () => {
    installFetch({ "GET /api/user/zizhi": ok([gsp]), "GET /api/user/jyfw": ok([]) })
    let answerOld: () => void = () => {}
    vi.spyOn(Api, "licences").mockImplementationOnce(
      () => new Promise((resolve) => (answerOld = () => resolve([business]))),
    )
    const older = loadLicences()
    await loadLicences()
    answerOld()
    await older
    expect(licences.value?.map((l) => l.id)).toEqual([3])
  })

  it("the form starts with the licence's number; editing a part takes its message away only", async () => {
    expect(renewing.value).toMatchObject({ id: 3, number: gsp.number, expireDate: "", file: null })
    installFetch({})
    await submitRenew(NOW)
    editRenew({ expireDate: "2099-01-01" })
    expect(renewing.value?.errors).toEqual({ image: M.fileRequired })
    cancelRenew()
    expect(renewing.value).toBeNull()
  })

  it("a failed upload keeps the form as it was, ready to send again", async () => {
    installFetch({ "POST /api/upload": envelope(50000, "err", 500) })
    editRenew({ file: png(), expireDate: "2099-12-31" })
    await submitRenew(NOW)
    expect(renewing.value).toMatchObject({ saving: false, expireDate: "2099-12-31", errors: {} })
    expect(renewing.value?.file?.name).toBe("gsp.png")
  })

  it("the server's 422 lands on its field, one it does not know on the date", async () => {
    installFetch({
      "POST /api/upload": uploaded,
      "POST /api/user/zizhi/3/renew": envelope(422, "参数错误", 422, {
        errors: { number: ["证件编号格式错误"], remark: ["无效"] },
      }),
    })
    editRenew({ file: png(), expireDate: "2099-12-31" })
    await submitRenew(NOW)
    expect(renewing.value?.errors).toEqual({ number: "证件编号格式错误", expire_date: "无效" })
    expect(renewing.value?.saving).toBe(false)
  })

  it("a renewal taken replaces the licence on the page with the server's (待审核 with the new date)", async () => {
    const fetch = installFetch({
      "GET /api/user/zizhi": ok([gsp, business]),
      "GET /api/user/jyfw": ok([]),
      "POST /api/upload": uploaded,
      "POST /api/user/zizhi/3/renew": ok({ ...gsp, expire_date: "2099-12-31", status: 0 }, ""),
    })
    await loadLicences()
    startRenew(gsp)
    editRenew({ file: png(), expireDate: "2099-12-31", number: "  " })
    await submitRenew(NOW)
    expect(licences.value?.map((l) => [l.id, l.expire_date, l.status])).toEqual([
      [3, "2099-12-31", 0],
      [1, business.expire_date, business.status],
    ])
    expect(toast.notifySuccess).toHaveBeenCalledWith(M.submitted)
    // a number left blank is not sent
    const renew = fetch.calls.find((c) => c.path === "/api/user/zizhi/3/renew")
    expect(new URLSearchParams(renew?.body ?? "").has("number")).toBe(false)
  })
})
