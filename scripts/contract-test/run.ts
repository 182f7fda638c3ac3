/**
 * One run of the conformance suite against a server: sign in, then the phases in order.
 *
 * 1. sessions (phases/sessions.ts): old session cookies replayed after signing out, signing in
 *    again and a password change;
 * 2. positive (phases/positive.ts): the scenario table in dependency order, ids from earlier
 *    answers, each write read back, each request broken one field at a time (phases/negative.ts)
 *    and a few generated valid inputs; then every other operation with its examples;
 * 3. documents only to their company (phases/documents.ts);
 * 4. rules (rules.ts, boundaries.ts): the amounts, on generated carts and on carts at every
 *    threshold, and the orders made from them;
 * 5. meanings (phases/meanings.ts): paging, time units, stated orders and filters;
 * 6. access (phases/access.ts): without a session (401), with a foreign Origin (403, nothing
 *    changed), the first account's things with the second account's session (403/404, nothing
 *    changed);
 * 7. the phone lookup brake (phases/brake.ts), and signing out.
 * Cheap phases that need nothing from the others come first, so a run stopped at its first
 * finding (the self-test) ends early.
 * Every answer of every phase must also conform (checks.ts). `readOnly` sends no write at all.
 */
import { runBoundaries } from "./boundaries.ts"
import { isSuccess } from "./checks.ts"
import { withoutSession, foreignOrigin, listsApart, ownership } from "./phases/access.ts"
import { phoneLookupBrake } from "./phases/brake.ts"
import { documents } from "./phases/documents.ts"
import { meanings } from "./phases/meanings.ts"
import { positive } from "./phases/positive.ts"
import { sessions } from "./phases/sessions.ts"
import { runRules } from "./rules.ts"
import { Stop, Suite } from "./suite.ts"
import type { Options, Outcome } from "./suite.ts"

export async function runSuite(options: Options): Promise<Outcome> {
  const started = performance.now()
  if (options.accounts.length === 0)
    throw new Error("name at least one account (--account NAME:PASSWORD)")
  const suite = new Suite(options)
  const phase = (name: string) =>
    suite.log(
      `· ${name} (${((performance.now() - started) / 1000).toFixed(1)} s, ${suite.client.count} requests)`,
    )
  const signInAll = async (): Promise<boolean> => {
    for (const a of options.accounts) {
      if (!(await suite.signIn(a.name))) {
        suite.log(`cannot sign in as ${a.name}`)
        return false
      }
    }
    return true
  }
  try {
    if (!(await signInAll())) return finish(suite, started)
    suite.bag.password = options.accounts[0]?.password
    phase("old sessions replayed")
    await sessions(suite)
    await signInAll()
    phase("positive, negative, read-back")
    await positive(suite)
    // An example may have switched the session (e.g. to another store): start the next phases afresh.
    await signInAll()
    phase("documents")
    await documents(suite)
    if (!suite.readOnly) {
      phase("rules: amounts, boundaries, orders")
      await runRules(suite)
      await runBoundaries(suite)
    }
    phase("meanings: paging, time units, orders, filters")
    await meanings(suite)
    phase("sessions, origin, ownership")
    await withoutSession(suite)
    if (!suite.readOnly) {
      await foreignOrigin(suite)
      await ownership(suite)
    }
    await listsApart(suite)
    phase("the phone lookup brake, sign out")
    await signInAll()
    await phoneLookupBrake(suite)
    await signOut(suite)
  } catch (error) {
    if (!(error instanceof Stop)) throw error
  }
  return finish(suite, started)
}

/** The end: the first account signs out (its session was replayed in the sessions phase). */
async function signOut(suite: Suite): Promise<void> {
  if (suite.readOnly || !suite.has("deleteUserLogout")) return
  await suite.send({ op: suite.op("deleteUserLogout"), as: suite.accountA }, "positive", (x) =>
    isSuccess(x) ? [] : [`expected a success, got ${x.status}`],
  )
}

function finish(suite: Suite, started: number): Outcome {
  return {
    results: suite.results,
    requests: suite.client.count,
    seconds: (performance.now() - started) / 1000,
    seed: suite.seed,
    ok: !suite.results.failed,
  }
}
