import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "threads",
    maxWorkers: 2,
    // the test files share one module graph per worker: effect is imported once, not per file
    isolate: false,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/generated/**"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95, branches: 95 },
    },
  },
})
