/**
 * Browser tests: Debian's Chromium drives the built web app, served on one origin by the stateful
 * dev back end (`--static web/dist`), so cookies, the Origin check and fault injection behave as in
 * `npm start`. Each worker has a back end of its own (state is per back end and each test resets
 * it): `E2E_WORKERS` (default 1) back ends on `E2E_PORT`, `E2E_PORT + 1`, …, all serving one build.
 */
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { defineConfig } from "@playwright/test"

const port = Number(process.env.E2E_PORT ?? 4330)
/**
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell, ADR 10), the
 * same Blink as the full browser (the screenshots are the same to the pixel) without a browser's
 * windowing and GPU process, so a test runs faster; the full browser when it is not installed.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : "/usr/bin/chromium")
/** Where the web app is built for the run (`E2E_DIST`, relative to web/): lets two runs build side by side. */
const dist = process.env.E2E_DIST ?? "dist"
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1))
/** The address of the back end that worker `i` (its parallel index) drives. */
export const baseURLOf = (i: number): string => `http://127.0.0.1:${port + i}`
export const baseURL = baseURLOf(0)
/**
 * The control API's secret for this run: made up once by the runner (its workers inherit it),
 * passed to the back end it starts and sent by fixtures.ts. A back end that is already running
 * (reused outside CI) must have been started with the same MALL_CONTROL_SECRET.
 */
const controlSecret = (process.env.MALL_CONTROL_SECRET ??= randomBytes(24).toString("hex"))

/**
 * The run's build: the app, then the design system's gallery beside it. `E2E_APP_BUILT=1` says the
 * app is already built in web/dist (npm test's bundle step has just built it): only the gallery is
 * added.
 */
const build = `${process.env.E2E_APP_BUILT === "1" && dist === "dist" ? "" : `npm run build -w @mall/web -- --outDir ${dist} --emptyOutDir && `}npm run build -w @mall/web -- --mode gallery --outDir ${dist} && `

export default defineConfig({
  testDir: "./tests",
  // every test resets its worker's back end: the tests of one file spread over the workers (a
  // file of many, the look checks, would otherwise hold one worker to the end of the run)
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // the screenshot baselines (look/screens): Debian's Chromium and fonts-wqy-microhei, as
    // .ci/run installs them; a few pixels of anti-aliasing may differ, a drifted part may not
    toHaveScreenshot: { maxDiffPixelRatio: 0.0005, threshold: 0.2 },
  },
  snapshotPathTemplate: "{testDir}/look/screens/{arg}{ext}",
  reporter: [["list"], ["json", { outputFile: "../node_modules/.reports/e2e.json" }]],
  use: {
    baseURL,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    viewport: { width: 1280, height: 900 },
    // a trace records every action's DOM and screen, which costs every test CPU: it is recorded
    // for the retry of a failed test (CI retries once), where it is read
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, i) => ({
    // the first back end waits for the build; the others serve the same files
    command: `${i === 0 ? build : ""}npx tsx ../mock-server/src/main.ts --port ${port + i} --static ../web/${dist} --control`,
    url: `${baseURLOf(i)}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: { CONTRACT_STRICT: "1", MALL_CONTROL_SECRET: controlSecret },
  })),
})
