#!/usr/bin/env node
/**
 * Measures the JavaScript the home page loads first: builds the web app (unless `--no-build`),
 * serves it from the dev back end on one origin, opens / in Debian's Chromium, and sums the gzip
 * size of every script fetched until the network is idle. Prints one row per script and the total
 * against the goal (140 KiB gzip). Figures go to docs/performance.md.
 *
 *   node scripts/bench-bundle.mjs [--no-build] [--path /]
 */
import { spawn, spawnSync } from "node:child_process"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"

const root = new URL("..", import.meta.url).pathname
const args = process.argv.slice(2)
const path = args.includes("--path") ? args[args.indexOf("--path") + 1] : "/"
const port = 4390
const goalKiB = 140

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build", "-w", "@mall/web"], {
    cwd: root,
    stdio: "inherit",
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(
  "npx",
  ["tsx", "mock-server/src/main.ts", "--port", String(port), "--static", "web/dist"],
  { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
)
const base = `http://127.0.0.1:${port}`

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error("the dev back end did not start")
}

try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  })
  const page = await browser.newPage()
  const scripts = []
  page.on("response", async (response) => {
    const type = response.request().resourceType()
    if (type !== "script") return
    const body = await response.body().catch(() => Buffer.alloc(0))
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    })
  })
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" })
  await browser.close()

  const kib = (n) => (n / 1024).toFixed(1)
  scripts.sort((a, b) => b.gzip - a.gzip)
  for (const s of scripts)
    console.log(`${kib(s.gzip).padStart(7)} KiB gzip  ${kib(s.raw).padStart(7)} KiB raw  ${s.url}`)
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  console.log(
    `JS loaded by ${path}: ${scripts.length} files, ${kib(total)} KiB gzip (goal ≤ ${goalKiB} KiB)`,
  )
  process.exitCode = total <= goalKiB * 1024 ? 0 : 1
} finally {
  server.kill("SIGTERM")
}
