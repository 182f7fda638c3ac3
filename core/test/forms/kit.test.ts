import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { runs } from "../arbitraries.ts"

describe("Forms: the validator kit", () => {
  it("checks on their own", () => {
    expect(Forms.maxLength(2, "x")("𠀋𠀋", {})).toBeUndefined()
    expect(Forms.maxLength(2, "x")("abc", {})).toBe("x")
    expect(Forms.sameAs("password", "x")("", {})).toBeUndefined()
    expect(Forms.sameAs("password", "x")("p", {})).toBe("x")
    expect(Forms.sameAs("password", "x")("p", { password: "p" })).toBeUndefined()
  })
  test.prop([fc.record({ username: fc.string(), password: fc.string() })], runs)(
    "a form fails exactly when some field has a message",
    (input) => {
      const r = Forms.validate(Forms.login, input)
      const blank = input.username.trim() === "" || input.password.trim() === ""
      expect(Result.isFailure(r)).toBe(blank)
    },
  )
  const forms: ReadonlyArray<readonly [string, Forms.Form<string>]> = [
    ["login", Forms.login],
    ["registerStep1", Forms.registerStep1],
    ["registerStep2", Forms.registerStep2],
    ["wechatBind", Forms.wechatBind],
    ["newPasswordTwice", Forms.newPasswordTwice],
    ["forgetVerify", Forms.forgetVerify],
    ["complaint", Forms.complaint],
    ["feedback", Forms.feedback],
    ["purchaseRequest", Forms.purchaseRequest],
    ["address", Forms.address],
    ["changePassword", Forms.changePassword],
    ["basicInfo", Forms.basicInfo],
    ["contractSign", Forms.contractSign],
    ["listFilter", Forms.listFilter],
  ]
  test.prop(
    [fc.constantFrom(...forms), fc.dictionary(fc.string({ maxLength: 12 }), fc.string())],
    runs,
  )(
    "every form gives a value or a message for each of its fields, and for nothing else",
    ([, form], typed) => {
      const input = Object.fromEntries(Object.keys(form).map((k) => [k, typed[k] ?? ""]))
      const r = Forms.validate(form, { ...typed, ...input })
      const keys = Object.keys(form)
      if (Result.isSuccess(r)) {
        expect(Object.keys(r.success)).toEqual(keys)
        for (const k of keys) {
          const field = form[k]!
          expect(r.success[k]).toBe(field.trim ? input[k]!.trim() : input[k])
        }
      } else {
        expect(Object.keys(r.failure).every((k) => keys.includes(k))).toBe(true)
        expect(Forms.firstError(r.failure)).toBe(
          keys.map((k) => r.failure[k]).find((m) => m !== undefined),
        )
      }
    },
  )
})
