import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
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
