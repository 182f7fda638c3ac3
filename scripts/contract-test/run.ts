/**
 * One run of the conformance suite against a server: sign in, then the phases in order.
 *
 * 1. positive: the scenario table (scenario.ts) in dependency order, ids from earlier answers;
 *    every other operation with its examples; then generated valid inputs for each operation.
 * 2. negative: each operation's last good request broken one way at a time; it must be refused
 *    with 422 naming the field, and (for a write) change nothing the account can read.
 * 3. access: without a session (401 envelope), with a foreign Origin (403, nothing changed), and
 *    the first account's things read or written with the second account's session (403 / 404,
 *    nothing changed).
 * 4. rules (rules.ts): stateful properties any server must keep.
 * Every answer of every phase must also conform (checks.ts). `readOnly` sends no write at all.
 */
import { runRules } from "./rules.ts"
import { Suite } from "./suite.ts"
import type { Options, Outcome } from "./suite.ts"

export async function runSuite(options: Options): Promise<Outcome> {
  const started = performance.now()
  const suite = new Suite(options)
  const phase = (name: string) =>
    suite.log(`· ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  if (options.accounts.length === 0)
    throw new Error("name at least one account (--account NAME:PASSWORD)")
  for (const a of options.accounts) {
    if (!(await suite.signIn(a.name))) {
      suite.log(`cannot sign in as ${a.name}`)
      return finish(suite, started)
    }
  }
  suite.bag.password = options.accounts[0]?.password
  phase("positive")
  await suite.positive()
  // An example may have switched the session (e.g. to another store): start the next phases afresh.
  for (const a of options.accounts) await suite.signIn(a.name)
  phase("negative")
  await suite.negative()
  phase("sessions, origin, ownership")
  await suite.access()
  if (!options.readOnly) {
    phase("rules")
    for (const a of options.accounts) await suite.signIn(a.name)
    await runRules(suite)
  }
  phase("sign out")
  await suite.last()
  return finish(suite, started)
}

function finish(suite: Suite, started: number): Outcome {
  const failed = [...suite.results.byOp.values()].some((r) => r.failures.length > 0)
  const rulesFailed = [...suite.results.rules.values()].some((r) => !r.passed)
  return {
    results: suite.results,
    requests: suite.client.count,
    seconds: (performance.now() - started) / 1000,
    seed: suite.seed,
    ok: !failed && !rulesFailed,
  }
}
