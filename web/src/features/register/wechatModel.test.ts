import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { afterEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { main } from "./model.ts"
import { form, open, setPhone, submit, wechatCode } from "./wechatModel.ts"

afterEach(() => {
  form.reset()
  wechatCode.value = null
  main.restart()
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

describe("WeChat bind: the phone lookup answers", () => {
  it("a later phone's answer wins over an earlier one that arrives after it", async () => {
    let answerFirst: () => void = () => {}
    installFetch({
      "GET /api/user/phone/13800138000": async () => {
        await new Promise<void>((resolve) => (answerFirst = resolve))
        return ok({ phone: "13800138000", is_registered: 0 }) as { body: unknown }
      },
      "GET /api/user/phone/13900139000": ok({ phone: "13900139000", is_registered: 1 }),
    })
    const first = setPhone("13800138000")
    await setPhone("13900139000")
    answerFirst()
    await first
    expect(form.values.value.phone).toBe("13900139000")
    expect(form.values.value[Forms.NEW_PHONE]).toBe("")
  })

  it("a phone that is not a mobile number yet is not looked up", async () => {
    const api = installFetch({})
    await setPhone("1380013")
    expect(api.calls).toHaveLength(0)
  })
})

describe("WeChat bind: sending it", () => {
  const fill = (phone: string) => {
    form.setField("phone", phone)
    form.setField("code", "123456")
  }

  it("keeps WeChat's code of the address over a reload; a malformed one is none", () => {
    open("?code=wx_Code-1")
    expect(wechatCode.value).toBe("wx_Code-1")
    open("")
    expect(wechatCode.value).toBe("wx_Code-1")
    open("?code=bad%20code")
    expect(wechatCode.value).toBe("wx_Code-1")
  })

  it("a registered phone is bound and signed in: the app goes home", async () => {
    recordToasts()
    open("?code=wx1")
    const api = installFetch({
      "POST /api/register/wechat": ok({ register_token: "", next_step: 0 }),
    })
    fill("13800138000")
    expect(await submit()).toEqual({ _tag: "Home" })
    expect(Object.fromEntries(new URLSearchParams(api.calls[0]?.body ?? ""))).toEqual({
      wechat_code: "wx1",
      phone: "13800138000",
      code: "123456",
    })
    expect(window.sessionStorage.getItem("login")).toBe("1")
  })

  it("a new phone sends its password twice and goes on to registration's step 2", async () => {
    open("?code=wx2")
    installFetch({
      "GET /api/user/phone/13700137000": ok({ phone: "13700137000", is_registered: 0 }),
      "POST /api/register/wechat": ok({ register_token: "tok-wx", next_step: 2 }),
    })
    await setPhone("13700137000")
    form.setField("code", "123456")
    form.setField("password", "abc12345")
    form.setField("confirm", "abc12345")
    expect(await submit()).toEqual({ _tag: "Register" })
    expect(main.draft.value).toMatchObject({ token: "tok-wx", phone: "13700137000", reached: 2 })
  })

  it("a server asking for a password shows the password fields", async () => {
    recordToasts()
    open("?code=wx3")
    installFetch({
      "POST /api/register/wechat": envelope(422, "请设置密码", 422, {
        errors: { password: ["请设置密码"] },
      }),
    })
    fill("13800138000")
    expect(await submit()).toBeNull()
    expect(form.values.value[Forms.NEW_PHONE]).toBe("1")
  })

  it("without WeChat's code nothing is sent", async () => {
    const api = installFetch({})
    fill("13800138000")
    expect(await submit()).toBeNull()
    expect(api.calls).toHaveLength(0)
  })
})
