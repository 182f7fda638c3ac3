#!/usr/bin/env node
/**
 * Measures the JavaScript the home page loads first: builds the web app (unless `--no-build`),
 * serves it from the dev back end on one origin, opens / in Debian's Chromium, and sums the gzip
 * size of every script fetched until the page is drawn and the network is idle. Prints one row per
 * script and the total against the budget (140 KiB gzip). Figures go to docs/performance.md.
 *
 * A guest by default; `--signed-in` opens the page as the demo company, whose home page also
 * loads the lucky-draw banner while a draw runs that it has not joined (`--draw-joined` marks it
 * joined first).
 *
 *   node scripts/bench-bundle.mjs [--no-build] [--path /] [--signed-in [--draw-joined]]
 */
/* global document -- the wait for the drawn page runs in the page */
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { serveBuiltApp } from "./lib/served-app.mjs"

const args = process.argv.slice(2)
const path = args.includes("--path") ? args[args.indexOf("--path") + 1] : "/"
const port = 4390
/** The budget `npm test` holds for the guest and the signed-in first load (docs/performance.md). */
const goalKiB = 140

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
  await page.goto(`${base}${path}`)
  // the page drawn (its chunk loaded, nothing in it still busy), then the network quiet
  await page.waitForFunction(
    () =>
      document.querySelector("main h1, main section") !== null &&
      document.querySelector("main [aria-busy='true']") === null,
  )
  await page.waitForLoadState("networkidle")
  // a script may start while earlier bodies are read: wait until no read is left
  for (let done = 0; done < reads.length;) {
    const upTo = reads.length
    await Promise.all(reads.slice(done, upTo))
    done = upTo
  }
  page.removeAllListeners("response")
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
