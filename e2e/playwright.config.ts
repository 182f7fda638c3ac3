/**
 * Browser tests: Debian's Chromium drives the built web app, served on one origin by the stateful
 * dev back end (`--static web/dist`), so cookies, the Origin check and fault injection behave as in
 * `npm start`. One worker: the back end's state is shared and each test resets it.
 */
import { defineConfig } from "@playwright/test"

const port = Number(process.env.E2E_PORT ?? 4330)
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "../node_modules/.reports/e2e.json" }]],
  use: {
    baseURL,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    viewport: { width: 1280, height: 900 },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: `npm run build -w @mall/web && npx tsx ../mock-server/src/main.ts --port ${port} --static ../web/dist`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { CONTRACT_STRICT: "1" },
  },
})
