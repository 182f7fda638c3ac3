import * as Messages from "@mall/core/Messages"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import * as toast from "../../lib/ui/toast.ts"
import { editRenew, renewing, startRenew, submitRenew, type LicenceItem } from "./model.ts"

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
