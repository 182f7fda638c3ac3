import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { resetSession } from "../../lib/session/session.ts"
import * as Model from "./model.ts"

const M = Messages.form

const body = (fetch: ReturnType<typeof installFetch>, path: string) =>
  Object.fromEntries(new URLSearchParams(fetch.calls.find((c) => c.path === path)?.body ?? ""))

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  resetSession()
  Model.infoForm.reset()
  Model.passwordForm.reset()
})
afterEach(() => vi.unstubAllGlobals())

describe("基本信息: the contact's name and phone", () => {
  it("is filled from the user state, an unknown value as empty", () => {
    Model.fillInfo("张三", undefined)
    expect(Model.infoForm.values.value).toEqual({ name: "张三", phone: "" })
  })

  it("a wrong phone is said under it and nothing is sent", async () => {
    const fetch = installFetch({})
    Model.fillInfo("张三", "1380013800")
    await Model.saveInfo()
    expect(Model.infoForm.errors.value.phone).toBe(M.contactPhoneInvalid)
    expect(fetch.calls).toHaveLength(0)
  })

  it("saves the trimmed values, says so, and reads the user state again for the header", async () => {
    const fetch = installFetch({ "POST /api/user/updateUserInfo": ok(null, "修改成功") })
    Model.fillInfo(" 张三 ", "13800138000")
    await Model.saveInfo()
    expect(body(fetch, "/api/user/updateUserInfo")).toEqual({ name: "张三", phone: "13800138000" })
    expect(toasts.success()).toEqual(["修改成功"])
    expect(fetch.count("GET /api/user/base")).toBe(1)
  })

  it("a refusal keeps what was typed and reads nothing again", async () => {
    const fetch = installFetch({
      "POST /api/user/updateUserInfo": envelope(422, "手机号已被使用", 422, {
        errors: { phone: ["手机号已被使用"] },
      }),
    })
    Model.fillInfo("张三", "13800138000")
    await Model.saveInfo()
    expect(Model.infoForm.errors.value.phone).toBe("手机号已被使用")
    expect(Model.infoForm.values.value).toEqual({ name: "张三", phone: "13800138000" })
    expect(toasts.success()).toEqual([])
    expect(fetch.count("GET /api/user/base")).toBe(0)
  })
})

describe("基本信息: the password change", () => {
  const type = (old: string, password: string, confirm: string) => {
    Model.passwordForm.setField("old_password", old)
    Model.passwordForm.setField("password", password)
    Model.passwordForm.setField("confirm", confirm)
  }

  it("the new password twice must agree; nothing is sent until it does", async () => {
    const fetch = installFetch({})
    type("old123", "new456abc", "new456abd")
    await Model.savePassword()
    expect(Model.passwordForm.errors.value.confirm).toBe(M.confirmMismatch)
    expect(fetch.calls).toHaveLength(0)
  })

  it("sends the new password proved by the current one, then empties the form", async () => {
    const fetch = installFetch({ "POST /api/user/resetPassword": ok(null, "密码修改成功") })
    type("old123", "new456abc", "new456abc")
    await Model.savePassword()
    expect(body(fetch, "/api/user/resetPassword")).toEqual({
      password: "new456abc",
      old_password: "old123",
    })
    expect(toasts.success()).toEqual(["密码修改成功"])
    expect(Model.passwordForm.values.value).toEqual({ old_password: "", password: "", confirm: "" })
  })

  it("a wrong current password is said under it and the form keeps what was typed", async () => {
    installFetch({
      "POST /api/user/resetPassword": envelope(422, "原密码错误", 422, {
        errors: { old_password: ["原密码错误"] },
      }),
    })
    type("old000", "new456abc", "new456abc")
    await Model.savePassword()
    expect(Model.passwordForm.errors.value.old_password).toBe("原密码错误")
    expect(Model.passwordForm.values.value.password).toBe("new456abc")
  })

  it("no password is ever kept in session storage", async () => {
    installFetch({ "POST /api/user/resetPassword": envelope(50000, "err", 500) })
    type("old123", "new456abc", "new456abc")
    await Model.savePassword()
    const stored = Object.keys(window.sessionStorage).map((k) => window.sessionStorage.getItem(k))
    expect(stored.join()).not.toContain("new456abc")
    expect(stored.join()).not.toContain("old123")
  })
})
