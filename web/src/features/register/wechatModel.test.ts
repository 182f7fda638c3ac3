import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { afterEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { form, setPhone } from "./wechatModel.ts"

afterEach(() => {
  form.reset()
  vi.unstubAllGlobals()
})

describe("WeChat bind: the phone lookup", () => {
  it("a new phone shows the password fields", async () => {
    installFetch({
      "GET /api/user/phone/13800138000": ok({ phone: "13800138000", is_registered: 0 }),
    })
    await setPhone("13800138000")
    expect(form.values.value[Forms.NEW_PHONE]).toBe("1")
    expect(form.errors.value.phone).toBeUndefined()
  })

  it("a braked lookup (429) says so on the phone field, in the catalogue's words", async () => {
    const api = installFetch({
      "GET /api/user/phone/13800138000": envelope(429, "too many", 429),
    })
    await setPhone("13800138000")
    expect(api.count("GET /api/user/phone/13800138000")).toBe(1)
    expect(form.errors.value.phone).toBe(Messages.edge.phoneLookupTooOften())
    expect(form.errors.value.phone).toBe("手机号查询过于频繁，请稍后再试")
    // what was typed is kept, and nothing is decided about the phone
    expect(form.values.value.phone).toBe("13800138000")
    expect(form.values.value[Forms.NEW_PHONE]).toBe("")
  })
})
