import { fc, test } from "@fast-check/vitest"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import * as ApiOutcome from "../src/ApiOutcome.ts"
import { runs } from "./arbitraries.ts"

const tag = (status: number, body: unknown): string => ApiOutcome.classify(status, body)._tag

describe("ApiOutcome.classify", () => {
  it("success codes", () => {
    for (const code of [10000, 200, 201, "10000"])
      expect(tag(200, { code, data: 1 })).toBe("Success")
    expect(ApiOutcome.classify(200, { code: 10000, message: "ok", data: { a: 1 } })).toEqual({
      _tag: "Success",
      code: 10000,
      message: "ok",
      data: { a: 1 },
    })
  })
  it("login required", () => {
    expect(tag(200, { code: 10001, message: "请登录" })).toBe("LoginRequired")
    expect(tag(200, { code: 401 })).toBe("LoginRequired")
    expect(tag(401, "not json")).toBe("LoginRequired")
    expect(ApiOutcome.classify(401, { message: "m" })).toMatchObject({ message: "m" })
  })
  it("contract unsigned", () => {
    expect(ApiOutcome.classify(200, { code: 459, message: "请先签署电子合同" })).toMatchObject({
      _tag: "ContractUnsigned",
      message: "请先签署电子合同",
      redirectTo: "/dzht",
    })
  })
  it("form invalid: the first field error", () => {
    expect(
      ApiOutcome.classify(200, { code: 422, message: "x", errors: { phone: ["手机号已存在"] } }),
    ).toMatchObject({
      _tag: "FormInvalid",
      message: "手机号已存在",
    })
    expect(ApiOutcome.classify(422, { message: "表单错误", errors: { a: [] } })).toMatchObject({
      _tag: "FormInvalid",
      message: "表单错误",
    })
    expect(ApiOutcome.classify(422, { errors: {} })).toMatchObject({
      _tag: "FormInvalid",
      message: "",
    })
    expect(ApiOutcome.classify(200, { code: 422, message: "整体" })).toMatchObject({
      message: "整体",
    })
  })
  it("warnings, busy, malformed", () => {
    expect(ApiOutcome.classify(200, { code: 400, message: "库存不足" })).toMatchObject({
      _tag: "Warning",
      message: "库存不足",
    })
    expect(tag(200, { code: 10002, message: "x" })).toBe("Warning")
    expect(ApiOutcome.classify(200, { code: 503 })).toMatchObject({
      _tag: "Busy",
      message: "系统繁忙，请稍后再试",
    })
    expect(tag(502, "<html>")).toBe("Busy")
    expect(tag(200, "<html>")).toBe("Malformed")
    expect(tag(200, null)).toBe("Malformed")
    expect(tag(200, { code: "abc" })).toBe("Malformed")
    expect(tag(200, { data: 1 })).toBe("Malformed")
    expect(ApiOutcome.classify(200, [])).toMatchObject({ message: "系统繁忙，请稍后再试" })
  })
  test.prop([fc.integer({ min: 100, max: 599 }), fc.anything()], runs)(
    "never throws; always one outcome",
    (s, body) => {
      expect([
        "Success",
        "LoginRequired",
        "ContractUnsigned",
        "FormInvalid",
        "Warning",
        "Busy",
        "Malformed",
      ]).toContain(tag(s, body))
    },
  )
  test.prop([fc.integer({ min: 0, max: 20000 })], runs)("code ranges", (code) => {
    const t = tag(200, { code, message: "m" })
    if ([10000, 200, 201].includes(code)) expect(t).toBe("Success")
    else if ([10001, 401].includes(code)) expect(t).toBe("LoginRequired")
    else if (code === 459) expect(t).toBe("ContractUnsigned")
    else if (code === 422) expect(t).toBe("FormInvalid")
    else if (code >= 500 && code <= 599) expect(t).toBe("Busy")
    else expect(t).toBe("Warning")
  })
})

describe("ApiOutcome.decodeData and present", () => {
  it("decodes data at the boundary", () => {
    const schema = Schema.Struct({ total: Schema.Number })
    expect(
      ApiOutcome.decodeData(ApiOutcome.classify(200, { code: 10000, data: { total: 3 } }), schema),
    ).toMatchObject({
      _tag: "Success",
      data: { total: 3 },
    })
    expect(
      ApiOutcome.decodeData(ApiOutcome.classify(200, { code: 10000, data: { total: "x" } }), schema)
        ._tag,
    ).toBe("Malformed")
    expect(ApiOutcome.decodeData(ApiOutcome.classify(200, { code: 503 }), schema)._tag).toBe("Busy")
  })
  it("presents each failure", () => {
    expect(ApiOutcome.present(ApiOutcome.cancelled())).toEqual({ _tag: "Silent" })
    expect(ApiOutcome.present(new ApiOutcome.LoginRequired({ code: 10001, message: "" }))).toEqual({
      _tag: "GoToLogin",
    })
    expect(
      ApiOutcome.present(new ApiOutcome.ContractUnsigned({ message: "签", redirectTo: "/dzht" })),
    ).toEqual({
      _tag: "ToastThenNavigate",
      message: "签",
      to: "/dzht",
    })
    expect(ApiOutcome.present(new ApiOutcome.FormInvalid({ message: "错", errors: {} }))).toEqual({
      _tag: "Toast",
      message: "错",
      icon: "error",
    })
    expect(
      ApiOutcome.present(new ApiOutcome.Warning({ code: 400, message: "注意", data: null })),
    ).toEqual({
      _tag: "Alert",
      title: "温馨提示",
      message: "注意",
    })
    expect(ApiOutcome.present(ApiOutcome.busy(500))).toMatchObject({
      _tag: "Toast",
      message: "系统繁忙，请稍后再试",
    })
    expect(ApiOutcome.present(ApiOutcome.malformed(200, "x"))).toMatchObject({ _tag: "Toast" })
    expect(ApiOutcome.present(ApiOutcome.timeout())).toEqual({
      _tag: "ReloadDialog",
      message: "请求超时，请刷新页面",
      button: "刷新",
    })
    expect(ApiOutcome.isFailure(ApiOutcome.busy(500))).toBe(true)
    expect(ApiOutcome.isFailure({ _tag: "Success", code: 1, message: "", data: 1 })).toBe(false)
  })
})
