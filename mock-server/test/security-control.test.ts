/**
 * The control API exists only when switched on, answers only a loopback peer with the expected
 * Host and the per-start secret, and stores nothing it has not checked; no request can crash the
 * process (an exception is answered with the 500 envelope and logged).
 */
import { request as httpRequest } from "node:http"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { CONTROL_HEADER, isLoopback } from "../src/http/control.ts"
import { start } from "../src/server.ts"
import type { Running } from "../src/server.ts"
import { CONTROL_SECRET, startServer } from "./support.ts"
import type { TestServer } from "./support.ts"

/** A raw request with any Host header (fetch will not send a foreign one). */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = "",
): Promise<{ status: number; body: { code: number; message: string; data: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { method, headers }, (res) => {
      let text = ""
      res.on("data", (c: Buffer) => (text += c.toString()))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
    })
    req.on("error", reject)
    req.end(body)
  })
}

describe("control API switched off (the default)", () => {
  let off: Running
  beforeAll(async () => {
    off = await start({ port: 0, strict: true, logger: () => undefined })
  })
  afterAll(() => off.close())

  it("does not exist, with or without a secret", async () => {
    const variants: Record<string, string>[] = [{}, { [CONTROL_HEADER]: CONTROL_SECRET }]
    for (const headers of variants) {
      const res = await fetch(new URL("/__control/reset", off.url), { method: "POST", headers })
      expect(res.status).toBe(404)
    }
    const state = await fetch(new URL("/__control/state", off.url))
    expect(state.status).toBe(404)
    expect(await state.text()).not.toContain("demo")
  })
})

describe("control API switched on", () => {
  let server: TestServer
  const logs: string[] = []
  beforeAll(async () => {
    server = await startServer({ logger: (line) => logs.push(line) })
  })
  afterAll(() => server.close())
  afterEach(async () => {
    await server.control("/__control/reset")
  })

  it("refuses a call without the secret or with a wrong one, and changes nothing", async () => {
    const before = server.app.db.users.find((u) => u.username === "demo")?.password
    for (const secret of [undefined, "wrong", `${CONTROL_SECRET}x`]) {
      const res = await raw(
        server.url,
        "POST",
        "/__control/account",
        {
          "content-type": "application/json",
          ...(secret === undefined ? {} : { [CONTROL_HEADER]: secret }),
        },
        JSON.stringify({ username: "demo", password: "taken" }),
      )
      expect(res.status).toBe(403)
    }
    expect(server.app.db.users.find((u) => u.username === "demo")?.password).toBe(before)
    const state = await raw(server.url, "GET", "/__control/state", {})
    expect(state.status).toBe(403)
    expect(JSON.stringify(state.body)).not.toContain("demo")
  })

  it("refuses another Host (DNS rebinding) even with the secret", async () => {
    const port = new URL(server.url).port
    for (const host of ["evil.example", `evil.example:${port}`, "127.0.0.1:1"]) {
      const res = await raw(server.url, "GET", "/__control/state", {
        host,
        [CONTROL_HEADER]: CONTROL_SECRET,
      })
      expect(res.status, host).toBe(403)
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await raw(server.url, "GET", "/__control/state", {
        host,
        [CONTROL_HEADER]: CONTROL_SECRET,
      })
      expect(res.status, host).toBe(200)
    }
  })

  it("knows a loopback peer", () => {
    for (const a of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(isLoopback(a), a).toBe(true)
    for (const a of ["10.0.0.1", "192.168.1.2", "::ffff:10.0.0.1", "fe80::1", "", undefined])
      expect(isLoopback(a), String(a)).toBe(false)
  })

  it("refuses a fault nested 20,000 deep without storing it; the next call still works", async () => {
    const deep = `${"[".repeat(20_000)}"x"${"]".repeat(20_000)}`
    const body = `{"path":"/api/goods/hot","code":422,"errors":{"field":${deep}}}`
    const res = await raw(
      server.url,
      "POST",
      "/__control/fault",
      { "content-type": "application/json", [CONTROL_HEADER]: CONTROL_SECRET },
      body,
    )
    expect(res.status).toBe(400)
    expect(server.app.faults.list()).toEqual([])
    const hot = await fetch(new URL("/api/goods/hot", server.url))
    expect(hot.status).toBe(200)
  })

  it("checks every fault field before storing anything", async () => {
    const bad = [
      { path: "/api/goods/hot", errors: { f: [{ deep: { deeper: 1 } }] } },
      { path: "/api/goods/hot", errors: "not an object" },
      { path: "/api/goods/hot", status: 99_999 },
      { path: "/api/goods/hot", delay: 10_000_000 },
      { path: "/api/goods/hot", message: "长".repeat(1000) },
      { path: "/api/goods/hot", method: "BREW" },
      { path: "" },
    ]
    for (const fault of bad) {
      const answer = await server.control("/__control/fault", fault)
      expect(answer.code, JSON.stringify(fault).slice(0, 80)).toBe(400)
    }
    expect(server.app.faults.list()).toEqual([])
    const big = await fetch(new URL("/__control/fault", server.url), {
      method: "POST",
      headers: { "content-type": "application/json", [CONTROL_HEADER]: CONTROL_SECRET },
      body: JSON.stringify({ path: "/api/x", message: "x".repeat(100_000) }),
    })
    expect(big.status).toBe(413)
    const good = await server.control("/__control/fault", {
      path: "/api/goods/hot",
      code: 422,
      errors: { phone: ["手机号格式不正确"] },
      times: 1,
    })
    expect(good.code).toBe(10000)
    const hot = await fetch(new URL("/api/goods/hot", server.url))
    expect(hot.status).toBe(422)
  })

  it("answers an exception inside a request with the 500 envelope, logs it and keeps serving", async () => {
    const client = server.client()
    await client.login()
    const users = server.app.db.users
    // A broken state: the handler throws a TypeError.
    server.app.db.users = null as unknown as typeof users
    const broken = await client.get("/api/user/base")
    expect(broken.status).toBe(500)
    expect(broken.body.message).toBe("系统繁忙，请稍后再试")
    expect(logs.some((l) => l.startsWith("[error]") && l.includes("/api/user/base"))).toBe(true)
    server.app.db.users = users
    expect((await fetch(new URL("/api/goods/hot", server.url))).status).toBe(200)
  })
})
