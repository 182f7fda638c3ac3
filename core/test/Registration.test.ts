import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../src/Forms.ts"
import * as Registration from "../src/Registration.ts"

describe("Registration: licences per company type", () => {
  it("each type requires its documents", () => {
    expect(Registration.licencesFor("pharmacy").required).toEqual(["business", "drug"])
    expect(Registration.licencesFor("clinic").required).toEqual(["business", "medical"])
    expect(Registration.licencesFor("hospital").required).toEqual(["medical", "proxy"])
    expect(Registration.typesFor("dd")).toEqual(["pharmacy", "clinic"])
  })
})

describe("Registration: company types per variant and wire values", () => {
  it("the single-store registration offers only single stores; unknown values are refused", () => {
    expect(Registration.typesFor("dd")).toEqual(["pharmacy", "clinic"])
    expect(Registration.typesFor("main")).toEqual(["pharmacy", "chain", "clinic", "hospital"])
    expect(Registration.isCompanyType("chain")).toBe(true)
    expect(Registration.isCompanyType("factory")).toBe(false)
    expect(Registration.isCompanyType(1)).toBe(false)
    expect(Registration.isLicenceKind("proxy")).toBe(true)
    expect(Registration.isLicenceKind("gsp")).toBe(false)
    expect(Registration.isLicenceKind(null)).toBe(false)
  })
})

describe("Complaint form", () => {
  const errorsOf = (r: ReturnType<typeof Forms.validate>) => (Result.isFailure(r) ? r.failure : {})
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

describe("Registration.wechatCode", () => {
  it("takes WeChat's code and refuses what is not one", () => {
    expect(Registration.wechatCode(" 071Ab2Ga1 ")).toBe("071Ab2Ga1")
    expect(Registration.wechatCode(null)).toBeNull()
    expect(Registration.wechatCode("")).toBeNull()
    expect(Registration.wechatCode("a b")).toBeNull()
    expect(Registration.wechatCode("<script>")).toBeNull()
    expect(Registration.wechatCode("x".repeat(129))).toBeNull()
  })
  test.prop([fc.string({ maxLength: 200 })])("a code taken is kept as sent, trimmed", (raw) => {
    const code = Registration.wechatCode(raw)
    if (code !== null) {
      expect(code).toBe(raw.trim())
      expect(code).toMatch(/^[\w-]+$/)
      expect(code.length).toBeLessThanOrEqual(128)
    }
  })
})
