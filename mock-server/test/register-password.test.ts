/** Forgotten password: SMS code, reset token, the old password stops working. */
import { beforeEach, describe, expect, it } from "vitest"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

const server = serverPerFile()
let guest: Client
const PHONE = "13711112222" // the "manager" account
const NEW_PASSWORD = "new#pass1"

beforeEach(async () => {
  guest = server.client()
})

async function verify(c: Client, phone = PHONE): Promise<string> {
  data(await c.post("/api/sms/send", { phone, scene: "forget" }))
  return data<{ reset_token: string }>(
    await c.post("/api/password/verify", { phone, code: "123456" }),
  ).reset_token
}

describe("forgotten password", () => {
  it("resets the password: the new one signs in, the old one no longer does", async () => {
    const t = await verify(guest)
    const reset = await guest.post("/api/password/reset", {
      reset_token: t,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(reset.status).toBe(200)
    const old = await server.client().login("manager", "demo123")
    expect(old.status).toBe(422)
    expect((await server.client().login("manager", NEW_PASSWORD)).status).toBe(200)
    expect((await server.client().login(PHONE, NEW_PASSWORD)).status).toBe(200)
    // the token is spent
    const again = await guest.post("/api/password/reset", {
      reset_token: t,
      password: "other#pass2",
      password_confirmation: "other#pass2",
    })
    expect(Object.keys(again.body.errors ?? {})).toEqual(["reset_token"])
  })

  it("refuses an unknown phone, a wrong code and a replayed code", async () => {
    const unknown = await guest.post("/api/sms/send", { phone: "13799990000", scene: "forget" })
    expect(unknown.body.errors).toEqual({ phone: ["该手机号未注册"] })
    data(await guest.post("/api/sms/send", { phone: PHONE, scene: "forget" }))
    const wrong = await guest.post("/api/password/verify", { phone: PHONE, code: "111111" })
    expect(wrong.body.errors).toEqual({ code: ["验证码错误"] })
    expect(
      (await guest.post("/api/password/verify", { phone: PHONE, code: "123456" })).status,
    ).toBe(200)
    const replayed = await guest.post("/api/password/verify", { phone: PHONE, code: "123456" })
    expect(replayed.status).toBe(422)
    expect(Object.keys(replayed.body.errors ?? {})).toEqual(["code"])
  })

  it("refuses a weak new password and a confirmation that differs, changing nothing", async () => {
    const t = await verify(guest)
    const weak = await guest.post("/api/password/reset", {
      reset_token: t,
      password: "12345678",
      password_confirmation: "12345678",
    })
    expect(weak.body.errors).toEqual({ password: ["密码须包含字母、数字、符号中的至少两种"] })
    const differs = await guest.post("/api/password/reset", {
      reset_token: t,
      password: NEW_PASSWORD,
      password_confirmation: "new#pass2",
    })
    expect(differs.body.errors).toEqual({ password_confirmation: ["两次输入的密码不一致"] })
    expect((await server.client().login("manager", "demo123")).status).toBe(200)
  })

  it("a reset token changes only the account of its own phone", async () => {
    const t = await verify(guest, "13622223333") // nomanager
    data(
      await guest.post("/api/password/reset", {
        reset_token: t,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        phone: PHONE,
      }),
    )
    expect((await server.client().login("manager", "demo123")).status).toBe(200)
    expect((await server.client().login("nomanager", NEW_PASSWORD)).status).toBe(200)
  })
})
