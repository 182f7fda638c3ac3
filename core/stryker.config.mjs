// Mutation testing of core's money and cart rules (`npm run test:mutation -w @mall/core`): StrykerJS
// changes one operator, condition or constant of a rule at a time and runs the tests that reach
// it; a change no test notices is a surviving mutant. Not part of `npm test` (it takes tens of
// minutes); the scores and the survivors kept on purpose are in docs/performance.md ("Mutation
// testing"). Some modules only: `MUTATE=Money,Welfare npm run test:mutation -w @mall/core` (a batch
// keeps its own reports, so batches can run one after another).

/** The rules whose every change a test must notice. */
const modules = [
  "Money",
  "LadderPrice",
  "Manjian",
  "FreeShipping",
  "Cart",
  "CartSelection",
  "CartLineInput",
  "Coupon",
  "Combination",
  "CheckoutLine",
  "Welfare",
  "Quantity",
]

const chosen = (process.env.MUTATE ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter((name) => name !== "")
for (const name of chosen) {
  if (!modules.includes(name))
    throw new Error(`MUTATE: ${name} is not one of ${modules.join(", ")}`)
}
const batch = chosen.length === 0 ? "all" : chosen.join("-")
const reports = `reports/mutation/${batch}`

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  mutate: (chosen.length === 0 ? modules : chosen).map((name) => `src/${name}.ts`),
  testRunner: "vitest",
  // core's tests only, as Stryker needs them run (vitest.stryker.config.ts)
  vitest: { configFile: "vitest.stryker.config.ts", related: true },
  // a mutant runs only the tests that reach it
  coverageAnalysis: "perTest",
  // the machine has two cores, shared with other work
  concurrency: 2,
  // a run after a change tests again only the mutants of changed code, or reached by changed tests
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/report.json` },
  clearTextReporter: { allowEmojis: false, logTests: false, reportTests: false },
  thresholds: { high: 95, low: 90, break: 90 },
  // a run waits for a worker to start and load effect and fast-check; on a busy machine that
  // alone takes many seconds, which must not pass for a mutant that loops forever
  timeoutMS: 30000,
  dryRunTimeoutMinutes: 15,
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
}
