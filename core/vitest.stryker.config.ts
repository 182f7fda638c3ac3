// Vitest as StrykerJS runs it (stryker.config.mjs): core's own config, so only core's tests run, and
// a failing property stops at its first counterexample instead of shrinking it (a mutant only needs
// to be seen failing, and shrinking a counterexample can take longer than the run's time limit).
import { defineConfig, mergeConfig } from "vitest/config"
import base from "./vitest.config.ts"

export default mergeConfig(
  base,
  defineConfig({
    test: { setupFiles: ["test/mutation.setup.ts"] },
  }),
)
