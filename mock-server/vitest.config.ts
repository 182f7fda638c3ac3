/**
 * Vitest for mock-server: every test under test/ (the dev back end's suites and the Prism
 * contract tests in test/prism/, which start Prism processes and so get generous timeouts).
 */
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "threads",
    maxWorkers: 2,
    // the test files of a worker share one module graph: the back end's code and the contract
    // are imported once per worker, not once per file (each test starts a back end of its own)
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
