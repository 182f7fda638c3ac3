#!/usr/bin/env node
/**
 * Validates a real server against the contract: runs `prism proxy openapi.yaml <upstream> --errors`
 * so every request and response passing through is checked against openapi.yaml, and a violation
 * is answered with an error (and logged) instead of being passed on.
 *
 *   npm run contract:proxy -- --upstream http://127.0.0.1:8000 [--port 4011] [--host 127.0.0.1]
 */
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { resolve } from "node:path"
import { parseArgs } from "node:util"

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

const args = [
  "proxy",
  values.spec,
  values.upstream,
  "--errors",
  "--host",
  values.host,
  "--port",
  values.port,
]
const child = spawn(resolve(root, "node_modules/.bin/prism"), args, { cwd: root, stdio: "inherit" })
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal))
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
