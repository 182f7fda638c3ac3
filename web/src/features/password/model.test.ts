import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import * as Model from "./model.ts"

const M = Messages.form
const STAGE = "mall.forget"

const verifyWith = (phone: string, code: string) => {
  Model.verifyForm.setField("phone", phone)
  Model.verifyForm.setField("code", code)
}
const newPassword = (password: string, confirm: string) => {
  Model.passwordForm.setField("password", password)
  Model.passwordForm.setField("confirm", confirm)
}

beforeEach(() => {
  recordToasts()
  Model.restart()
  Model.verifyForm.reset()
  Model.passwordForm.reset()
})
afterEach(() => vi.unstubAllGlobals())

describe("password recovery, step 1: the phone and its code", () => {
  it("a phone that is not a mobile number is refused before anything is sent", async () => {
    const fetch = installFetch({})
    verifyWith("2380013800", "123456")
    expect(await Model.verify()).toBe(false)
    expect(Model.verifyForm.errors.value.phone).toBe(M.phoneInvalid)
    expect(fetch.calls).toHaveLength(0)
  })

  it("a right code opens step 2 with the reset token, kept over a reload; the code is emptied", async () => {
    installFetch({ "POST /api/password/verify": ok({ reset_token: "tok-1" }, "验证成功") })
    verifyWith("13800138000", "123456")
    expect(await Model.verify()).toBe(true)
    expect(Model.stage.value).toEqual({ token: "tok-1", done: false })
    expect(JSON.parse(window.sessionStorage.getItem(STAGE) ?? "{}")).toEqual({
      token: "tok-1",
      done: false,
    })
    expect(Model.verifyForm.values.value).toEqual({ phone: "13800138000", code: "" })
    // the used code does not come back with a reload of step 1
    expect(JSON.parse(window.sessionStorage.getItem(`${STAGE}.step1`) ?? "{}")).toEqual({
      phone: "13800138000",
      code: "",
    })
  })

  it("a wrong code is said under the code, and step 2 stays closed", async () => {
    installFetch({
      "POST /api/password/verify": envelope(422, "验证码错误", 422, {
        errors: { code: ["验证码错误"] },
      }),
    })
    verifyWith("13800138000", "000000")
    expect(await Model.verify()).toBe(false)
    expect(Model.verifyForm.errors.value.code).toBe("验证码错误")
    expect(Model.stage.value.token).toBe("")
  })
})

describe("password recovery, step 2: the new password", () => {
  const atStep2 = async () => {
    installFetch({ "POST /api/password/verify": ok({ reset_token: "tok-2" }) })
    verifyWith("13800138000", "123456")
    await Model.verify()
  }

  it("sends the token with the password twice and ends on the success page", async () => {
    await atStep2()
    const fetch = installFetch({ "POST /api/password/reset": ok(null, "密码重置成功") })
    newPassword("abc12345", "abc12345")
    expect(await Model.reset()).toBe(true)
    expect(Object.fromEntries(new URLSearchParams(fetch.calls[0]?.body ?? ""))).toEqual({
      reset_token: "tok-2",
      password: "abc12345",
      password_confirmation: "abc12345",
    })
    expect(Model.stage.value).toEqual({ token: "", done: true })
    expect(Model.passwordForm.values.value).toEqual({ password: "", confirm: "" })
    expect(Model.verifyForm.values.value.phone).toBe("")
  })

  it("the server's password_confirmation message lands on 确认密码", async () => {
    await atStep2()
    installFetch({
      "POST /api/password/reset": envelope(422, "两次密码不一致", 422, {
        errors: { password_confirmation: ["两次密码不一致"] },
      }),
    })
    newPassword("abc12345", "abc12345")
    expect(await Model.reset()).toBe(false)
    expect(Model.passwordForm.errors.value.confirm).toBe("两次密码不一致")
    expect(Model.stage.value.token).toBe("tok-2")
  })

  it("an expired token sends the buyer back to step 1", async () => {
    await atStep2()
    installFetch({
      "POST /api/password/reset": envelope(422, "请重新验证手机号", 422, {
        errors: { reset_token: ["请重新验证手机号"] },
      }),
    })
    newPassword("abc12345", "abc12345")
    expect(await Model.reset()).toBe(false)
    expect(Model.stage.value).toEqual({ token: "", done: false })
  })

  it("the new password is never kept in session storage", async () => {
    await atStep2()
    installFetch({ "POST /api/password/reset": envelope(50000, "err", 500) })
    newPassword("abc12345", "abc12345")
    await Model.reset()
    const kept = Object.keys(window.sessionStorage).map((k) => window.sessionStorage.getItem(k))
    expect(kept.join()).not.toContain("abc12345")
  })

  it("leaving the success page starts the next visit afresh", async () => {
    await atStep2()
    installFetch({ "POST /api/password/reset": ok(null) })
    newPassword("abc12345", "abc12345")
    await Model.reset()
    Model.restart()
    expect(Model.stage.value).toEqual({ token: "", done: false })
  })
})
