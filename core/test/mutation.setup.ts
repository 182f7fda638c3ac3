// Setup of the tests as StrykerJS runs them (vitest.stryker.config.ts). Every property draws from
// one fixed seed: its name carries the seed (`… (with seed=N)`) and Stryker picks the tests a
// mutant must pass by name, so a seed drawn anew on each run would match no test and let every
// mutant survive. A failing property reports its first counterexample without shrinking it.
import { fc } from "@fast-check/vitest"

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 20261128, endOnFailure: true })
