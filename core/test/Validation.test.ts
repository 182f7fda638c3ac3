import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
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
