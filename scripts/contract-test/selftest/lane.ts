/**
 * One lane of the self-test, a process of its own: the dev back end (in this process), the fault
 * proxy before it, and the cases given on the command line run one after the other, each on a
 * fresh back end (reset) with its bug switched on; a line of JSON per case on stdout. The suite
 * stops a case as soon as it names the bug's operation.
 */
import { start } from "../../../mock-server/src/server.ts"
import { readContract } from "../contract.ts"
import { runSuite } from "../run.ts"
import { DEFAULT_CONTRACT } from "../suite.ts"
import { catalogue } from "./catalogue.ts"
import { startProxy } from "./proxy.ts"

export const HEALTHY = "healthy"

export interface CaseResult {
  id: string
  op: string
  /** The bug's operation was named, saying what the bug's `says` asks (for the healthy back end: the suite passed). */
  caught: boolean
  /** Operations the run named, first few. */
  named: string[]
  /** The first failures filed under the bug's operation (or of the healthy run). */
  said: string[]
  seconds: number
  requests: number
}

const [seedText, ...ids] = process.argv.slice(2)
const seed = Number(seedText)
const accounts = [
  { name: "demo", password: "demo123" },
  { name: "manager", password: "demo123" },
]
const backEnd = await start({ port: 0, strict: false, logger: () => undefined })
// the contract compiled once, by the back end, for the suite too
const contract = readContract(DEFAULT_CONTRACT, backEnd.app.contract)
const proxy = await startProxy(backEnd.url, contract)
try {
  for (const id of ids) {
    const bug = id === HEALTHY ? null : catalogue.find((b) => b.id === id)
    if (bug === undefined) throw new Error(`no bug ${id} in the catalogue`)
    backEnd.app.reset()
    proxy.use(bug)
    const outcome = await runSuite({
      server: proxy.url,
      accounts,
      seed,
      contract,
      generated: 2,
      ruleRuns: 3,
      ...(bug ? { stopWhen: (op: string) => op === bug.op } : {}),
    })
    const failed = [...outcome.results.byOp.values()].filter((r) => r.failures.length > 0)
    const mine = bug ? failed.find((r) => r.op.id === bug.op) : undefined
    // the failures filed under the bug's operation (for the healthy back end: all of them)
    const said = (bug ? (mine?.failures ?? []) : failed.flatMap((r) => r.failures)).map(
      (f) => `[${f.check}] ${f.message}`,
    )
    const saysIt = bug?.says === undefined || said.some((f) => bug.says?.test(f) === true)
    const result: CaseResult = {
      id,
      op: bug?.op ?? "",
      caught: bug ? mine !== undefined && saysIt : outcome.ok,
      named: failed.map((r) => r.op.id).slice(0, 8),
      said: said.slice(0, 2).map((f) => f.slice(0, 400)),
      seconds: outcome.seconds,
      requests: outcome.requests,
    }
    process.stdout.write(`${JSON.stringify(result)}\n`)
  }
} finally {
  await proxy.close()
  await backEnd.close()
}
