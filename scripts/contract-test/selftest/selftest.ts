/**
 * `npm run contract:test -- --self-test`: the suite's proof of strength. The dev back end runs
 * behind the fault proxy once healthy (the suite must pass) and once with each bug of the
 * catalogue (catalogue.ts: at least 30 realistic bugs, each tied to the contract sentence it
 * breaks); a bug counts as caught when the suite fails naming the bug's operation (and, where the
 * catalogue gives its words, saying them). The cases run
 * in lanes (processes with a back end each, one per core, two at most), and the summary says how
 * many it caught and how long it took. Exits 1 when any bug is missed or the healthy run fails.
 */
import { spawn } from "node:child_process"
import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { catalogue } from "./catalogue.ts"
import type { CaseResult } from "./lane.ts"

const HEALTHY = "healthy"
const lane = fileURLToPath(new URL("./lane.ts", import.meta.url))

function runLane(seed: number, ids: string[], onResult: (r: CaseResult) => void): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", lane, String(seed), ...ids], {
      stdio: ["ignore", "pipe", "pipe"],
    })
    let buffer = ""
    let errors = ""
    child.stdout.on("data", (c: Buffer) => {
      buffer += c.toString()
      let nl = buffer.indexOf("\n")
      while (nl >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        if (line.trim() !== "") onResult(JSON.parse(line) as CaseResult)
        nl = buffer.indexOf("\n")
      }
    })
    child.stderr.on("data", (c: Buffer) => (errors += c.toString()))
    child.once("error", fail)
    child.once("exit", (code) =>
      code === 0 ? done(errors) : fail(new Error(`a lane ended with ${code}:\n${errors}`)),
    )
  })
}

/** Why a bug counts as missed: its operation not named, or named without the words it must say. */
function missed(r: CaseResult, says: RegExp | undefined): string {
  if (!r.named.includes(r.op)) return `expected ${r.op}, named ${r.named.join(", ") || "nothing"}`
  return `named ${r.op} without saying ${String(says)}: ${r.said.join(" | ")}`
}

export async function selfTest(options: {
  seed: number
  jobs?: number
  only?: string[]
  log: (line: string) => void
}): Promise<boolean> {
  const started = performance.now()
  const bugs = catalogue.filter(
    (b) => !options.only || options.only.length === 0 || options.only.includes(b.id),
  )
  const ids = [HEALTHY, ...bugs.map((b) => b.id)]
  const jobs = Math.max(
    1,
    Math.min(options.jobs ?? Math.min(2, availableParallelism()), ids.length),
  )
  const lanes: string[][] = Array.from({ length: jobs }, () => [])
  ids.forEach((id, i) => lanes[i % jobs]?.push(id))
  const results: CaseResult[] = []
  options.log(
    `self-test: the dev back end behind the fault proxy, healthy and with each of ${bugs.length} bugs, in ${jobs} lane(s)`,
  )
  await Promise.all(
    lanes.map((l) =>
      runLane(options.seed, l, (r) => {
        results.push(r)
        const bug = catalogue.find((b) => b.id === r.id)
        options.log(
          r.id === HEALTHY
            ? `${r.caught ? "ok    " : "FAIL  "} the healthy back end ${r.caught ? "passes" : "fails"} (${r.seconds.toFixed(1)} s, ${r.requests} requests)${r.caught ? "" : `\n        ${r.said.join("\n        ")}`}`
            : `${r.caught ? "caught" : "MISSED"} ${r.id.padEnd(32)} ${r.caught ? `named ${r.op}` : missed(r, bug?.says)} (${r.seconds.toFixed(1)} s)${r.caught ? "" : `\n        ${bug?.what ?? ""}; breaks ${bug?.breaks ?? ""}`}`,
        )
      }),
    ),
  )
  const healthy = results.find((r) => r.id === HEALTHY)
  const caught = results.filter((r) => r.id !== HEALTHY && r.caught).length
  const seconds = (performance.now() - started) / 1000
  options.log(
    `self-test: caught ${caught} of ${bugs.length} bugs, each named at its operation; the healthy back end ${healthy?.caught ? "passes" : "FAILS"}; ${seconds.toFixed(1)} s`,
  )
  return healthy?.caught === true && caught === bugs.length
}
