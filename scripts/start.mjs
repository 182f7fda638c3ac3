#!/usr/bin/env node
/**
 * `npm start`: the whole mall offline. Starts the stateful dev back end (http://127.0.0.1:4020) and
 * the web app's Vite dev server (http://127.0.0.1:5173), which proxies /api and /static to the back
 * end so the browser sees one origin and the HttpOnly session cookie works. Output of both is
 * prefixed; Ctrl+C (or either process ending) stops both.
 *
 * Environment: MOCK_PORT (4020), WEB_PORT (5173), and the web app's VITE_* settings (README).
 */
import { spawn } from "node:child_process"

const root = new URL("..", import.meta.url).pathname
const mockPort = process.env.MOCK_PORT ?? "4020"
const webPort = process.env.WEB_PORT ?? "5173"

const children = [
  ["api", ["npx", "tsx", "mock-server/src/main.ts", "--port", mockPort]],
  ["web", ["npx", "vite", "web", "--host", "127.0.0.1", "--port", webPort, "--strictPort"]],
].map(([name, [cmd, ...args]]) => {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, MOCK_PORT: mockPort },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.length > 0)
      .map((line) => `[${name}] ${line}\n`)
      .join("")
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)))
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)))
  child.on("exit", (code) => {
    console.log(`[${name}] exited with ${code}`)
    stop(code ?? 1)
  })
  return child
})

console.log(
  `医药批发商城: open http://127.0.0.1:${webPort}/ (back end on http://127.0.0.1:${mockPort})`,
)

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill("SIGTERM")
  process.exitCode = code
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
