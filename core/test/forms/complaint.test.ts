import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.complaint", () => {
  it("needs a phone or an e-mail, each in its right form", () => {
    const base = { type: "1", content: "发票迟迟未开具" }
    expect(errorsOf(Forms.validate(Forms.complaint, base))).toEqual({ phone: "请填写手机号或邮箱" })
    expect(errorsOf(Forms.validate(Forms.complaint, { ...base, email: "a@b.cn" }))).toEqual({})
    expect(errorsOf(Forms.validate(Forms.complaint, { ...base, phone: "020-12345678" }))).toEqual(
      {},
    )
    expect(errorsOf(Forms.validate(Forms.complaint, { ...base, phone: "12345" }))).toEqual({
      phone: "联系电话格式不正确",
    })
    expect(
      errorsOf(Forms.validate(Forms.complaint, { ...base, phone: "13812345678", email: "a@b" })),
    ).toEqual({ email: "邮箱格式不正确" })
    expect(errorsOf(Forms.validate(Forms.complaint, {}))).toEqual({
      type: "请选择类型",
      content: "请输入内容",
      phone: "请填写手机号或邮箱",
    })
    expect(
      errorsOf(Forms.validate(Forms.complaint, { ...base, content: "太慢", phone: "13812345678" })),
    ).toEqual({ content: "内容为5-500字" })
  })
})
