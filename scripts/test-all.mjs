#!/usr/bin/env node
/**
 * `npm test`: every check the project has: lint and format, each project's typecheck, the
 * dependency rule, the design rules and the contract (schema validation, Spectral, generated
 * types, and the conformance suite's self-test against the dev back end behind its fault proxy);
 * the unit, property and contract suites of core (in the America/New_York zone, which the mall's
 * Shanghai clock must not depend on), mock-server and web; the budget of the JavaScript the home
 * page loads first, as a guest and signed in (`bench:bundle`); and last the browser tests.
 * Every step runs even when an earlier one fails, so one run shows everything that is wrong; the
 * exit code is non-zero if any step failed. Every step but the browser tests runs first, side by
 * side, three at a time. At the end: the ten slowest spec files, each step's time, and the count
 * of the tests that ran.
 *
 *   npm test                 everything
 *   npm test -- --skip-e2e   everything but the browser steps
 *   npm test -- --only core  one step (names below)
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { join, relative } from "node:path"

const root = new URL("..", import.meta.url).pathname
const reports = join(root, "node_modules/.reports")
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

/** How many steps of a group run at once: one more than the two cores, so none waits idle. */
const TOGETHER = 3

const vitest = (workspace, name) => [
  "npx",
  "vitest",
  "run",
  "--root",
  workspace,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(reports, `${name}.json`)}`,
]

/**
 * `npm run typecheck`'s programs, each its own step: `tsc -p tsconfig.node.json` (core, the dev
 * back end and the conformance suite in one program: they share core's files, which three
 * programs checked three times) is `tsc:node`, `tsc -p web` is `tsc:web` …
 */
const typechecks = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
  .scripts.typecheck.split("&&")
  .map((command) => command.trim().split(/\s+/))
  .map((cmd) => ({
    name: `tsc:${cmd.at(-1).replace(/^tsconfig\.(.+)\.json$/, "$1")}`,
    cmd: ["npx", ...cmd],
    alias: "typecheck",
  }))

/**
 * Every step but the browser tests: run side by side, a few at a time (each one's output shown as
 * it ends), about the longest first, so that on two cores no core waits idle for the last one,
 * nor while a step waits on its own child processes. A step: name, command, and where its test
 * counts are written (vitest or Playwright JSON).
 */
const first = [
  {
    // the contract's own checks, then the conformance suite's self-test: the dev back end behind
    // its fault proxy, healthy and with each bug of the catalogue (exit 1 when one is missed)
    name: "contract",
    cmd: [
      "sh",
      "-c",
      "npm run --silent contract:check && npm run --silent contract:test -- --self-test",
    ],
  },
  { name: "lint", cmd: ["npx", "eslint", "."] },
  { name: "format", cmd: ["npx", "prettier", "--check", "."] },
  {
    name: "mock-server",
    cmd: vitest("mock-server", "mock-server"),
    report: "mock-server.json",
  },
  ...typechecks,
  { name: "web", cmd: vitest("web", "web"), report: "web.json" },
  {
    // the budget of the JavaScript the home page loads first; builds web/dist, which the browser
    // tests then serve
    name: "bundle",
    cmd: [
      "sh",
      "-c",
      "npm run --silent bench:bundle && node scripts/bench-bundle.mjs --no-build --signed-in",
    ],
  },
  {
    name: "core",
    cmd: [...vitest("core", "core"), "--coverage"],
    // the mall's clock is Asia/Shanghai whatever the machine's zone (core DateTime): core's
    // tests run in New York's zone (12 or 13 hours behind, with daylight saving) to prove it
    env: { TZ: "America/New_York" },
    report: "core.json",
  },
  { name: "deps", cmd: ["npm", "run", "--silent", "deps:check"] },
  {
    name: "design",
    cmd: ["sh", "-c", "node scripts/check-design.mjs --self-test && node scripts/check-design.mjs"],
  },
]

const steps = [
  ...first.map((step) => ({ ...step, together: "first" })),
  {
    name: "e2e",
    cmd: ["npx", "playwright", "test", "--config", "e2e/playwright.config.ts"],
    // three workers, each with a back end of its own, on two cores: a test waits for its page's
    // requests to settle part of the time: two workers left a tenth of the cores' time idle (113
    // of 1,236 core-seconds on this machine), three 42 of 1,067
    env: { E2E_WORKERS: process.env.E2E_WORKERS ?? "3" },
    // the bundle step has just built the app in web/dist: the browser tests serve that build
    reuseBuildOf: "bundle",
    report: "e2e.json",
  },
]

const args = process.argv.slice(2)
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined
const skip = new Set(args.includes("--skip-e2e") ? ["bundle", "e2e"] : [])

/** Reads passed/failed counts from a vitest or Playwright JSON report. */
function counts(file) {
  const path = join(reports, file)
  if (!existsSync(path)) return { passed: 0, failed: 0 }
  const json = JSON.parse(readFileSync(path, "utf8"))
  if (typeof json.numPassedTests === "number") {
    return { passed: json.numPassedTests, failed: json.numFailedTests }
  }
  const stats = json.stats ?? {}
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 }
}

/** Seconds each spec file of a vitest or Playwright JSON report took, as `[step, file, seconds]`. */
function specTimes(step, file) {
  const path = join(reports, file)
  if (!existsSync(path)) return []
  const json = JSON.parse(readFileSync(path, "utf8"))
  if (Array.isArray(json.testResults)) {
    return json.testResults.map((t) => [
      step,
      relative(root, t.name),
      (t.endTime - t.startTime) / 1000,
    ])
  }
  const byFile = new Map()
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + result.duration / 1000)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of json.suites ?? []) walk(suite)
  return [...byFile].map(([f, seconds]) => [step, `e2e/tests/${f}`, seconds])
}

/** Runs a step; its output is passed through, or kept and printed at its end when `quiet`. */
function run(step, quiet) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: envOf(step),
    })
    let output = ""
    child.stdout?.on("data", (d) => (output += d))
    child.stderr?.on("data", (d) => (output += d))
    child.on("close", (code) => {
      if (quiet) process.stdout.write(`\n━━ ${step.name}: ${step.cmd.join(" ")}\n${output}`)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      resolve({
        name: step.name,
        ok: code === 0,
        seconds,
        report: step.report,
        ...(step.report ? counts(step.report) : {}),
      })
    })
  })
}

/** A step's environment: its own, and E2E_APP_BUILT when the step whose build it reuses passed. */
function envOf(step) {
  const built =
    step.reuseBuildOf !== undefined && results.some((r) => r.name === step.reuseBuildOf && r.ok)
  return { ...process.env, ...(step.env ?? {}), ...(built ? { E2E_APP_BUILT: "1" } : {}) }
}

/** The wall time of each group of steps run side by side. */
const walls = []

/** Steps run side by side: `TOGETHER` at a time, each next one starting as one ends; in order. */
async function together(group) {
  if (group.length === 1) return [await run(group[0], false)]
  const started = Date.now()
  const done = new Array(group.length)
  let next = 0
  const lane = async () => {
    while (next < group.length) {
      const i = next++
      done[i] = await run(group[i], true)
    }
  }
  await Promise.all(Array.from({ length: Math.min(TOGETHER, group.length) }, lane))
  walls.push(
    `${group.map((g) => g.name).join(" ‖ ")}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return done
}

const chosen = steps.filter((step) =>
  only ? step.name === only || step.alias === only : !skip.has(step.name),
)
const results = []
for (let i = 0; i < chosen.length;) {
  const step = chosen[i]
  const group = step.together === undefined ? [step] : []
  while (step.together !== undefined && chosen[i + group.length]?.together === step.together)
    group.push(chosen[i + group.length])
  if (group.length === 1) console.log(`\n━━ ${step.name}: ${step.cmd.join(" ")}`)
  results.push(...(await together(group)))
  i += group.length
}

const slowest = results
  .flatMap((r) => (r.report ? specTimes(r.name, r.report) : []))
  .sort((a, b) => b[2] - a[2])
  .slice(0, 10)
if (slowest.length > 0) {
  console.log(
    "\n━━ the ten slowest spec files (a Playwright file's time is its tests' summed time)",
  )
  for (const [step, file, seconds] of slowest)
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${step.padEnd(12)} ${file}`)
}

console.log("\n━━ summary")
let passed = 0
let failed = 0
for (const r of results) {
  const tests = r.passed === undefined ? "" : ` (${r.passed} passed, ${r.failed} failed)`
  console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name.padEnd(26)} ${r.seconds.padStart(6)} s${tests}`)
  passed += r.passed ?? 0
  failed += r.failed ?? 0
  if (!r.ok && !r.failed) failed += 1
}
for (const wall of walls) console.log(`side by side, ${wall}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
