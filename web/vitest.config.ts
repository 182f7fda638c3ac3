import { defineConfig } from "vitest/config"
import react from "@vitejs/plugin-react"
import { reactSyncExternalStore } from "./vite.config.ts"

export default defineConfig({
  plugins: [react({ babel: { plugins: [["module:@preact/signals-react-transform"]] } })],
  resolve: { alias: [reactSyncExternalStore] },
  test: {
    environment: "jsdom",
    // the test files of a worker share one jsdom and the modules outside the app (React, the
    // router, effect), imported once per worker, not once per file; each file gets the app's own
    // modules afresh (test/setup.ts)
    pool: "threads",
    maxWorkers: 2,
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    // the signals runtime goes through Vite (not Node's loader), so the alias above applies to it
    server: { deps: { inline: [/@preact\/signals-react/] } },
    restoreMocks: true,
    // jsdom renders and the lazily loaded dialogs take seconds on a busy 2-core machine
    testTimeout: 15_000,
    // Node's Request needs absolute URLs: the API client gets an origin in tests.
    env: { VITE_API_BASE: "http://localhost" },
  },
})
