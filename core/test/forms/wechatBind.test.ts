import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { runs } from "../arbitraries.ts"
import { errorsOf } from "./support.ts"

describe("Forms.wechatBind", () => {
  it("WeChat bind: a registered phone needs no password, a new one sets it twice", () => {
    const bind = { phone: "13800138000", code: "123456", password: "", confirm: "" }
    expect(errorsOf(Forms.validate(Forms.wechatBind, bind))).toEqual({})
    expect(errorsOf(Forms.validate(Forms.wechatBind, { ...bind, new_phone: "1" }))).toEqual({
      password: "请输入密码",
      confirm: "请再次输入密码",
    })
    expect(
      errorsOf(
        Forms.validate(Forms.wechatBind, {
          ...bind,
          new_phone: "1",
          password: "abc123",
          confirm: "abc124",
        }),
      ),
    ).toEqual({ confirm: "两次输入的密码不一致" })
  })
  test.prop([fc.string({ maxLength: 24 }), fc.string({ maxLength: 24 })], runs)(
    "WeChat bind: a new phone's password is checked as a reset's; a registered phone's never",
    (password, confirm) => {
      const bind = { phone: "13800138000", code: "123456", password, confirm }
      const asNew = errorsOf(Forms.validate(Forms.wechatBind, { ...bind, new_phone: "1" }))
      const reset = errorsOf(Forms.validate(Forms.newPasswordTwice, { password, confirm }))
      expect(asNew).toEqual(reset)
      expect(errorsOf(Forms.validate(Forms.wechatBind, bind))).toEqual({})
    },
  )
})
