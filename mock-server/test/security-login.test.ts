/**
 * Sign-in and codes: the brake per account and per address (growing delay, then a temporary lock,
 * 429 + Retry-After with a Chinese message), SMS and reset codes (5 tries, expiry, one SMS a
 * minute), sessions (idle and absolute expiry, signing in again ends the earlier session, a
 * password change proves the user and ends every other session), `__Host-` cookies behind HTTPS,
 * the unfinished sign-ups per phone. The guards run on their own clock, moved here by hand.
 */
import fc from "fast-check"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { DEFAULT_SECURITY, createBrake } from "../src/state/security.ts"
import { start } from "../src/server.ts"
import { Client, data, startServer } from "./support.ts"
import type { TestServer } from "./support.ts"

let now = Date.parse("2026-11-23T08:00:00Z")
let server: TestServer
const MINUTE = 60_000

beforeAll(async () => {
  server = await startServer({ securityNow: () => now })
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.control("/__control/reset")
})

const phoneOf = (username: string): string =>
  server.app.db.users.find((u) => u.username === username)?.phone ?? ""

describe("sign-in brake", () => {
  it("answers the first failures at once, then asks to wait, even for the right password", async () => {
    const c = server.client()
    for (let i = 0; i < DEFAULT_SECURITY.accountFreeFailures; i++) {
      const res = await c.login("demo", "wrong-password")
      expect(res.status).toBe(422)
      expect(res.body.message).toBe("账号或密码错误")
    }
    // The next try must wait, even with the right password.
    const braked = await c.login("demo", "demo123")
    expect(braked.status).toBe(429)
    expect(braked.body.code).toBe(429)
    expect(braked.body.message).toMatch(/^登录失败次数过多，请\d+秒后再试$/)
    expect(Number(braked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    expect(c.cookie).toBe("")
    now += Number(braked.headers.get("retry-after")) * 1000
    const ok = await c.login("demo", "demo123")
    expect(ok.body.code).toBe(10000)
    // A success forgets the account's failures.
    expect((await c.login("demo", "wrong-password")).status).toBe(422)
  })

  it("locks the account for 15 minutes after 10 failures, with a clear message", async () => {
    const c = server.client()
    let last = await c.login("manager", "badpass1")
    let failures = last.status === 422 ? 1 : 0
    for (let i = 0; i < 40 && !(last.status === 429 && last.body.message.includes("锁定")); i++) {
      // Wait out each growing delay, so every try counts.
      if (last.status === 429) now += Number(last.headers.get("retry-after")) * 1000
      last = await c.login("manager", "badpass1")
      if (last.status === 422) failures += 1
    }
    expect(failures).toBe(DEFAULT_SECURITY.accountLockFailures)
    expect(last.status).toBe(429)
    expect(last.body.message).toBe("登录失败次数过多，账号已临时锁定，请15分钟后再试")
    expect(Number(last.headers.get("retry-after"))).toBe(15 * 60)
    expect((await c.login("manager", "demo123")).status).toBe(429)
    now += 15 * MINUTE + 1000
    expect((await c.login("manager", "demo123")).body.code).toBe(10000)
  })

  it("brakes one address trying many accounts", async () => {
    const c = server.client()
    let res = await c.login("nobody-0", "badpass1")
    let failures = 1
    for (let i = 1; i < 40 && res.status !== 429; i++) {
      res = await c.login(`nobody-${i}`, "badpass1")
      if (res.status === 422) failures += 1
    }
    expect(res.status).toBe(429)
    expect(failures).toBe(DEFAULT_SECURITY.addressFreeFailures)
    expect((await c.login("pending", "demo123")).status).toBe(429)
  })

  it("never lets a wrong password through and never waits past its limits (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 40_000 })), { maxLength: 60 }),
        (steps) => {
          const brake = createBrake(DEFAULT_SECURITY)
          let t = 0
          for (const [right, gap] of steps) {
            t += gap
            const wait = brake.check("a", "1.2.3.4", t)
            if (wait) {
              if (wait.retryAfterMs <= 0) return false
              if (!wait.locked && wait.retryAfterMs > DEFAULT_SECURITY.maxDelayMs) return false
              if (wait.locked && wait.retryAfterMs > DEFAULT_SECURITY.lockMs) return false
              continue
            }
            if (right) brake.succeed("a")
            else brake.fail("a", "1.2.3.4", t)
          }
          return true
        },
      ),
    )
  })
})

describe("sessions", () => {
  it("end after the idle time and after the absolute time, answered with the 401 envelope", async () => {
    const c = server.client()
    await c.login()
    now += DEFAULT_SECURITY.sessionIdleMs - 1000
    expect((await c.get("/api/user/base")).status).toBe(200)
    now += DEFAULT_SECURITY.sessionIdleMs + 1000
    const idle = await c.get("/api/user/base")
    expect(idle.status).toBe(401)
    expect(idle.body).toMatchObject({ code: 10001, message: "请先登录" })

    await c.login()
    const stop = now + DEFAULT_SECURITY.sessionAbsoluteMs
    while (now < stop - MINUTE) {
      now = Math.min(now + DEFAULT_SECURITY.sessionIdleMs / 2, stop - MINUTE)
      expect((await c.get("/api/user/base")).status).toBe(200)
    }
    now = stop + 1000
    expect((await c.get("/api/user/base")).status).toBe(401)
  })

  it("moving the mall's clock (orders, countdowns) signs no one out", async () => {
    const c = server.client()
    await c.login()
    await server.control("/__control/clock", { advance: "30d" })
    expect((await c.get("/api/user/base")).status).toBe(200)
  })

  it("signing in again ends the earlier session of the account and the browser's own", async () => {
    const first = server.client()
    await first.login()
    const second = server.client()
    await second.login()
    expect((await first.get("/api/user/base")).status).toBe(401)
    expect((await second.get("/api/user/base")).status).toBe(200)
    const old = second.cookie
    await second.login("manager", "demo123")
    const replay = new Client(server.url)
    replay.cookie = old
    expect((await replay.get("/api/user/base")).status).toBe(401)
    expect(data<{ username: string }>(await second.get("/api/user/base")).username).toBe("manager")
  })

  it("a password change needs the current password or an SMS code and ends the other sessions", async () => {
    const other = server.client()
    await other.login()
    const me = new Client(server.url)
    // The same account on a second device: sessions made directly, as a login would end `other`.
    const token = "b".repeat(48)
    const userId = server.app.db.users.find((u) => u.username === "demo")?.id ?? 0
    server.app.db.sessions.set(token, { token, userId, createdAt: now, lastSeenAt: now })
    me.cookie = `mall_session=${token}`

    const none = await me.post("/api/user/resetPassword", { password: "newpass1" })
    expect(none.status).toBe(422)
    expect(none.body.errors?.old_password).toEqual(["请输入当前密码或短信验证码"])
    const wrong = await me.post("/api/user/resetPassword", {
      password: "newpass1",
      old_password: "not-it",
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors?.old_password).toEqual(["当前密码错误"])
    expect(server.app.db.users.find((u) => u.username === "demo")?.password).toBe("demo123")

    const done = await me.post("/api/user/resetPassword", {
      password: "newpass1",
      old_password: "demo123",
    })
    expect(done.body.code).toBe(10000)
    expect((await other.get("/api/user/base")).status).toBe(401)
    expect((await me.get("/api/user/base")).status).toBe(200)
    expect((await server.client().login("demo", "demo123")).status).toBe(422)

    // With an SMS code sent to the account's phone instead.
    const phone = phoneOf("demo")
    expect((await me.post("/api/sms/send", { phone, scene: "forget" })).body.code).toBe(10000)
    const bySms = await me.post("/api/user/resetPassword", { password: "newpass2", code: "123456" })
    expect(bySms.body.code).toBe(10000)
  })

  it("are __Host- cookies with Secure behind HTTPS", async () => {
    const https = await start({
      port: 0,
      strict: true,
      logger: () => undefined,
      secureCookies: true,
    })
    try {
      const res = await fetch(new URL("/api/auth/login", https.url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "username=demo&password=demo123",
      })
      const cookie = res.headers.getSetCookie()[0] ?? ""
      expect(cookie).toMatch(
        /^__Host-mall_session=[0-9a-f]{48}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
      )
      const pair = cookie.split(";")[0] ?? ""
      const base = await fetch(new URL("/api/user/base", https.url), { headers: { cookie: pair } })
      expect(base.status).toBe(200)
      // The plain name is not read behind HTTPS.
      const plain = await fetch(new URL("/api/user/base", https.url), {
        headers: { cookie: pair.replace("__Host-", "") },
      })
      expect(plain.status).toBe(401)
    } finally {
      await https.close()
    }
  })
})

describe("SMS and reset codes", () => {
  it("sends one SMS per number per minute (429 + Retry-After)", async () => {
    const c = server.client()
    const phone = phoneOf("demo")
    expect((await c.post("/api/sms/send", { phone, scene: "forget" })).body.code).toBe(10000)
    const again = await c.post("/api/sms/send", { phone, scene: "forget" })
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(/^短信发送过于频繁，请\d+秒后再试$/)
    expect(Number(again.headers.get("retry-after"))).toBe(60)
    now += 60_000
    expect((await c.post("/api/sms/send", { phone, scene: "forget" })).body.code).toBe(10000)
  })

  it("allows 5 tries of a reset code; the right code after that no longer works", async () => {
    const c = server.client()
    const phone = phoneOf("demo")
    await c.post("/api/sms/send", { phone, scene: "forget" })
    const answers: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await c.post("/api/password/verify", { phone, code: "000000" })
      expect(res.status).toBe(422)
      answers.push(res.body.message)
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill("验证码错误"))
    expect(answers[4]).toBe("验证码错误次数过多，请重新获取")
    const right = await c.post("/api/password/verify", { phone, code: "123456" })
    expect(right.status).toBe(422)
    expect(right.body.message).toBe("验证码错误次数过多，请重新获取")
    // A new code works again.
    now += 60_000
    await c.post("/api/sms/send", { phone, scene: "forget" })
    expect((await c.post("/api/password/verify", { phone, code: "123456" })).body.code).toBe(10000)
  })

  it("expires a code after 10 minutes, and a reset token after 30", async () => {
    const c = server.client()
    const phone = phoneOf("demo")
    await c.post("/api/sms/send", { phone, scene: "forget" })
    now += DEFAULT_SECURITY.codeTtlMs + 1000
    const late = await c.post("/api/password/verify", { phone, code: "123456" })
    expect(late.body.message).toBe("验证码已过期，请重新获取")
    await c.post("/api/sms/send", { phone, scene: "forget" })
    const token = data<{ reset_token: string }>(
      await c.post("/api/password/verify", { phone, code: "123456" }),
    ).reset_token
    now += DEFAULT_SECURITY.leftoverTtlMs + 1000
    const reset = await c.post("/api/password/reset", {
      reset_token: token,
      password: "abc12345",
      password_confirmation: "abc12345",
    })
    expect(reset.status).toBe(422)
    expect(server.app.db.resetTokens.size).toBe(0)
  })

  it("a password reset ends every session of the account", async () => {
    const signedIn = server.client()
    await signedIn.login()
    const c = server.client()
    const phone = phoneOf("demo")
    await c.post("/api/sms/send", { phone, scene: "forget" })
    const token = data<{ reset_token: string }>(
      await c.post("/api/password/verify", { phone, code: "123456" }),
    ).reset_token
    const reset = await c.post("/api/password/reset", {
      reset_token: token,
      password: "abc12345",
      password_confirmation: "abc12345",
    })
    expect(reset.body.code).toBe(10000)
    expect((await signedIn.get("/api/user/base")).status).toBe(401)
  })
})

describe("unfinished sign-ups", () => {
  it("are limited per phone and expire", async () => {
    const c = server.client()
    const phone = "19912345670"
    expect(server.app.db.users.some((u) => u.phone === phone)).toBe(false)
    const step1 = async () => {
      now += 60_000
      await c.post("/api/sms/send", { phone, scene: "register" })
      return c.post("/api/register/step1", {
        phone,
        code: "123456",
        password: "abc12345",
        password_confirmation: "abc12345",
      })
    }
    for (let i = 0; i < DEFAULT_SECURITY.signUpsPerPhone; i++)
      expect((await step1()).body.code, `sign-up ${i}`).toBe(10000)
    const over = await step1()
    expect(over.status).toBe(400)
    expect(over.body.message).toBe("该手机号未完成的注册过多（最多3个），请完成注册或稍后再试")
    now += DEFAULT_SECURITY.leftoverTtlMs + 1000
    expect((await step1()).body.code).toBe(10000)
    expect([...server.app.db.registrations.values()].filter((r) => r.phone === phone).length).toBe(
      1,
    )
  })
})
