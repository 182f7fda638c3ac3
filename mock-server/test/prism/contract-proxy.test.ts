/**
 * `npm run contract:proxy -- --upstream URL` in front of a tiny upstream that breaks the contract
 * in chosen ways: the proxy passes conforming traffic through (the server's own 401 for a call
 * without a session included) and reports every violation (HTTP 500 problem+json listing it, plus
 * the sl-violations header) instead of passing it on, an undeclared status too.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FormBody } from "@mall/core/FormBody"
import { startContractProxy, type RunningPrism } from "../../src/prism/prism.ts"
import { SESSION_COOKIE } from "../../src/prism/spec.ts"

/** What the upstream answers, by path: some right, some wrong. */
const answers: Record<string, { status: number; body: unknown }> = {
  "/api/cart/total": {
    status: 200,
    body: { code: 10000, message: "获取成功", data: { total: 3 } },
  },
  "/api/user/couponNum": { status: 200, body: { code: 10000, message: "获取成功", data: {} } },
  "/api/goods/hot": { status: 200, body: { list: [] } },
  "/api/user/user_money": {
    status: 200,
    body: { code: 10000, message: "获取成功", data: { user_money: 1414.5, frozen_money: "0.00" } },
  },
  "/api/cart/batch_delete": { status: 200, body: { code: 10000, message: "操作成功", data: null } },
  "/api/user/base": {
    status: 401,
    body: { code: 10001, message: "请先登录", data: null },
  },
  "/api/address": { status: 200, body: { code: 10000, message: "获取成功", data: [] } },
  "/api/draw/simple": {
    status: 200,
    body: { code: 0, message: "ok", data: { id: 8, is_join: 0, result: null } },
  },
}

let upstream: Server
let proxy: RunningPrism
const received: string[] = []

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/"
    received.push(`${req.method ?? ""} ${path}`)
    const answer = answers[path] ?? {
      status: 404,
      body: { code: 404, message: "不存在", data: null },
    }
    res.writeHead(answer.status, { "content-type": "application/json" })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((ok) => upstream.listen(0, "127.0.0.1", ok))
  const { port } = upstream.address() as AddressInfo
  proxy = await startContractProxy({ upstream: `http://127.0.0.1:${port}`, port: 4345 })
})

afterAll(async () => {
  await proxy?.stop()
  await new Promise((done) => upstream?.close(done))
})

async function through(path: string, init: RequestInit = {}, session = true) {
  const response = await fetch(`${proxy.url}${path}`, {
    ...init,
    headers: {
      accept: "application/json",
      ...(session ? { cookie: SESSION_COOKIE } : {}),
      ...init.headers,
    },
  })
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    violations: response.headers.get("sl-violations") ?? "",
    body: JSON.parse(text) as Record<string, unknown>,
  }
}

describe("contract proxy", () => {
  it("passes a conforming response through unchanged", async () => {
    const result = await through("/api/cart/total")
    expect(result.status).toBe(200)
    expect(result.body).toEqual(answers["/api/cart/total"]?.body)
  })

  it("reports data missing a required field", async () => {
    const result = await through("/api/user/couponNum")
    expect(result.status).toBe(500)
    expect(result.type).toMatch(/problem\+json/)
    expect(JSON.stringify(result.body)).toContain("count")
    expect(result.violations).toContain("required")
  })

  it("reports a body that is not the envelope", async () => {
    const result = await through("/api/goods/hot")
    expect(result.status).toBe(500)
    expect(result.violations).toContain("code")
    expect(result.violations).toContain("message")
  })

  it("reports money sent as a number instead of a two-decimal string", async () => {
    const result = await through("/api/user/user_money")
    expect(result.status).toBe(500)
    expect(result.violations).toContain("user_money")
  })

  it("reports a success response with a code that is not 10000, 200 or 201", async () => {
    const result = await through("/api/draw/simple")
    expect(result.status).toBe(500)
    expect(result.violations).toContain("code")
  })

  it("stops a request that breaks the contract before it reaches the server", async () => {
    const before = received.length
    const result = await through("/api/cart/batch_delete", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "ids=abc",
    })
    expect(result.status).toBe(422)
    expect(received.length).toBe(before)
  })

  it("passes the server's own 401 envelope for a call without a session", async () => {
    const before = received.length
    const result = await through("/api/user/base", {}, false)
    expect(received.length).toBe(before + 1)
    expect(result.status).toBe(401)
    expect(result.type).toMatch(/^application\/json/)
    expect(result.body).toEqual({ code: 10001, message: "请先登录", data: null })
  })

  it("reports a status the operation does not declare", async () => {
    const result = await through("/api/user/jyfw")
    expect(result.status).toBe(500)
    expect(result.type).toMatch(/problem\+json/)
    expect(result.violations).toContain("getUserJyfw: status 404 is not declared")
    expect(JSON.stringify(result.body)).toContain("not declared")
  })

  it("reports a success to a call that needs a session and came without one", async () => {
    const result = await through("/api/address", {}, false)
    expect(result.status).toBe(500)
    expect(result.violations).toContain("needs a session")
  })

  it("forwards a conforming form request", async () => {
    const result = await through("/api/cart/batch_delete", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: FormBody.encode({ ids: [88001, 88002] }),
    })
    expect(result.status).toBe(200)
    expect(received).toContain("POST /api/cart/batch_delete")
  })
})
