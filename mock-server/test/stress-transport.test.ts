/**
 * The command-line back end under hostile clients all at once: 100 connections sending their
 * headers a line at a time, 50 sending their bodies a byte at a time, 100 idle ones (50 that never
 * send a byte, 50 kept alive after one request), each reopened as soon as the server cuts it, for
 * a few seconds of short timeouts. The process must still be there, answer a plain request all
 * along and after, and have logged no exit and no uncaught error; its SIGTERM exit is logged with
 * its cause. The test fails at once, with the log, if the process is gone.
 */
import { connect } from "node:net"
import { describe, expect, it } from "vitest"
import { freePort, launch, tsx } from "./process.ts"

const STORM_MS = 4000

type Kind = "slow-headers" | "slow-body" | "idle" | "idle-keep-alive"

/** One hostile client: keeps a connection of its kind open, reopening it until `until`. */
async function hostile(port: number, kind: Kind, until: number): Promise<number> {
  let opened = 0
  while (Date.now() < until) {
    opened += 1
    await new Promise<void>((done) => {
      const socket = connect(port, "127.0.0.1")
      let timer: NodeJS.Timeout | undefined
      const finish = () => {
        if (timer) clearInterval(timer)
        socket.destroy()
        done()
      }
      socket.on("error", finish)
      socket.on("close", finish)
      socket.on("data", () => undefined)
      setTimeout(finish, Math.max(0, until - Date.now())).unref()
      socket.on("connect", () => {
        const head = `Host: 127.0.0.1:${port}\r\n`
        if (kind === "slow-headers") {
          socket.write(`GET /api/goods/hot HTTP/1.1\r\n${head}`)
          let n = 0
          timer = setInterval(() => socket.write(`X-Slow-${(n += 1)}: x\r\n`), 100)
        } else if (kind === "slow-body") {
          socket.write(
            `POST /api/auth/login HTTP/1.1\r\n${head}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nusername=demo&`,
          )
          timer = setInterval(() => socket.write("x"), 100)
        } else if (kind === "idle-keep-alive") {
          socket.write(`GET /api/goods/hot HTTP/1.1\r\n${head}Connection: keep-alive\r\n\r\n`)
        }
      })
    })
  }
  return opened
}

describe("the command-line back end under hostile clients", () => {
  it("keeps running and answering through slow headers, slow bodies and idle connections together", async () => {
    const port = await freePort()
    const run = launch(tsx, [
      "src/main.ts",
      "--port",
      String(port),
      "--headers-timeout",
      "500ms",
      "--request-timeout",
      "1s",
    ])
    await run.ready
    let gone: number | null = null
    void run.exited.then((code) => (gone = code))
    const base = `http://127.0.0.1:${port}`
    try {
      const until = Date.now() + STORM_MS
      const kinds: Kind[] = [
        ...Array<Kind>(100).fill("slow-headers"),
        ...Array<Kind>(50).fill("slow-body"),
        ...Array<Kind>(50).fill("idle"),
        ...Array<Kind>(50).fill("idle-keep-alive"),
      ]
      const storm = Promise.all(kinds.map((kind) => hostile(port, kind, until)))
      const statuses: number[] = []
      while (Date.now() < until && gone === null) {
        const res = await fetch(`${base}/api/goods/hot`, { signal: AbortSignal.timeout(5000) })
        await res.arrayBuffer()
        statuses.push(res.status)
        await new Promise((r) => setTimeout(r, 100))
      }
      const opened = (await storm).reduce((a, b) => a + b, 0)
      expect(gone, `the back end is gone (exit ${String(gone)}):\n${run.output()}`).toBeNull()
      // the server cut the slow and idle connections, and they came back
      expect(opened).toBeGreaterThan(kinds.length)
      expect(statuses.length).toBeGreaterThan(5)
      expect(statuses.every((s) => s === 200)).toBe(true)
      const after = await fetch(`${base}/api/goods/hot`)
      expect(after.status).toBe(200)
      expect(gone, run.output()).toBeNull()
      expect(run.output()).not.toMatch(/\[exit\]|\[stop\]|\[uncaught\]|\[unhandled/)
    } finally {
      run.child.kill("SIGTERM")
    }
    expect(await run.exited).toBe(0)
    expect(run.output()).toMatch(/\[exit\] code 0: SIGTERM received/)
  }, 120_000)
})
