#!/usr/bin/env node
/**
 * Lighthouse performance of the built app, served by the dev back end on one origin behind an
 * HTTPS front with HTTP/2 (scripts/lib/h2-front.mjs), as docs/deploy.md's production host serves
 * it; `--http1` measures the dev back end's own plain HTTP/1.1 instead. The
 * lighthouse package drives Debian's Chromium (no browser download), `--runs` runs per page and
 * preset (the median is kept), the mobile preset (412 px, 4x CPU slowdown, slow 4G, simulated)
 * and the desktop preset. Pages: the home page and a list as a guest and as the demo company, a
 * goods detail, the cart with `--lines` lines and the confirm-order page of those lines (demo).
 * The pages are measured round by round (each once, then each again), so that the machine's
 * speed, which moves over minutes, weighs alike on all of them. Prints one row per page and preset
 * (the medians of score, FCP, LCP, TBT and CLS, and every run's score), the range of the
 * machine's speed over the runs (Lighthouse's `benchmarkIndex`), and exits 1 when a median is
 * under its target (mobile 95, desktop 98). Figures go to docs/performance.md.
 *
 *   node scripts/bench-lighthouse.mjs [--no-build] [--runs 3] [--lines 100] [--only mobile|desktop]
 *     [--page <part of a page's name>] [--save <dir>] [--http1] [--reference] [--dist <dir>]
 *
 * `--dist` measures a build kept in another folder (`vite build --outDir dist-x` in web/), instead
 * of building web/dist: two builds of a change, measured one after the other, without a build in
 * between to wait for.
 *
 * `--reference` measures, in the same rounds, three pages that are not the app
 * (`scripts/lighthouse-reference/`, served the same way by a second dev back end): one with no
 * script at all, the least a goods list can be with React (no router, Effect or shell), and that
 * list routed by react-router and decoded with the contract's schema (effect/Schema). They are
 * held to no target: they show what this machine, Lighthouse and the product's stack cost by
 * themselves that day, beside which the app's figures are read.
 *
 * `--save` keeps every run's full report (JSON) in that folder, for the diagnostics behind a score,
 * and its trace beside it (`<report>.trace.json`), for the main thread's tasks behind those.
 *
 * Chinese text needs a Chinese font: without one (`fc-list :lang=zh` empty) Chromium draws boxes
 * after asking fontconfig for every fallback family, and every layout is slower than on any
 * buyer's device. The bench warns on stderr then (`.ci/run` installs fonts-wqy-microhei).
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startH2Front } from "./lib/h2-front.mjs"
import { serveBuiltApp } from "./lib/served-app.mjs"

const args = process.argv.slice(2)
const opt = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback
const RUNS = Number(opt("runs", "3"))
const LINES = Number(opt("lines", "100"))
const only = opt("only", "")
const pageFilter = opt("page", "")
const saveDir = opt("save", "")
const TARGET = { mobile: 95, desktop: 98 }
const port = 4396

/** Whether fontconfig knows a font with Chinese glyphs (false also when fc-list is missing). */
function hasCjkFont() {
  try {
    return execFileSync("fc-list", [":lang=zh"], { encoding: "utf8" }).trim() !== ""
  } catch {
    return false
  }
}
if (!hasCjkFont())
  console.error(
    "warning: no Chinese font (fc-list :lang=zh is empty): Chromium draws boxes and every layout is slower than on a buyer's device; apt-get install fonts-wqy-microhei",
  )

const http1 = args.includes("--http1")

/**
 * A served back end with where the browser opens its pages (`pageBase`): an HTTPS front on
 * `frontPort`, or the back end itself with `--http1`. `stop()` ends both.
 */
async function withFront(served, frontPort) {
  const front = http1 ? null : await startH2Front({ port: frontPort, upstream: served.base })
  return {
    ...served,
    pageBase: front?.base ?? served.base,
    stop: () => {
      front?.stop()
      served.stop()
    },
  }
}

const app = await withFront(
  await serveBuiltApp({ port, args, staticDir: opt("dist", null) }),
  port + 1,
)
const { base, controlHeaders, pageBase } = app

/**
 * The reference pages, built into a temporary folder and served like the app (`--reference`).
 * Each is built on its own with the web app's Vite configuration (the same minifier, chunking and
 * production react-router), so that each page's JavaScript is only what that page imports.
 */
async function startReference() {
  const { build } = await import("vite")
  const root = new URL("./lighthouse-reference/", import.meta.url).pathname
  const outDir = mkdtempSync(join(tmpdir(), "mall-reference-"))
  for (const page of ["plain.html", "index.html", "stack.html"])
    await build({
      root,
      configFile: new URL("../web/vite.config.ts", import.meta.url).pathname,
      logLevel: "warn",
      build: {
        outDir,
        emptyOutDir: false,
        sourcemap: false,
        rolldownOptions: { input: [join(root, page)] },
      },
    })
  const served = await withFront(
    await serveBuiltApp({ port: port + 2, args, staticDir: outDir }),
    port + 3,
  )
  return {
    base: served.pageBase,
    stop: () => {
      served.stop()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
const reference = args.includes("--reference") ? await startReference() : null

/** Signs the demo company in and returns its session cookie (`name=value`). */
async function demoCookie() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: "username=demo&password=demo123",
  })
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]
  if (!res.ok || cookie === "") throw new Error(`demo login failed: ${res.status}`)
  return cookie
}

/** Fills the demo company's cart with `LINES` lines of buyable goods; their cart line ids. */
async function seedCart(cookie) {
  const headers = { cookie, origin: base }
  const goods = []
  for (let page = 1; goods.length < LINES; page++) {
    const { data } = await (await fetch(`${base}/api/goods/list?page=${page}`, { headers })).json()
    for (const g of data.data) if (g.is_buy === 1 && g.number >= g.zbz) goods.push(g)
    if (page >= data.last_page) break
  }
  const chosen = goods.slice(0, LINES)
  const body = chosen
    .map((g) => `goods_id=${g.id}&price=${g.base_price}&number=${Math.max(1, g.zbz)}&ck_id=0`)
    .join("&")
  const added = await fetch(`${base}/api/cart`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body,
  })
  if (!added.ok) throw new Error(`seeding the cart failed: ${await added.text()}`)
  const list = await (await fetch(`${base}/api/cart/list`, { headers })).json()
  return list.data.data.map((line) => line.id)
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function run(url, preset, cookie, name) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      // the front's certificate is self-signed
      ...(http1 ? [] : ["--ignore-certificate-errors"]),
    ],
  })
  try {
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    }
    const config =
      preset === "desktop"
        ? (await import("lighthouse/core/config/desktop-config.js")).default
        : undefined
    const result = await lighthouse(url, flags, config)
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError)
      throw Object.assign(new Error(`${url}: ${lhr?.runtimeError?.message}`), {
        code: lhr?.runtimeError?.code,
      })
    if (saveDir !== "") {
      mkdirSync(saveDir, { recursive: true })
      const file = `${name.replace(/[^a-z0-9]+/gi, "-")}-${preset}-${Date.now()}.json`
      writeFileSync(join(saveDir, file), JSON.stringify(lhr))
      const trace = result.artifacts?.Trace
      if (trace)
        writeFileSync(join(saveDir, file.replace(/\.json$/, ".trace.json")), JSON.stringify(trace))
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * Lighthouse errors of its own recording (NO_NAVSTART, NO_FCP…), not of the page, and Chromium
 * now and then refusing the front's self-signed certificate on a loaded machine
 * (CHROME_INTERSTITIAL_ERROR, although told to ignore certificate errors): run again.
 */
const TRACE_ERRORS = /^(NO_|PROTOCOL_TIMEOUT|FAILED_DOCUMENT_REQUEST|CHROME_INTERSTITIAL_ERROR)/

async function runAgainOnTraceError(url, preset, cookie, name, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await run(url, preset, cookie, name)
    } catch (e) {
      if (i >= tries || !TRACE_ERRORS.test(e.code ?? "")) throw e
      console.error(`${name} ${preset}: ${e.message}; running it again`)
    }
  }
}

let failed = false
try {
  await fetch(`${base}/__control/reset`, { method: "POST", headers: controlHeaders })
  await fetch(`${base}/__control/account`, {
    method: "POST",
    headers: { ...controlHeaders, "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", draw_is_join: 1, contract_signed: 1 }),
  })
  const cookie = await demoCookie()
  const ids = await seedCart(cookie)
  const pages = [
    ...(reference === null
      ? []
      : [
          ["reference: no script", "/plain.html", null, reference.base],
          ["reference: React list", "/", null, reference.base],
          ["reference: React list, router, Schema", "/stack.html", null, reference.base],
        ]),
    ["home (guest)", "/", null],
    ["home (demo)", "/", cookie],
    ["list (guest)", "/list", null],
    ["list (demo)", "/list", cookie],
    ["goods detail (guest)", "/list/info/1", null],
    [`cart, ${ids.length} lines (demo)`, "/cart", cookie],
    ["confirm order (demo)", `/cart/step2?ids=${ids.join(",")}`, cookie],
  ]
  const presets = only === "" ? ["mobile", "desktop"] : [only]
  // round by round (every page once, then again), so that the machine's speed, which moves over
  // minutes, weighs alike on every page's median
  const measured = pages
    .filter(([n]) => n.includes(pageFilter))
    .flatMap(([name, path, pageCookie, at = pageBase]) =>
      presets.map((preset) => ({ name, path, pageCookie, at, preset, runs: [] })),
    )
  for (let i = 0; i < RUNS; i++)
    for (const row of measured) {
      const { name, path, pageCookie, at, preset } = row
      const result = await runAgainOnTraceError(`${at}${path}`, preset, pageCookie, name)
      row.runs.push(result)
      console.error(`round ${i + 1}: ${name} ${preset} ${result.score}`)
    }
  console.log("| page | preset | score | FCP ms | LCP ms | TBT ms | CLS | runs |")
  console.log("|---|---|---:|---:|---:|---:|---:|---|")
  for (const { name, at, preset, runs } of measured) {
    const m = (k) => median(runs.map((r) => r[k]))
    const score = m("score")
    if (score < TARGET[preset] && at === pageBase) failed = true
    console.log(
      `| ${name} | ${preset} | ${score} | ${m("fcp").toFixed(0)} | ${m("lcp").toFixed(0)} | ${m("tbt").toFixed(0)} | ${m("cls").toFixed(3)} | ${runs.map((r) => r.score).join(", ")} |`,
    )
  }
  const speeds = measured.flatMap((row) => row.runs.map((r) => Math.round(r.benchmarkIndex)))
  console.log(
    `the machine's speed over these runs (Lighthouse's benchmarkIndex): ${Math.min(...speeds)}–${Math.max(...speeds)}`,
  )
  console.log(
    `targets: mobile ≥ ${TARGET.mobile}, desktop ≥ ${TARGET.desktop} (median of ${RUNS})${reference === null ? "" : "; the reference pages are held to none"}`,
  )
} finally {
  reference?.stop()
  app.stop()
}
process.exitCode = failed ? 1 : 0
