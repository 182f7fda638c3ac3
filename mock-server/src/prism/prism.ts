/**
 * Starts and stops a Stoplight Prism process (`prism mock` or `prism proxy`) on a free local port,
 * for the contract tests under test/prism/ and for scripts/contract-proxy.mjs.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"
import { resolve } from "node:path"

/** The repository root (this file is mock-server/src/prism/prism.ts). */
export const repoRoot = resolve(fileURLToPath(new URL("../../..", import.meta.url)))
/** The contract served by Prism. */
export const specPath = resolve(repoRoot, "openapi.yaml")
const prismBin = resolve(repoRoot, "node_modules/.bin/prism")

export type PrismOptions = {
  /** "mock" serves the examples; "proxy" forwards to upstream and validates both directions. */
  mode: "mock" | "proxy"
  /** Preferred port; the next free one is used when it is taken. */
  port: number
  /** Upstream base URL (proxy mode). */
  upstream?: string
  /** Proxy mode: answer with an error when a request or response breaks the contract. */
  errors?: boolean
  spec?: string
  /** How long to wait for Prism to listen. */
  timeoutMs?: number
}

export type RunningPrism = {
  url: string
  port: number
  /** Everything Prism printed so far (its log of validation violations). */
  output: () => string
  stop: () => Promise<void>
}

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once("error", () => done(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)))
  })
}

/** The first free port at or after `preferred` (4010, the developers' mock port, is skipped). */
export async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 200; port++) {
    if (port !== 4010 && (await isFree(port))) return port
  }
  throw new Error(`no free port from ${preferred}`)
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000)
    child.once("exit", () => {
      clearTimeout(timer)
      done()
    })
    child.kill("SIGTERM")
  })
}

/** Runs a command that starts Prism and resolves once Prism says it listens. */
async function runUntilListening(
  command: string,
  args: string[],
  port: number,
  timeoutMs: number,
): Promise<RunningPrism> {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] })
  let log = ""
  const ready = new Promise<void>((ok, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`Prism did not start within ${timeoutMs} ms:\n${log}`)),
      timeoutMs,
    )
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes("Prism is listening")) {
        clearTimeout(timer)
        ok()
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.once("exit", (code) => {
      clearTimeout(timer)
      fail(new Error(`Prism exited with ${String(code)}:\n${log}`))
    })
  })
  try {
    await ready
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => log,
    stop: () => stopProcess(child),
  }
}

/** Starts Prism and resolves once it listens. */
export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  const port = await freePort(options.port)
  const spec = options.spec ?? specPath
  const args =
    options.mode === "mock"
      ? ["mock", spec]
      : ["proxy", spec, options.upstream ?? "", ...(options.errors ? ["--errors"] : [])]
  args.push("--host", "127.0.0.1", "--port", String(port))
  return runUntilListening(prismBin, args, port, options.timeoutMs ?? 60000)
}

/** Starts `node scripts/contract-proxy.mjs --upstream URL --port N` (what developers run). */
export async function startContractProxy(options: {
  upstream: string
  port: number
  timeoutMs?: number
}): Promise<RunningPrism> {
  const port = await freePort(options.port)
  const script = resolve(repoRoot, "scripts/contract-proxy.mjs")
  const args = [script, "--upstream", options.upstream, "--port", String(port)]
  return runUntilListening(process.execPath, args, port, options.timeoutMs ?? 60000)
}
