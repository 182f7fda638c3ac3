/**
 * The report of a run, for the developer who must fix the server: failures grouped by cause (one
 * missing session check is one finding with its operations listed, not one block per
 * operation), each finding named at the operations that are wrong, with its first occurrences;
 * a rule's failure says which amount was expected from which lines, tiers and threshold, in
 * yuan. Three forms: a one-screen summary, a full text report with every failure's request as a
 * curl command and the answer, and JUnit XML (one test case per operation and check).
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { CHECKS } from "./checks.ts"
import type { Failure, OpResult, Results } from "./checks.ts"
import { toCurl } from "./http.ts"

export interface RunInfo {
  server: string
  seed: number
  readOnly: boolean
  only: string[]
  requests: number
  seconds: number
}

export interface Finding {
  check: Failure["check"]
  cause: string
  /** The operations that are wrong, each with its failures of this cause. */
  ops: { result: OpResult; failures: Failure[] }[]
}

export function failedOps(results: Results): OpResult[] {
  return [...results.byOp.values()].filter((r) => r.failures.length > 0)
}

/** Failures grouped by check and cause, the finding with the most operations first. */
export function findings(results: Results): Finding[] {
  const byCause = new Map<string, Finding>()
  for (const r of failedOps(results))
    for (const f of r.failures) {
      const key = `${f.check}\u0000${f.cause}`
      let finding = byCause.get(key)
      if (!finding) {
        finding = { check: f.check, cause: f.cause, ops: [] }
        byCause.set(key, finding)
      }
      const entry = finding.ops.find((o) => o.result === r)
      if (entry) entry.failures.push(f)
      else finding.ops.push({ result: r, failures: [f] })
    }
  return [...byCause.values()].sort((a, b) => b.ops.length - a.ops.length)
}

const where = (r: OpResult): string => `${r.op.id} (${r.op.method} ${r.op.path})`

function headline(f: Finding): string {
  const ops =
    f.ops.length === 1 ? where(f.ops[0]?.result as OpResult) : `${f.ops.length} operations`
  return `FAIL ${ops} [${f.check}] ${f.cause}`
}

export function summary(results: Results, info: RunInfo): string {
  const all = [...results.byOp.values()]
  const tested = all.filter((r) => CHECKS.some((c) => r.passed[c] > 0) || r.failures.length > 0)
  const failed = failedOps(results)
  const list = findings(results)
  const lines = [
    `contract test of ${info.server} (seed ${info.seed}${info.readOnly ? ", read-only" : ""}${info.only.length > 0 ? `, only ${info.only.join(",")}` : ""})`,
    `${tested.length} operations tested, ${tested.length - failed.length} passed, ${failed.length} failed; ${all.length - tested.length} not tested; ${info.requests} requests in ${info.seconds.toFixed(1)} s`,
  ]
  for (const [name, rule] of results.rules)
    lines.push(`rule ${rule.passed ? "ok  " : "FAIL"} ${name}`)
  if (list.length > 0)
    lines.push(
      `${list.length} finding${list.length === 1 ? "" : "s"}, by cause (each names the operations that are wrong):`,
    )
  for (const f of list) {
    lines.push(headline(f))
    if (f.ops.length > 1) {
      const names = f.ops.map((o) => where(o.result))
      lines.push(
        `     ${names.slice(0, 12).join(", ")}${names.length > 12 ? `, … ${names.length - 12} more` : ""}`,
      )
    }
    const shown = f.ops.flatMap((o) => o.failures).slice(0, 2)
    for (const x of shown) lines.push(`     ${x.message}`)
    const more = f.ops.reduce((s, o) => s + o.failures.length, 0) - shown.length
    if (more > 0) lines.push(`     … ${more} more in the report`)
  }
  lines.push(
    !results.failed
      ? "PASS: the server honours the contract"
      : "FAIL: see the report for each failure as a curl command",
  )
  return lines.join("\n")
}

export function fullReport(results: Results, info: RunInfo): string {
  const out = [summary(results, info), ""]
  for (const [name, rule] of results.rules)
    if (!rule.passed) out.push(`rule FAIL ${name}:`, `  ${rule.message}`, "")
  for (const f of findings(results)) {
    out.push(headline(f))
    for (const { result, failures } of f.ops)
      for (const x of failures) {
        out.push(`  ${where(result)}: ${x.detail}`)
        if (x.exchange) {
          out.push(`    ${toCurl(x.exchange)}`)
          out.push(`    → ${x.exchange.status} ${x.exchange.text.slice(0, 300)}`)
        }
      }
    out.push("")
  }
  out.push("every operation:")
  for (const r of results.byOp.values()) {
    const counts = CHECKS.filter((c) => r.passed[c] > 0)
      .map((c) => `${c} ${r.passed[c]}`)
      .join(", ")
    out.push(
      `${r.failures.length > 0 ? "FAIL" : "ok  "} ${r.op.id} ${r.op.method} ${r.op.path}${counts ? ` (passed: ${counts})` : ""}${r.skipped.length > 0 ? ` (skipped: ${r.skipped.join("; ")})` : ""}`,
    )
  }
  return out.join("\n")
}

const xml = (s: string): string =>
  s
    .replace(
      /[<>&"']/g,
      (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
    )
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")

export function junit(results: Results, info: RunInfo): string {
  const cases: string[] = []
  let failures = 0
  for (const r of results.byOp.values()) {
    for (const check of CHECKS) {
      const fails = r.failures.filter((f) => f.check === check)
      if (r.passed[check] === 0 && fails.length === 0) continue
      const name = `${r.op.id} ${check}`
      if (fails.length === 0) {
        cases.push(`    <testcase classname="${xml(r.op.tags[0] ?? "api")}" name="${xml(name)}"/>`)
        continue
      }
      failures += 1
      const text = fails
        .map(
          (f) =>
            `${f.message}${f.exchange ? `\n${toCurl(f.exchange)}\n→ ${f.exchange.status} ${f.exchange.text.slice(0, 500)}` : ""}`,
        )
        .join("\n\n")
      cases.push(
        `    <testcase classname="${xml(r.op.tags[0] ?? "api")}" name="${xml(name)}">\n      <failure message="${xml(fails[0]?.message ?? "")}">${xml(text)}</failure>\n    </testcase>`,
      )
    }
  }
  for (const [name, rule] of results.rules) {
    if (rule.passed) cases.push(`    <testcase classname="rules" name="${xml(name)}"/>`)
    else {
      failures += 1
      cases.push(
        `    <testcase classname="rules" name="${xml(name)}">\n      <failure message="${xml(rule.message.slice(0, 500))}">${xml(rule.message)}</failure>\n    </testcase>`,
      )
    }
  }
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="contract-test" tests="${cases.length}" failures="${failures}" time="${info.seconds.toFixed(3)}">`,
    `  <testsuite name="contract-test ${xml(info.server)}" tests="${cases.length}" failures="${failures}" time="${info.seconds.toFixed(3)}">`,
    ...cases,
    `  </testsuite>`,
    `</testsuites>`,
    "",
  ].join("\n")
}

/** Writes report.txt, junit.xml and summary.txt into `dir`. */
export function writeReports(dir: string, results: Results, info: RunInfo): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, "summary.txt"), `${summary(results, info)}\n`)
  writeFileSync(join(dir, "report.txt"), `${fullReport(results, info)}\n`)
  writeFileSync(join(dir, "junit.xml"), junit(results, info))
}
