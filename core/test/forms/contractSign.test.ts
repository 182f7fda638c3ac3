import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { runs } from "../arbitraries.ts"
import { errorsOf } from "./support.ts"

const sign = (input: Readonly<Record<string, unknown>>) => Forms.validate(Forms.contractSign, input)

/** Characters of a name: Chinese, Latin letters and the middle dot of transliterated names. */
const nameChar = fc.constantFrom(..."张王李赵马超明华·AbZz".split(""))
const blank = fc.constantFrom("", " ", "  ", "\t", "\u3000")

describe("Forms.contractSign", () => {
  it("asks for the agreement and the signer's name", () => {
    expect(errorsOf(sign({}))).toEqual({
      agree: "请阅读并同意合同条款",
      sign_name: "请输入签署人姓名",
    })
    expect(Forms.firstError(errorsOf(sign({})))).toBe("请阅读并同意合同条款")
    expect(errorsOf(sign({ agree: false, sign_name: "马超" }))).toEqual({
      agree: "请阅读并同意合同条款",
    })
    expect(errorsOf(sign({ agree: true, sign_name: "马" }))).toEqual({
      sign_name: "签署人姓名为2-20个字",
    })
    expect(errorsOf(sign({ agree: true, sign_name: "马".repeat(21) }))).toEqual({
      sign_name: "签署人姓名为2-20个字",
    })
  })

  it("accepts a ticked box as true, 1 or '1', and gives the trimmed name", () => {
    for (const agree of [true, 1, "1"]) {
      const r = sign({ agree, sign_name: "  马超 " })
      expect(Result.isSuccess(r) && r.success).toEqual({ agree: "1", sign_name: "马超" })
    }
    for (const agree of [false, 0, "0", "", "true", null, undefined, {}]) {
      expect(errorsOf(sign({ agree, sign_name: "马超" })).agree).toBe("请阅读并同意合同条款")
    }
  })

  it("counts characters, not UTF-16 units, and not the surrounding blanks", () => {
    expect(Result.isSuccess(sign({ agree: true, sign_name: "𠀋𠀋" }))).toBe(true)
    expect(Result.isSuccess(sign({ agree: true, sign_name: "𠀋".repeat(20) }))).toBe(true)
    expect(errorsOf(sign({ agree: true, sign_name: "𠀋" })).sign_name).toBe("签署人姓名为2-20个字")
    expect(Result.isSuccess(sign({ agree: true, sign_name: ` ${"马".repeat(20)} ` }))).toBe(true)
  })

  test.prop([fc.boolean(), fc.array(nameChar, { maxLength: 30 }), blank, blank], runs)(
    "fails on a field exactly when its rule is broken",
    (agree, chars, before, after) => {
      const name = chars.join("")
      const r = sign({ agree, sign_name: `${before}${name}${after}` })
      const errors = errorsOf(r)
      expect(errors.agree).toBe(agree ? undefined : "请阅读并同意合同条款")
      const n = chars.length
      expect(errors.sign_name).toBe(
        n === 0 ? "请输入签署人姓名" : n < 2 || n > 20 ? "签署人姓名为2-20个字" : undefined,
      )
      expect(Result.isSuccess(r)).toBe(agree && n >= 2 && n <= 20)
      if (Result.isSuccess(r)) expect(r.success.sign_name).toBe(name)
    },
  )

  test.prop([fc.string(), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })], runs)(
    "charsBetween leaves blank to required and bounds any other value",
    (v, a, b) => {
      const [min, max] = a <= b ? [a, b] : [b, a]
      const n = [...v.trim()].length
      const out = Forms.charsBetween(min, max, "x")(v, {})
      expect(out).toBe(n === 0 || (n >= min && n <= max) ? undefined : "x")
    },
  )
})
