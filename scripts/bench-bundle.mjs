#!/usr/bin/env node
/**
 * Measures the JavaScript the home page loads first: builds the web app (unless `--no-build`),
 * serves it from the dev back end on one origin, opens / in Debian's Chromium, and sums the gzip
 * size of every script fetched until the network is idle. Prints one row per script and the total
 * against the gate (152 KiB gzip; the product's goal is 140, see docs/performance.md for where the
 * first load stands and why). Figures go to docs/performance.md.
 *
 * A guest by default; `--signed-in` opens the page as the demo company, whose home page also
 * loads the lucky-draw banner while a draw runs that it has not joined (`--draw-joined` marks it
 * joined first).
 *
 *   node scripts/bench-bundle.mjs [--no-build] [--path /] [--signed-in [--draw-joined]]
 */
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { serveBuiltApp } from "./lib/served-app.mjs"

const args = process.argv.slice(2)
const path = args.includes("--path") ? args[args.indexOf("--path") + 1] : "/"
const port = 4390
/**
 * The gate `npm test` holds: what the first load measures now plus a little room. The goal is 140
 * KiB; the member, zone and help pages' route table, the shared focus handling and the decoding of
 * the shell's answers took the first load to 149–151 KiB (docs/performance.md). Lower it as that
 * is won back; never raise it for new code.
 */
const goalKiB = 152

const { base, stop, controlHeaders } = await serveBuiltApp({ port, args })

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  })
  const page = await browser.newPage()
  if (args.includes("--signed-in")) {
    const res = await page.request.post(`${base}/api/auth/login`, {
      form: { username: "demo", password: "demo123" },
      headers: { Origin: base },
    })
    if (!res.ok()) throw new Error(`demo login failed: ${res.status()}`)
    if (args.includes("--draw-joined")) {
      const joined = await page.request.post(`${base}/__control/account`, {
        data: { username: "demo", draw_is_join: 1 },
        headers: controlHeaders,
      })
      if (!joined.ok()) throw new Error(`marking the draw joined failed: ${joined.status()}`)
    }
  }
  const scripts = []
  // every script's body is read before the browser closes (a body still on its way would count 0)
  const reads = []
  page.on("response", (response) => {
    const type = response.request().resourceType()
    if (type !== "script") return
    reads.push(
      response.body().then((body) => {
        scripts.push({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })
      }),
    )
  })
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" })
  // a script may start while earlier bodies are read: wait until no read is left
  for (let done = 0; done < reads.length;) {
    const upTo = reads.length
    await Promise.all(reads.slice(done, upTo))
    done = upTo
  }
  await browser.close()

  const kib = (n) => (n / 1024).toFixed(1)
  scripts.sort((a, b) => b.gzip - a.gzip)
  for (const s of scripts)
    console.log(`${kib(s.gzip).padStart(7)} KiB gzip  ${kib(s.raw).padStart(7)} KiB raw  ${s.url}`)
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  console.log(
    `JS loaded by ${path}${args.includes("--signed-in") ? " (signed in)" : ""}${args.includes("--draw-joined") ? " (draw joined)" : ""}: ${scripts.length} files, ${kib(total)} KiB gzip (${total} bytes; goal ≤ ${goalKiB} KiB)`,
  )
  process.exitCode = total <= goalKiB * 1024 ? 0 : 1
} finally {
  stop()
}
