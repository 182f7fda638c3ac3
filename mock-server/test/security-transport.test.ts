/**
 * Hostile transport: the body limit is enforced while reading (an announced length over it is
 * refused before any byte of the body), slow headers and slow bodies are cut after their timeout,
 * other clients are answered meanwhile; the command-line back end stops cleanly on SIGTERM and
 * SIGINT (requests in flight finished, the port free) and also when the process that started it
 * ends without passing the signal on, and reports a busy port in one line.
 */
import { createServer as createNetServer, connect } from "node:net"
import type { Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CONTROL_HEADER } from "../src/http/control.ts"
import { freePort, launch, portFree, tsx } from "./process.ts"
import { startServer } from "./support.ts"
import type { TestServer } from "./support.ts"

let server: TestServer
let port = 0

beforeAll(async () => {
  server = await startServer({ headersTimeoutMs: 400, requestTimeoutMs: 800 })
  port = Number(new URL(server.url).port)
})
afterAll(() => server.close())

/** Opens a raw connection, writes `text`, and collects what comes back until the socket closes. */
function rawExchange(
  text: string,
  keepOpenMs = 0,
): Promise<{ answer: string; closedAfterMs: number; socket: Socket }> {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now()
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(text)
      if (keepOpenMs > 0) setTimeout(() => undefined, keepOpenMs)
    })
    let answer = ""
    socket.on("data", (c: Buffer) => (answer += c.toString()))
    socket.on("error", () => undefined)
    socket.on("close", () =>
      resolvePromise({ answer, closedAfterMs: Date.now() - started, socket }),
    )
    setTimeout(() => reject(new Error(`no close: ${answer}`)), 10_000).unref()
  })
}

async function timedGet(path: string): Promise<number> {
  const t = performance.now()
  const res = await fetch(new URL(path, server.url))
  await res.arrayBuffer()
  return performance.now() - t
}

describe("body limit", () => {
  it("refuses an announced body over 1 MB at once, without reading it", async () => {
    const { answer, closedAfterMs } = await rawExchange(
      `POST /api/cart HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000000\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain("请求数据过大")
    expect(closedAfterMs).toBeLessThan(3000)
  })

  it("cuts a chunked body when it passes 1 MB", async () => {
    const chunk = "a".repeat(64 * 1024)
    const body = Array.from(
      { length: 20 },
      () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`,
    ).join("")
    const { answer } = await rawExchange(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
  })
})

describe("slow clients", () => {
  it("cuts slow headers after the headers timeout, answering others meanwhile", async () => {
    const slow = rawExchange(`GET /api/goods/hot HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `)
    expect(await timedGet("/api/goods/hot")).toBeLessThan(1000)
    const { answer, closedAfterMs } = await slow
    expect(closedAfterMs).toBeLessThan(3000)
    expect(answer).not.toContain("200 OK")
  })

  it("cuts a slow body after the request timeout", async () => {
    const { answer, closedAfterMs } = await rawExchange(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nusername=demo`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeLessThan(4000)
  })

  it("answers the 43-byte sparse-index login and x[1e9] quickly while a parallel GET is served", async () => {
    const hostile = [
      "username%5B4294967294%5D=x&password=demo123",
      "x%5B1000000000%5D=1&username=demo&password=demo123",
    ].map((body) =>
      fetch(new URL("/api/auth/login", server.url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      }),
    )
    const parallel = timedGet("/api/goods/hot")
    const answers = await Promise.all(hostile)
    expect(answers.map((a) => a.status)).toEqual([422, 422])
    expect(await parallel).toBeLessThan(100 + 400)
  })
})

describe("the command-line back end", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`stops on ${signal}: the request in flight is finished within 1 s, then the port is free`, async () => {
      const p = await freePort()
      const secret = "transport-test"
      const run = launch(tsx, ["src/main.ts", "--port", String(p), "--control"], {
        MALL_CONTROL_SECRET: secret,
      })
      await run.ready
      const base = `http://127.0.0.1:${p}`
      // the call answered once first: its answer's validator is compiled on first use, which on a
      // loaded machine took longer than the second of grace the test is about
      expect((await fetch(`${base}/api/goods/hot`)).status).toBe(200)
      await fetch(`${base}/__control/fault`, {
        method: "POST",
        headers: { "content-type": "application/json", [CONTROL_HEADER]: secret },
        body: JSON.stringify({ path: "/api/goods/hot", delay: 600 }),
      })
      const inFlight = fetch(`${base}/api/goods/hot`).then((r) => r.status)
      // Signal only once the server holds the request (the fault has been hit: its delay runs).
      for (let i = 0; i < 200; i++) {
        const faults = (await (
          await fetch(`${base}/__control/fault`, { headers: { [CONTROL_HEADER]: secret } })
        ).json()) as { data: { hits: number }[] }
        if ((faults.data[0]?.hits ?? 0) > 0) break
        await new Promise((r) => setTimeout(r, 20))
      }
      const t = Date.now()
      run.child.kill(signal)
      expect(await inFlight).toBe(200)
      expect(await run.exited).toBe(0)
      // Requests get 1 s, then the process ends (1.5 s at most); slack for a loaded machine.
      expect(Date.now() - t).toBeLessThan(5000)
      expect(await portFree(p)).toBe(true)
    }, 180_000)
  }

  it("stops when the shell that started it is stopped by its id (as npm start's sh)", async () => {
    const p = await freePort()
    const run = launch("sh", ["-c", `"${tsx}" src/main.ts --port ${p}; true`])
    await run.ready
    run.child.kill("SIGTERM")
    let free = false
    for (let i = 0; i < 40 && !free; i++) {
      await new Promise((r) => setTimeout(r, 250))
      free = await portFree(p)
    }
    expect(free).toBe(true)
  }, 180_000)

  it("reports a busy port in one clear line", async () => {
    const p = await freePort()
    const holder = createNetServer()
    await new Promise<void>((r) => holder.listen(p, "127.0.0.1", r))
    try {
      const run = launch(tsx, ["src/main.ts", "--port", String(p)])
      expect(await run.exited).toBe(1)
      const lines = run
        .output()
        .split("\n")
        .filter((l) => l.trim() !== "" && !l.includes("npm warn"))
      const busy = lines.filter((l) => l.includes("already in use"))
      expect(busy).toEqual([
        `port ${p} on 127.0.0.1 is already in use: stop the other server or pass --port N`,
      ])
      expect(run.output()).not.toContain("EADDRINUSE")
    } finally {
      holder.close()
    }
  }, 180_000)
})
