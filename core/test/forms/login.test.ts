import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.login", () => {
  it("login", () => {
    expect(errorsOf(Forms.validate(Forms.login, {}))).toEqual({
      username: "请输入用户名",
      password: "请输入密码",
    })
    const ok = Forms.validate(Forms.login, { username: " zs ", password: " p " })
    expect(Result.getOrThrow(ok)).toEqual({ username: "zs", password: " p " })
  })
})
