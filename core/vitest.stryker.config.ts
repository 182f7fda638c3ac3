// Vitest as StrykerJS runs it (stryker.config.mjs): core's own config, so only core's tests run,
// with test/mutation.setup.ts first: properties draw from one fixed seed (Stryker finds the tests a
// mutant must pass by name, and a property's name carries its seed) and stop at their first
// counterexample instead of shrinking it (a mutant only needs to be seen failing).
import { defineConfig, mergeConfig } from "vitest/config"
import base from "./vitest.config.ts"

export default mergeConfig(
  base,
  defineConfig({
    test: { setupFiles: ["test/mutation.setup.ts"] },
  }),
)
