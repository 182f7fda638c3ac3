// Setup of the tests as StrykerJS runs them (vitest.stryker.config.ts): a failing property reports
// its first counterexample without shrinking it.
import { fc } from "@fast-check/vitest"

fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true })
