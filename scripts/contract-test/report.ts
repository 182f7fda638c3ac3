/**
 * The report of a run: a one-screen summary (counts, then each failing operation with its first
 * failures), a full text report with every failure's request and answer as a curl command to
 * replay, and JUnit XML (one test case per operation and check) for the team's CI.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Check, OpResult, Results } from "./checks.ts"
import { toCurl } from "./http.ts"

export interface RunInfo {
  server: string
  seed: number
  readOnly: boolean
  only: string[]
  requests: number
  seconds: number
}

const CHECKS: Check[] = ["positive", "negative", "session", "origin", "ownership", "rule"]

export function failedOps(results: Results): OpResult[] {
  return [...results.byOp.values()].filter((r) => r.failures.length > 0)
}

export function summary(results: Results, info: RunInfo): string {
  const all = [...results.byOp.values()]
  const tested = all.filter((r) => CHECKS.some((c) => r.passed[c] > 0) || r.failures.length > 0)
  const failed = failedOps(results)
  const lines = [
    `contract test of ${info.server} (seed ${info.seed}${info.readOnly ? ", read-only" : ""}${info.only.length > 0 ? `, only ${info.only.join(",")}` : ""})`,
    `${tested.length} operations tested, ${tested.length - failed.length} passed, ${failed.length} failed; ${all.length - tested.length} not tested; ${info.requests} requests in ${info.seconds.toFixed(1)} s`,
  ]
  for (const [name, rule] of results.rules)
    lines.push(
      `rule ${rule.passed ? "ok  " : "FAIL"} ${name}${rule.passed ? "" : `: ${rule.message}`}`,
    )
  for (const r of failed) {
    lines.push(`FAIL ${r.op.id} (${r.op.method} ${r.op.path}): ${r.failures.length} failure(s)`)
    for (const f of r.failures.slice(0, 3)) lines.push(`     [${f.check}] ${f.message}`)
    if (r.failures.length > 3) lines.push(`     … ${r.failures.length - 3} more in the report`)
  }
  lines.push(
    failed.length === 0 && [...results.rules.values()].every((r) => r.passed)
      ? "PASS: the server honours the contract"
      : "FAIL: see the report for each failure as a curl command",
  )
  return lines.join("\n")
}

export function fullReport(results: Results, info: RunInfo): string {
  const out = [summary(results, info), ""]
  for (const r of results.byOp.values()) {
    const counts = CHECKS.filter((c) => r.passed[c] > 0)
      .map((c) => `${c} ${r.passed[c]}`)
      .join(", ")
    out.push(
      `${r.failures.length > 0 ? "FAIL" : "ok  "} ${r.op.id} ${r.op.method} ${r.op.path}${counts ? ` (passed: ${counts})` : ""}${r.skipped.length > 0 ? ` (skipped: ${r.skipped.join("; ")})` : ""}`,
    )
    for (const f of r.failures) {
      out.push(`  [${f.check}] ${f.message}`)
      if (f.exchange) {
        out.push(`    ${toCurl(f.exchange)}`)
        out.push(`    → ${f.exchange.status} ${f.exchange.text.slice(0, 300)}`)
      }
    }
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
        `    <testcase classname="rules" name="${xml(name)}">\n      <failure message="${xml(rule.message)}">${xml(rule.message)}</failure>\n    </testcase>`,
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
