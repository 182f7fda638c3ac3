import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { runs } from "../arbitraries.ts"
import { errorsOf } from "./support.ts"

describe("Forms.forgetVerify", () => {
  it("asks for a mobile phone and the SMS code sent to it", () => {
    expect(errorsOf(Forms.validate(Forms.forgetVerify, {}))).toEqual({
      phone: "请输入手机号",
      code: "请输入验证码",
    })
    expect(
      errorsOf(Forms.validate(Forms.forgetVerify, { phone: "0755-1234567", code: "12a456" })),
    ).toEqual({ phone: "手机号格式不正确", code: "验证码格式不正确" })
    const ok = Forms.validate(Forms.forgetVerify, { phone: " 13812345678 ", code: " 123456 " })
    expect(Result.getOrThrow(ok)).toEqual({ phone: "13812345678", code: "123456" })
  })
  test.prop(
    [fc.stringMatching(/^1[3-9]\d{9}$/), fc.stringMatching(/^\d{1,8}$/), fc.constantFrom("", " ")],
    runs,
  )("a mobile phone passes with a code of 4 to 6 digits, and with no other", (phone, code, pad) => {
    const r = Forms.validate(Forms.forgetVerify, { phone: `${pad}${phone}`, code: `${code}${pad}` })
    expect(Result.isSuccess(r)).toBe(code.length >= 4 && code.length <= 6)
  })
})
