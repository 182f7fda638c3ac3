/** Every operation of openapi.yaml has a handler and answers within the contract for the demo account. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { msg } from "../src/domain/messages.ts"
import { startServer } from "./support.ts"
import type { Client, TestServer } from "./support.ts"

let server: TestServer
let client: Client

beforeAll(async () => {
  server = await startServer()
  client = server.client()
  await client.login()
})
afterAll(() => server.close())

/**
 * An answer that no handler gave: the router found no route (a 404 for an unknown id is a
 * handler's answer, declared by the contract and checked like any other).
 */
const unrouted = (answer: { status: number; body: { message?: unknown } }): boolean =>
  (answer.status === 404 || answer.status === 405) && answer.body.message === msg.notFoundApi

/** Valid sample values for path and query parameters, by name. */
const SAMPLES: Record<string, string> = {
  id: "1",
  phone: "13912345678",
  category_id: "1",
  ids: "1",
  keywords: "gmlj",
  type: "1",
  page: "1",
  url: "xnxg",
}

describe("every operation", () => {
  it("has a handler", () => {
    const ops = server.app.contract.operations
    expect(ops.length).toBeGreaterThan(60)
  })

  it("answers GET operations without a contract violation", async () => {
    const ops = server.app.contract.operations.filter((o) => o.method === "GET")
    const failures: string[] = []
    for (const op of ops) {
      let path = op.path
      const query: Record<string, string> = {}
      for (const p of op.params) {
        const sample =
          op.path.includes("/news") && p.name === "type" ? "hy" : (SAMPLES[p.name] ?? "1")
        if (p.in === "path") path = path.replace(`{${p.name}}`, sample)
        else if (p.in === "query" && p.required) query[p.name] = sample
      }
      const answer = await client.get(path, query)
      if (answer.status === 500 || unrouted(answer))
        failures.push(
          `${op.method} ${op.path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
        )
    }
    expect(server.app.violations).toEqual([])
    expect(failures).toEqual([])
  })

  it("answers state-changing operations with an empty body by an envelope, never a crash", async () => {
    const ops = server.app.contract.operations
      .filter((o) => o.method !== "GET")
      .sort((a, b) => Number(a.path.includes("logout")) - Number(b.path.includes("logout")))
    const failures: string[] = []
    for (const op of ops) {
      // Unknown ids: the call must answer with a 4xx envelope, not change anything it should not.
      const path = op.path.replace(/\{[^}]+\}/g, "999999")
      const answer = await client.request(op.method, path)
      if (answer.status >= 500 || unrouted(answer) || typeof answer.body.code !== "number") {
        failures.push(
          `${op.method} ${op.path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
        )
      }
    }
    expect(server.app.violations).toEqual([])
    expect(failures).toEqual([])
  })
})
