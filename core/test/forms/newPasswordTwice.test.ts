import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.newPasswordTwice", () => {
  it("a new password twice: the strength of the first, the second given", () => {
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
  })
})
