#!/usr/bin/env node
/**
 * Validates a real server's live traffic against the contract. A small front on --port forwards
 * every request to `prism proxy <contract> <upstream> --errors` (on a free internal port), which
 * checks requests and responses against openapi.yaml; the front then checks what Prism cannot:
 *
 * - Prism is given the contract without its `security` requirements, so a call without a session
 *   reaches the server and the server's own answer (the 401 envelope) comes back, instead of
 *   Prism's problem+json 401. The front reports a call that needs a session and was answered
 *   with a success without one.
 * - A status the operation does not declare (Prism only warns about it) is reported.
 *
 * A violation the front finds is answered like Prism's: HTTP 500 `application/problem+json`
 * listing it, the same list in the `sl-violations` header, and a line on stderr.
 *
 *   npm run contract:proxy -- --upstream http://127.0.0.1:8000 [--port 4011] [--host 127.0.0.1]
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, request } from "node:http"
import { createServer as createNetServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import YAML from "yaml"

const root = resolve(fileURLToPath(new URL("..", import.meta.url)))
const { values } = parseArgs({
  options: {
    upstream: { type: "string" },
    port: { type: "string", default: "4011" },
    host: { type: "string", default: "127.0.0.1" },
    spec: { type: "string", default: resolve(root, "openapi.yaml") },
    help: { type: "boolean", short: "h", default: false },
  },
})

if (values.help || !values.upstream) {
  console.error("usage: npm run contract:proxy -- --upstream URL [--port 4011] [--host 127.0.0.1]")
  process.exit(values.help ? 0 : 2)
}
try {
  new URL(values.upstream)
} catch {
  console.error(`--upstream must be an absolute URL, got: ${values.upstream}`)
  process.exit(2)
}

const SESSION_COOKIE = "mall_session"
const METHODS = ["get", "put", "post", "delete", "patch"]

const doc = YAML.parse(readFileSync(values.spec, "utf8"))

/** Whether a security requirement list needs a session (an empty requirement allows anonymous calls). */
const needsSession = (security) =>
  Array.isArray(security) &&
  security.length > 0 &&
  !security.some((r) => r && typeof r === "object" && Object.keys(r).length === 0)

/** Every operation: a matcher for its path, its declared statuses and whether it needs a session. */
const operations = []
for (const [path, item] of Object.entries(doc.paths ?? {})) {
  for (const method of METHODS) {
    const op = item?.[method]
    if (!op) continue
    const params = (path.match(/\{[^}]+\}/g) ?? []).length
    const regex = new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`,
    )
    operations.push({
      method: method.toUpperCase(),
      path,
      params,
      regex,
      id: op.operationId ?? `${method} ${path}`,
      statuses: Object.keys(op.responses ?? {}).map((s) => s.toUpperCase()),
      session: needsSession(op.security ?? doc.security),
    })
  }
}
// Literal paths win over templates (/api/order/count before /api/order/{id}).
operations.sort((a, b) => a.params - b.params)

const findOperation = (method, pathname) =>
  operations.find((o) => o.method === method && o.regex.test(pathname))

const declares = (op, status) => {
  const s = String(status)
  return (
    op.statuses.includes(s) || op.statuses.includes(`${s[0]}XX`) || op.statuses.includes("DEFAULT")
  )
}

/** The contract as Prism gets it: the same, without security requirements. */
function withoutSecurity(spec) {
  const copy = structuredClone(spec)
  delete copy.security
  for (const item of Object.values(copy.paths ?? {}))
    for (const method of METHODS) if (item?.[method]) item[method].security = []
  return copy
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createNetServer()
    probe.once("error", fail)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
}

const dir = mkdtempSync(join(tmpdir(), "contract-proxy-"))
const prismSpec = join(dir, "openapi.json")
writeFileSync(prismSpec, JSON.stringify(withoutSecurity(doc)))
const internalPort = await freePort()

const child = spawn(
  resolve(root, "node_modules/.bin/prism"),
  [
    "proxy",
    prismSpec,
    values.upstream,
    "--errors",
    "--host",
    "127.0.0.1",
    "--port",
    String(internalPort),
  ],
  { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
)
const publicUrl = `http://${values.host}:${values.port}`
let ready = false
const relay = (stream) => (chunk) => {
  const text = chunk.toString()
  if (!ready && text.includes("Prism is listening")) {
    ready = true
    server.listen(Number(values.port), values.host, () => {
      console.log(
        `Prism is listening on ${publicUrl} (contract proxy in front of ${values.upstream})`,
      )
    })
    return
  }
  stream.write(text.replaceAll(`127.0.0.1:${internalPort}`, `${values.host}:${values.port}`))
}
child.stdout.on("data", relay(process.stdout))
child.stderr.on("data", relay(process.stderr))

/** What the front finds wrong with an answer Prism passed on. */
function violationsOf(req, status) {
  const url = new URL(req.url ?? "/", "http://localhost")
  const op = findOperation((req.method ?? "GET").toUpperCase(), url.pathname)
  if (!op) return []
  const out = []
  if (!declares(op, status))
    out.push({
      location: ["response", "status"],
      severity: "Error",
      code: "status",
      message: `${op.id}: status ${status} is not declared (declared: ${op.statuses.join(", ")})`,
    })
  const hasSession = (req.headers.cookie ?? "")
    .split(";")
    .some(
      (c) =>
        c.trim().startsWith(`${SESSION_COOKIE}=`) && c.trim().length > SESSION_COOKIE.length + 1,
    )
  if (op.session && !hasSession && status >= 200 && status < 300)
    out.push({
      location: ["response", "status"],
      severity: "Error",
      code: "security",
      message: `${op.id}: needs a session, but a call without the ${SESSION_COOKIE} cookie was answered ${status} (expected 401, code 10001)`,
    })
  return out
}

const server = createServer((req, res) => {
  const chunks = []
  req.on("data", (c) => chunks.push(c))
  req.on("end", () => {
    const body = Buffer.concat(chunks)
    const headers = { ...req.headers, host: `127.0.0.1:${internalPort}` }
    const upstream = request(
      { host: "127.0.0.1", port: internalPort, method: req.method, path: req.url, headers },
      (answer) => {
        const parts = []
        answer.on("data", (c) => parts.push(c))
        answer.on("end", () => {
          const payload = Buffer.concat(parts)
          const status = answer.statusCode ?? 502
          const found = violationsOf(req, status)
          if (found.length === 0) {
            const out = { ...answer.headers }
            delete out["transfer-encoding"]
            out["content-length"] = String(payload.length)
            res.writeHead(status, out)
            res.end(payload)
            return
          }
          for (const v of found)
            console.error(`[contract] VIOLATION ${req.method} ${req.url}: ${v.message}`)
          const problem = JSON.stringify({
            type: "https://stoplight.io/prism/errors#VIOLATIONS",
            title: "Request/Response not valid",
            status: 500,
            detail: found.map((v) => v.message).join("; "),
            validation: found,
            upstream: { status, body: payload.toString("utf8").slice(0, 2000) },
          })
          res.writeHead(500, {
            "content-type": "application/problem+json",
            "content-length": Buffer.byteLength(problem),
            "sl-violations": JSON.stringify(found),
          })
          res.end(problem)
        })
      },
    )
    upstream.on("error", (error) => {
      res.writeHead(502, { "content-type": "text/plain; charset=utf-8" })
      res.end(`contract proxy: ${error.message}`)
    })
    upstream.end(body)
  })
})

const stop = (signal) => {
  server.close()
  child.kill(signal)
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal))
child.on("exit", (code, signal) => {
  rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
