#!/usr/bin/env node
/**
 * `npm start`: the whole mall offline. Starts the stateful dev back end (http://127.0.0.1:4020) and
 * the web app's Vite dev server (http://127.0.0.1:5173), which proxies /api and /static to the back
 * end so the browser sees one origin and the HttpOnly session cookie works. The proxy follows
 * MOCK_PORT. The address is printed once both the page and /api (through the proxy) answer.
 *
 * `npm run start:prism` (`--prism`): the web app over the stateless Prism mock of openapi.yaml
 * (http://127.0.0.1:4010, answers from the contract's examples): /api goes to Prism; /static (the
 * pictures, the app QR code and the chat page the examples point at) to a dev back end started
 * beside it on STATIC_PORT (4021), which only draws those files here.
 *
 * `--preview <dir>`: instead of the dev server, Vite's preview server serves the app already built
 * in web/<dir> (`npm run build -w @mall/web`), with the same proxies: the browser tests run the
 * built app over Prism this way, without the dev server's per-module loading.
 *
 * Output of every process is prefixed; Ctrl+C (or any process ending) stops them all.
 *
 * Environment: MOCK_PORT (4020, or 4010 with --prism), WEB_PORT (5173), STATIC_PORT (4021, --prism
 * only), and the web app's VITE_* settings (README).
 */
import { spawn } from "node:child_process"

const root = new URL("..", import.meta.url).pathname
const prism = process.argv.includes("--prism")
const mockPort = process.env.MOCK_PORT ?? (prism ? "4010" : "4020")
const webPort = process.env.WEB_PORT ?? "5173"
const staticPort = process.env.STATIC_PORT ?? "4021"
const host = "127.0.0.1"
const previewAt = process.argv.indexOf("--preview")
const preview = previewAt === -1 ? null : process.argv[previewAt + 1]
if (preview === undefined || preview?.startsWith("--")) {
  console.error("--preview needs the build's directory under web/, e.g. --preview dist")
  process.exit(2)
}

const api = `http://${host}:${mockPort}`
const files = prism ? `http://${host}:${staticPort}` : api
const web = `http://${host}:${webPort}`

// the control API (reset, faults, clock) is on for development, behind its printed secret
const backEnd = (port) => ["npx", "tsx", "mock-server/src/main.ts", "--port", port, "--control"]
const processes = [
  prism
    ? ["prism", ["npx", "prism", "mock", "openapi.yaml", "--host", host, "--port", mockPort]]
    : ["api", backEnd(mockPort)],
  ...(prism ? [["static", backEnd(staticPort)]] : []),
  [
    "web",
    preview === null
      ? ["npx", "vite", "web", "--host", host, "--port", webPort, "--strictPort"]
      : [
          "npx",
          "vite",
          "preview",
          "web",
          "--outDir",
          preview,
          "--host",
          host,
          "--port",
          webPort,
          "--strictPort",
        ],
  ],
]

const children = processes.map(([name, [cmd, ...args]]) => {
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      MOCK_PORT: mockPort,
      MALL_API_TARGET: api,
      MALL_STATIC_TARGET: files,
    },
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

/** Whether `url` answers with an HTTP status other than a proxy error (502/503/504). */
async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) })
    await res.arrayBuffer()
    return res.status < 502 || res.status > 504
  } catch {
    return false
  }
}

/** Waits until the page, /api and /static (through the web server's proxy) answer, then prints where. */
async function announce() {
  const deadline = Date.now() + 180_000
  while (!stopping && Date.now() < deadline) {
    // the API and the pictures first (quietly), then the page, the API and the pictures through
    // the web server's proxy
    const ready =
      (await answers(`${api}/api/focus/common`)) &&
      (await answers(`${files}/static/qr/app.svg`)) &&
      (await answers(`${web}/`)) &&
      (await answers(`${web}/api/focus/common`)) &&
      (await answers(`${web}/static/qr/app.svg`))
    if (ready) {
      const behind = prism ? `Prism mock on ${api}, pictures from ${files}` : `back end on ${api}`
      console.log(`医药批发商城: open ${web}/ (${behind})`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (!stopping) {
    console.error(`医药批发商城: ${web}/ or its /api did not answer within 3 minutes`)
    stop(1)
  }
}

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill("SIGTERM")
  process.exitCode = code
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
void announce()
