/**
 * `npm run contract:test -- --server URL [--account NAME:PASSWORD ...] [--only TAG] [--read-only]
 * [--seed N] [--report DIR]`: the conformance suite for a server that implements openapi.yaml.
 * Prints a one-screen summary; with --report, writes summary.txt, report.txt (every failure as a
 * curl command) and junit.xml. Exits 1 when anything failed, 2 on bad arguments.
 * `--self-test [--bug ID ...] [--jobs N]`: the suite against the dev back end behind its fault
 * proxy, healthy and with each bug of its catalogue (selftest/); exits 1 when one is missed.
 */
import { parseArgs } from "node:util"
import { resolve } from "node:path"
import { writeReports, summary } from "./report.ts"
import { runSuite } from "./run.ts"
import { catalogue } from "./selftest/catalogue.ts"
import { selfTest } from "./selftest/selftest.ts"

const usage = `usage: npm run contract:test -- --server URL [--account NAME:PASSWORD ...] [--only TAG]
                                [--read-only] [--seed N] [--report DIR]
       npm run contract:test -- --self-test [--bug ID ...] [--jobs N] [--seed N]
  --server     base URL of the server under test (e.g. http://127.0.0.1:8080)
  --account    an account to sign in with; the first is used for everything, a second one
               (another company) for the ownership checks (default demo:demo123 manager:demo123
               is the dev back end's; pass your own for your server)
  --only       test only operations with this tag or operationId (repeatable)
  --read-only  send no write: for a server with real data
  --seed       replay the generated cases of an earlier run (the summary prints the seed)
  --report     directory for summary.txt, report.txt and junit.xml
  --self-test  run the suite against the dev back end behind a fault proxy: healthy, then with
               each bug of its catalogue; prints how many it catches (exit 1 if one is missed)
  --bug        with --self-test: only this bug of the catalogue (repeatable)
  --jobs       with --self-test: lanes run at once (default: the cores, two at most)`

let values
try {
  values = parseArgs({
    options: {
      server: { type: "string" },
      account: { type: "string", multiple: true },
      only: { type: "string", multiple: true },
      "read-only": { type: "boolean", default: false },
      seed: { type: "string" },
      report: { type: "string" },
      "self-test": { type: "boolean", default: false },
      bug: { type: "string", multiple: true },
      jobs: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  }).values
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
  process.exit(2)
}

if (values["self-test"]) {
  const seed = values.seed === undefined ? 20261123 : Number(values.seed)
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs)
  const unknown = (values.bug ?? []).filter((id) => !catalogue.some((b) => b.id === id))
  if (unknown.length > 0 || !Number.isSafeInteger(seed) || (jobs !== undefined && !(jobs >= 1))) {
    console.error(
      unknown.length > 0
        ? `no bug ${unknown.join(", ")} in the catalogue: ${catalogue.map((b) => b.id).join(", ")}`
        : `--seed must be an integer and --jobs at least 1\n${usage}`,
    )
    process.exit(2)
  }
  const ok = await selfTest({
    seed,
    ...(jobs === undefined ? {} : { jobs }),
    only: values.bug ?? [],
    log: (line) => console.log(line),
  })
  process.exit(ok ? 0 : 1)
}

if (values.help || !values.server) {
  console.error(usage)
  process.exit(values.help ? 0 : 2)
}
try {
  new URL(values.server)
} catch {
  console.error(`--server must be an absolute URL, got: ${values.server}`)
  process.exit(2)
}
const accounts = (values.account ?? ["demo:demo123", "manager:demo123"]).map((a) => {
  const i = a.indexOf(":")
  if (i <= 0) {
    console.error(`--account must be NAME:PASSWORD, got: ${a}`)
    process.exit(2)
  }
  return { name: a.slice(0, i), password: a.slice(i + 1) }
})
const seed = values.seed === undefined ? undefined : Number(values.seed)
if (seed !== undefined && !Number.isSafeInteger(seed)) {
  console.error(`--seed must be an integer, got: ${values.seed}`)
  process.exit(2)
}

const outcome = await runSuite({
  server: values.server,
  accounts,
  only: values.only ?? [],
  readOnly: values["read-only"],
  ...(seed === undefined ? {} : { seed }),
  log: (line) => console.error(line),
})
const info = {
  server: values.server,
  seed: outcome.seed,
  readOnly: values["read-only"],
  only: values.only ?? [],
  requests: outcome.requests,
  seconds: outcome.seconds,
}
console.log(summary(outcome.results, info))
if (values.report) {
  const dir = resolve(values.report)
  writeReports(dir, outcome.results, info)
  console.log(`report: ${dir}/report.txt, ${dir}/junit.xml`)
}
process.exit(outcome.ok ? 0 : 1)
