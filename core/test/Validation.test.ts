import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../src/Forms.ts"
import * as Validation from "../src/Validation.ts"
import { runs } from "./arbitraries.ts"

describe("Validation", () => {
  it("phones", () => {
    for (const ok of ["13812345678", "19912345678", " 15000000000 "])
      expect(Validation.isMobile(ok), ok).toBe(true)
    for (const bad of ["12812345678", "1381234567", "138123456789", "23812345678", "abc"])
      expect(Validation.isMobile(bad), bad).toBe(false)
    for (const ok of ["010-12345678", "0755-1234567", "(010)12345678", "01012345678"])
      expect(Validation.isLandline(ok), ok).toBe(true)
    for (const bad of ["12345678", "010-123456", "010-123456789", "10-12345678", "(010-12345678"])
      expect(Validation.isLandline(bad), bad).toBe(false)
    expect(Validation.isPhone("0755-1234567")).toBe(true)
    expect(Validation.isPhone("13812345678")).toBe(true)
    expect(Validation.isPhone("110")).toBe(false)
  })
  test.prop([fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{9}$/)], runs)(
    "every 1[3-9]+9 digits is a mobile",
    (d, rest) => {
      expect(Validation.isMobile(`1${d}${rest}`)).toBe(true)
    },
  )
  it("e-mail", () => {
    for (const ok of ["a@b.cn", "zhang_san-1@mail.yiyao.com.cn"])
      expect(Validation.isEmail(ok), ok).toBe(true)
    for (const bad of ["a@b", "a.b@c.cn", "@b.cn", "a@.cn", "a@b.cn.", "a b@c.cn", "a@b..cn"])
      expect(Validation.isEmail(bad), bad).toBe(false)
  })
  it("keyword", () => {
    expect(Validation.keyword("  感冒灵 ")).toBe("感冒灵")
    expect(Validation.keyword("   ")).toBeNull()
    expect(Validation.keyword(undefined)).toBeNull()
  })
  it("firstFieldError", () => {
    expect(Validation.firstFieldError({ phone: ["手机号已注册", "x"], name: ["y"] })).toBe(
      "手机号已注册",
    )
    expect(Validation.firstFieldError({ phone: "单条" })).toBe("单条")
    expect(Validation.firstFieldError({ a: [], b: ["第二"] })).toBe("第二")
    expect(Validation.firstFieldError({})).toBeUndefined()
    expect(Validation.firstFieldError(null)).toBeUndefined()
    expect(Validation.firstFieldError("x")).toBeUndefined()
  })
})

const errorsOf = <K extends string>(
  r: Result.Result<unknown, Forms.Errors<K>>,
): Readonly<Record<string, string | undefined>> => (Result.isFailure(r) ? r.failure : {})

describe("Forms", () => {
  it("checks on their own", () => {
    expect(Forms.maxLength(2, "x")("𠀋𠀋", {})).toBeUndefined()
    expect(Forms.maxLength(2, "x")("abc", {})).toBe("x")
    expect(Forms.sameAs("password", "x")("", {})).toBeUndefined()
    expect(Forms.sameAs("password", "x")("p", {})).toBe("x")
    expect(Forms.sameAs("password", "x")("p", { password: "p" })).toBeUndefined()
  })
  it("login", () => {
    expect(errorsOf(Forms.validate(Forms.login, {}))).toEqual({
      username: "请输入用户名",
      password: "请输入密码",
    })
    const ok = Forms.validate(Forms.login, { username: " zs ", password: " p " })
    expect(Result.getOrThrow(ok)).toEqual({ username: "zs", password: " p " })
  })
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
  it("registration step 2", () => {
    expect(Object.values(errorsOf(Forms.validate(Forms.registerStep2, {})))).toEqual([
      "请输入企业名称",
      "请选择单位类型",
      "请选择省份",
      "请选择城市",
      "请选择区/县",
      "请输入详细地址",
      "请输入联系人",
    ])
  })
  it("reset password, feedback, purchase request, address, basic info", () => {
    expect(
      errorsOf(
        Forms.validate(Forms.newPasswordTwice, {
          password: "abcdef",
        }),
      ),
    ).toEqual({
      password: "密码须包含字母、数字、符号中的至少两种",
      confirm: "请再次输入密码",
    })
    expect(
      errorsOf(
        Forms.validate(Forms.feedback, {
          type: 1,
          content: "好".repeat(501),
          contact: "0755-1234567",
        }),
      ),
    ).toEqual({
      content: "反馈内容不能超过500字",
    })
    expect(
      errorsOf(
        Forms.validate(Forms.purchaseRequest, {
          name: "a",
          sccj: "b",
          ypgg: "c",
          number: "0",
          phone: "x",
        }),
      ),
    ).toEqual({ number: "求购数量须为正整数", phone: "联系电话格式不正确" })
    expect(
      errorsOf(
        Forms.validate(Forms.address, {
          consignee: "张三",
          phone: "13812345678",
          province: "广东",
        }),
      ),
    ).toEqual({
      city: "请选择省市区",
      district: "请选择省市区",
      detail: "请输入详细地址",
    })
    expect(errorsOf(Forms.validate(Forms.basicInfo, { name: "", phone: "" }))).toEqual({
      name: "请输入姓名",
      phone: "请输入联系电话",
    })
  })
  test.prop([fc.record({ username: fc.string(), password: fc.string() })], runs)(
    "a form fails exactly when some field has a message",
    (input) => {
      const r = Forms.validate(Forms.login, input)
      const blank = input.username.trim() === "" || input.password.trim() === ""
      expect(Result.isFailure(r)).toBe(blank)
    },
  )
  it("a list's search row: an end date before the start is refused on the end date", () => {
    const f = Forms.listFilter
    expect(
      errorsOf(Forms.validate(f, { text: "", start: "2024-10-31", end: "2024-10-01" })),
    ).toEqual({ end: "结束日期不能早于开始日期" })
    expect(
      Result.getOrThrow(
        Forms.validate(f, { text: " 感冒 ", start: "2024-10-01", end: "2024-10-01" }),
      ),
    ).toEqual({ text: "感冒", start: "2024-10-01", end: "2024-10-01" })
    expect(errorsOf(Forms.validate(f, { text: "", start: "", end: "2024-10-01" }))).toEqual({})
  })
  const day = fc
    .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))
  test.prop([fc.oneof(day, fc.constant("")), fc.oneof(day, fc.constant(""))], runs)(
    "a list's search row is refused exactly when both dates are given and the end is earlier",
    (start, end) => {
      const r = Forms.validate(Forms.listFilter, { text: "", start, end })
      expect(Result.isFailure(r)).toBe(start !== "" && end !== "" && end < start)
    },
  )
})
