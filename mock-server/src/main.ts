/**
 * Command-line entry of the dev back end: `npm start -w @mall/mock-server -- --port 4020
 * --host 127.0.0.1 --static ../web/dist --allowed-origin http://localhost:5173 --strict --control`.
 *
 * `--control` switches the control API on (off by default): its calls must come from this
 * machine, with the expected Host and the header `x-mall-control: <secret>`, the secret taken
 * from `MALL_CONTROL_SECRET` or made up at start and printed. SIGTERM/SIGINT stop it cleanly:
 * no new connections, requests in flight finished within 1 s, then the process ends (also when
 * it was started through npm or tsx, whose own process may not pass the signal on: the back
 * end also ends when its parent process goes away). A busy port is one clear line and exit 1.
 * Every exit is logged with its cause (exits.ts); `--headers-timeout` and `--request-timeout`
 * set the transport's timeouts (default 10 s and 30 s).
 */
import { randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { resolve } from "node:path"
import { watchExits } from "./exits.ts"

const exits = watchExits(process, (line) => console.error(line))

/**
 * The parent of a process (Linux /proc): its id, "gone" when the process no longer exists, or
 * null when it cannot be told (no /proc, or the read failed for another reason, e.g. too many
 * open files under load: that must not stop the back end).
 */
function parentOf(pid: number): number | "gone" | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
    return Number.isInteger(ppid) ? ppid : null
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? "gone" : null
  }
}

// Started through npm (npm → sh → tsx → this process), stopping npm by its id ends only npm and
// sh: tsx is left running and holds the port. So the back end follows the chain that started it
// (up to 4 processes): when one of them ends, it stops as if signalled.
const chain: { pid: number; ppid: number }[] = []
const parent = process.ppid
for (let pid = parent, i = 0; i < 4 && pid > 1; i++) {
  const ppid = parentOf(pid)
  if (ppid === null || ppid === "gone") break
  chain.push({ pid, ppid })
  pid = ppid
}
// The server (and the contract it compiles) is loaded after the chain above is recorded.
const { DEFAULT_HOST, DEFAULT_PORT, createServer } = await import("./server.ts")
const { CONTROL_HEADER } = await import("./http/control.ts")

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    static: { type: "string" },
    "allowed-origin": { type: "string", multiple: true },
    contract: { type: "string" },
    strict: { type: "boolean" },
    verbose: { type: "boolean" },
    control: { type: "boolean" },
    "secure-cookies": { type: "boolean" },
    "img-host": { type: "string", multiple: true },
    "api-host": { type: "string", multiple: true },
    "frame-host": { type: "string", multiple: true },
    "session-idle": { type: "string" },
    "session-max": { type: "string" },
    "headers-timeout": { type: "string" },
    "request-timeout": { type: "string" },
  },
  allowPositionals: false,
})

function fail(line: string): never {
  console.error(line)
  exits.stopping("cannot start (the line above says why)")
  process.exit(2)
}

/** "90s", "30m", "2h", "7d" or milliseconds. */
function duration(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text.trim())
  if (!m) fail(`invalid ${name}: ${text} (e.g. 30m, 2h, 7d)`)
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? "ms"] ?? 1
  const ms = Number(m[1]) * unit
  if (!(ms > 0)) fail(`invalid ${name}: ${text}`)
  return ms
}

const list = (v: string[] | undefined): string[] =>
  (v ?? [])
    .flatMap((x) => x.split(","))
    .map((x) => x.trim())
    .filter((x) => x !== "")

const port = Number(values.port ?? process.env.MOCK_PORT ?? DEFAULT_PORT)
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`invalid port: ${values.port ?? process.env.MOCK_PORT}`)
const host = values.host ?? process.env.MOCK_HOST ?? DEFAULT_HOST
const allowed = list(values["allowed-origin"])
const controlOn = values.control === true || process.env.MALL_CONTROL === "1"
const secret = controlOn
  ? process.env.MALL_CONTROL_SECRET?.trim() || randomBytes(24).toString("hex")
  : ""
const sessionIdleMs = duration(values["session-idle"], "--session-idle")
const sessionAbsoluteMs = duration(values["session-max"], "--session-max")
const headersTimeoutMs = duration(values["headers-timeout"], "--headers-timeout")
const requestTimeoutMs = duration(values["request-timeout"], "--request-timeout")

let mock: ReturnType<typeof createServer>
try {
  mock = createServer({
    port,
    host,
    staticDir: values.static ? resolve(values.static) : null,
    allowedOrigins: allowed.length > 0 ? allowed : null,
    ...(values.contract ? { contractFile: resolve(values.contract) } : {}),
    strict: values.strict ?? process.env.CONTRACT_STRICT === "1",
    verbose: values.verbose ?? false,
    control: controlOn ? { secret } : null,
    secureCookies: values["secure-cookies"] ?? false,
    csp: {
      img: list(values["img-host"]),
      connect: list(values["api-host"]),
      frame: list(values["frame-host"]),
    },
    security: {
      ...(sessionIdleMs !== undefined ? { sessionIdleMs } : {}),
      ...(sessionAbsoluteMs !== undefined ? { sessionAbsoluteMs } : {}),
    },
    ...(headersTimeoutMs !== undefined ? { headersTimeoutMs } : {}),
    ...(requestTimeoutMs !== undefined ? { requestTimeoutMs } : {}),
  })
} catch (error) {
  fail(`cannot start: ${error instanceof Error ? error.message : String(error)}`)
}

let url: string
try {
  ;({ url } = await mock.listen(port, host))
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  const line =
    code === "EADDRINUSE"
      ? `port ${port} on ${host} is already in use: stop the other server or pass --port N`
      : `cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`
  console.error(line)
  exits.stopping(`cannot listen on ${host}:${port} (the line above says why)`)
  process.exit(1)
}
const ops = mock.app.contract.operations.length
console.log(
  `医药批发商城 dev back end on ${url} (${ops} contract operations, ${mock.app.strict ? "strict" : "dev"} mode${values.static ? `, serving ${values.static}` : ""})`,
)
console.log(
  controlOn
    ? `control API: ${url}/__control/state with header ${CONTROL_HEADER}: ${secret} · demo account: demo / demo123`
    : `control API off (--control switches it on) · demo account: demo / demo123`,
)

let stopping = false
const stop = (cause: string): void => {
  if (stopping) return
  stopping = true
  exits.stopping(cause)
  void mock.close(1000).then(() => process.exit(0))
  // Whatever happens, the process ends soon after the signal.
  setTimeout(() => process.exit(0), 1500).unref()
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => stop(`${signal} received`))

setInterval(() => {
  if (process.ppid !== parent) {
    stop(`the process that started it (${parent}) ended`)
    return
  }
  for (const link of chain) {
    const now = parentOf(link.pid)
    // an unreadable /proc entry tells nothing; only a process gone or re-parented counts
    if (now !== null && now !== link.ppid) {
      stop(`process ${link.pid}, in the chain that started it, ended`)
      return
    }
  }
}, 500).unref()
