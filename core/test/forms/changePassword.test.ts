import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { runs } from "../arbitraries.ts"
import { errorsOf } from "./support.ts"

describe("Forms.changePassword", () => {
  it("asks for the current password and a new one twice", () => {
    expect(errorsOf(Forms.validate(Forms.changePassword, {}))).toEqual({
      old_password: "请输入当前密码",
      password: "请输入密码",
      confirm: "请再次输入密码",
    })
    expect(
      errorsOf(
        Forms.validate(Forms.changePassword, {
          old_password: "old-one",
          password: "abcdef",
          confirm: "abcdef",
        }),
      ),
    ).toEqual({ password: "密码须包含字母、数字、符号中的至少两种" })
    const ok = Forms.validate(Forms.changePassword, {
      old_password: " old 1 ",
      password: "abc123",
      confirm: "abc123",
    })
    expect(Result.getOrThrow(ok)).toEqual({
      old_password: " old 1 ",
      password: "abc123",
      confirm: "abc123",
    })
  })
  test.prop([fc.string({ maxLength: 24 }), fc.string({ maxLength: 24 }), fc.string()], runs)(
    "the new password is checked as a reset's; the current one only has to be given",
    (password, confirm, old) => {
      const change = errorsOf(
        Forms.validate(Forms.changePassword, { old_password: old, password, confirm }),
      )
      const reset = errorsOf(Forms.validate(Forms.newPasswordTwice, { password, confirm }))
      expect({ ...change, old_password: undefined }).toEqual({ ...reset, old_password: undefined })
      expect(change.old_password).toBe(old.trim() === "" ? "请输入当前密码" : undefined)
    },
  )
})
