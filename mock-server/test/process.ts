/**
 * Test support for the command-line back end (src/main.ts) as its own process: a free port, the
 * process started with its output collected (ready once it prints its address), and whether a
 * port is free again.
 */
import { spawn } from "node:child_process"
import type { ChildProcess } from "node:child_process"
import { createServer as createNetServer, connect } from "node:net"
import type { AddressInfo } from "node:net"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"

/** The mock-server package, where `src/main.ts` runs from. */
export const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "..")
export const tsx = resolve(root, "../node_modules/.bin/tsx")

export async function freePort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r))
  const p = (probe.address() as AddressInfo).port
  await new Promise<void>((r) => probe.close(() => r()))
  return p
}

export interface Launched {
  child: ChildProcess
  output: () => string
  ready: Promise<void>
  exited: Promise<number>
}

export function launch(cmd: string, args: string[], env: Record<string, string> = {}): Launched {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let out = ""
  child.stdout?.on("data", (c: Buffer) => (out += c.toString()))
  child.stderr?.on("data", (c: Buffer) => (out += c.toString()))
  const ready = new Promise<void>((res, rej) => {
    const t = setInterval(() => {
      if (out.includes("dev back end on")) {
        clearInterval(t)
        res()
      }
    }, 50)
    child.once("exit", () => {
      clearInterval(t)
      rej(new Error(`exited early: ${out}`))
    })
  })
  ready.catch(() => undefined)
  const exited = new Promise<number>((res) => child.once("exit", (code) => res(code ?? -1)))
  return { child, output: () => out, ready, exited }
}

export async function portFree(p: number): Promise<boolean> {
  return new Promise((res) => {
    const s = connect(p, "127.0.0.1")
    s.once("connect", () => {
      s.destroy()
      res(false)
    })
    s.once("error", () => res(true))
  })
}
