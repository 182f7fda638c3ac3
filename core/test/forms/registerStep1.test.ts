import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.registerStep1", () => {
  it("registration step 1", () => {
    const e = errorsOf(
      Forms.validate(Forms.registerStep1, {
        phone: "123",
        code: "12",
        password: "12345",
        confirm: "x",
      }),
    )
    expect(e).toEqual({
      phone: "手机号格式不正确",
      code: "验证码格式不正确",
      password: "密码长度为6-20位",
      confirm: "两次输入的密码不一致",
      agree: "请阅读并同意用户协议",
    })
    expect(Forms.firstError(e)).toBe("手机号格式不正确")
    const ok = Forms.validate(Forms.registerStep1, {
      phone: "13812345678",
      code: "123456",
      password: "abc123",
      confirm: "abc123",
      agree: true,
    })
    expect(Result.isSuccess(ok)).toBe(true)
    expect(errorsOf(Forms.validate(Forms.registerStep1, {})).phone).toBe("请输入手机号")
  })
})
