/** Test support: a strict back end on a free port and a small HTTP client with a cookie. */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest"
import { FormBody } from "@mall/core/FormBody"
import type { FormRecord } from "@mall/core/FormBody"
import { CONTROL_HEADER } from "../src/http/control.ts"
import { start } from "../src/server.ts"
import type { Running } from "../src/server.ts"

export interface Answer {
  status: number
  body: { code: number; message: string; data: unknown; errors?: Record<string, string[]> }
  headers: Headers
}

export interface RequestOptions {
  query?: Record<string, string | number | (string | number)[]>
  form?: FormRecord
  /** Raw body (sent as a form body unless contentType says otherwise). */
  raw?: string
  contentType?: string
  headers?: Record<string, string>
}

export class Client {
  cookie = ""

  constructor(readonly base: string) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const url = new URL(path, this.base)
    for (const [k, v] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item))
    }
    const body = options.raw ?? (options.form ? FormBody.encode(options.form) : undefined)
    const headers: Record<string, string> = { ...(options.headers ?? {}) }
    if (body !== undefined)
      headers["content-type"] = options.contentType ?? "application/x-www-form-urlencoded"
    if (this.cookie) headers.cookie = this.cookie
    const res = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) })
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";")
      if (pair?.startsWith("mall_session=")) this.cookie = pair.endsWith("=") ? "" : pair
    }
    const text = await res.text()
    return { status: res.status, body: JSON.parse(text) as Answer["body"], headers: res.headers }
  }

  get(path: string, query?: RequestOptions["query"]): Promise<Answer> {
    return this.request("GET", path, query ? { query } : {})
  }

  post(path: string, form?: FormRecord, options: RequestOptions = {}): Promise<Answer> {
    return this.request("POST", path, { ...options, ...(form ? { form } : {}) })
  }

  async login(username = "demo", password = "demo123"): Promise<Answer> {
    return this.post("/api/auth/login", { username, password })
  }
}

export interface TestServer extends Running {
  client(): Client
  control(path: string, body?: unknown, method?: string): Promise<Answer["body"]>
}

/** The control API's secret of the test back ends. */
export const CONTROL_SECRET = "test-control-secret"

/** A strict back end (response violations become 500s) on a free port, control API on. */
export async function startServer(options: Parameters<typeof start>[0] = {}): Promise<TestServer> {
  const running = await start({
    port: 0,
    strict: true,
    logger: () => undefined,
    control: { secret: CONTROL_SECRET },
    ...options,
  })
  return {
    ...running,
    client: () => new Client(running.url),
    async control(path, body, method = "POST") {
      const res = await fetch(new URL(path, running.url), {
        method,
        headers: { "content-type": "application/json", [CONTROL_HEADER]: CONTROL_SECRET },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return (await res.json()) as Answer["body"]
    },
  }
}

/**
 * The frame most test files share: one strict back end for the file's tests (started before them,
 * closed after them), the mall reset before each test, and each test failed by any contract
 * violation it caused. Call it at the top of the file, before the file's own hooks, which then
 * run after the reset. The server it returns can be used inside tests and hooks.
 */
export function serverPerFile(options: Parameters<typeof start>[0] = {}): TestServer {
  let running: TestServer | undefined
  const server = (): TestServer => {
    if (running === undefined) throw new Error("the test server starts before the file's tests")
    return running
  }
  beforeAll(async () => {
    running = await startServer(options)
  })
  afterAll(() => running?.close())
  beforeEach(async () => {
    await server().control("/__control/reset")
  })
  afterEach(() => {
    // strict mode: any contract violation during a test fails it
    expect(server().app.violations).toEqual([])
  })
  return {
    get url() {
      return server().url
    },
    get port() {
      return server().port
    },
    get app() {
      return server().app
    },
    get server() {
      return server().server
    },
    close: () => server().close(),
    client: () => server().client(),
    control: (path, body, method) => server().control(path, body, method),
  }
}

/** Data of a success envelope, failing loudly otherwise. */
export function data<T>(answer: Answer): T {
  if (answer.body.code !== 10000)
    throw new Error(`expected success, got ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data as T
}
