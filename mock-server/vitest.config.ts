/**
 * Vitest for mock-server: every test under test/ (the dev back end's suites and the Prism
 * contract tests in test/prism/, which start Prism processes and so get generous timeouts).
 */
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
