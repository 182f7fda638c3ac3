/**
 * The conformance suite (`npm run contract:test`, scripts/contract-test) against the dev back end:
 * it passes against the back end as it is, and with each contract fault switched on
 * (state/contractFaults.ts) it fails, naming the operation and what is wrong.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readContract } from "../../scripts/contract-test/contract.ts"
import { samples } from "../../scripts/contract-test/generate.ts"
import { runSuite } from "../../scripts/contract-test/run.ts"
import { DEFAULT_CONTRACT } from "../../scripts/contract-test/suite.ts"
import type { Outcome } from "../../scripts/contract-test/suite.ts"
import { failedOps, fullReport, junit, summary } from "../../scripts/contract-test/report.ts"
import { start } from "../src/server.ts"
import type { Running } from "../src/server.ts"
import { setContractFaults } from "../src/state/contractFaults.ts"
import type { ContractFault } from "../src/state/contractFaults.ts"

const ACCOUNTS = [
  { name: "demo", password: "demo123" },
  { name: "manager", password: "demo123" },
]

let server: Running

beforeAll(async () => {
  server = await start({ port: 0, strict: true, logger: () => undefined })
})

afterAll(async () => {
  await server?.close()
})

/** Every failure message of a run, and the rules that failed. */
function failures(o: Outcome): string[] {
  return [
    ...failedOps(o.results).flatMap((r) => r.failures.map((f) => `[${f.check}] ${f.message}`)),
    ...[...o.results.rules]
      .filter(([, r]) => !r.passed)
      .map(([name, r]) => `[rule] ${name}: ${r.message}`),
  ]
}

async function run(faults: ContractFault[], only: string[] = []): Promise<Outcome> {
  server.app.reset()
  setContractFaults(server.app, faults)
  try {
    return await runSuite({
      server: server.url,
      accounts: ACCOUNTS,
      only,
      seed: 20261123,
      generated: 2,
      ruleRuns: 4,
    })
  } finally {
    setContractFaults(server.app, [])
  }
}

describe("contract:test against the dev back end", () => {
  it(
    "passes: every operation, negative case, access check and rule",
    { timeout: 300_000 },
    async () => {
      const outcome = await run([])
      const info = {
        server: server.url,
        seed: outcome.seed,
        readOnly: false,
        only: [],
        requests: outcome.requests,
        seconds: outcome.seconds,
      }
      expect(failures(outcome), summary(outcome.results, info)).toEqual([])
      expect(outcome.ok).toBe(true)
      // Everything was exercised: every operation of the contract passed at least one check.
      const untested = [...outcome.results.byOp.values()].filter((r) =>
        Object.values(r.passed).every((n) => n === 0),
      )
      expect(untested.map((r) => r.op.id)).toEqual([])
      expect([...outcome.results.rules.keys()]).toHaveLength(3)
    },
  )

  const cases: { fault: ContractFault; only: string[]; op: string; says: RegExp }[] = [
    {
      fault: "wrong-status",
      only: ["getCartTotal"],
      op: "getCartTotal",
      says: /status 202 is not declared/,
    },
    {
      fault: "missing-field",
      only: ["getOrderById"],
      op: "getOrderById",
      says: /required property 'goods_amount'/,
    },
    {
      fault: "server-error",
      only: ["getGoodsList"],
      op: "getGoodsList",
      says: /server error: status 500/,
    },
    {
      fault: "foreign-order-readable",
      only: ["getOrderById"],
      op: "getOrderById",
      says: /another company's order .* expected 403 or 404, got 200/,
    },
    {
      fault: "amount-off-by-fen",
      only: ["postOrder"],
      op: "postOrder",
      says: /order_amount \d+\.\d\d ≠ the preview's pay_amount/,
    },
    {
      fault: "422-without-field-errors",
      only: ["postCart"],
      op: "postCart",
      says: /the 422 has no field error for goods_id/,
    },
  ]
  for (const c of cases) {
    it(`catches the fault ${c.fault} and names ${c.op}`, { timeout: 240_000 }, async () => {
      const outcome = await run([c.fault], c.only)
      expect(outcome.ok).toBe(false)
      const named = failures(outcome).filter((f) => f.includes(`${c.op}:`))
      expect(
        named.some((f) => c.says.test(f)),
        failures(outcome).join("\n"),
      ).toBe(true)
    })
  }

  it(
    "--read-only sends no write: the dev back end's data is as it was",
    { timeout: 240_000 },
    async () => {
      server.app.reset()
      const db = () => {
        const d = server.app.db
        return JSON.stringify([
          d.cart,
          d.orders,
          d.addresses,
          d.favourites,
          d.userCoupons,
          d.feedback,
        ])
      }
      const before = db()
      const outcome = await runSuite({
        server: server.url,
        accounts: ACCOUNTS,
        readOnly: true,
        seed: 5,
        generated: 1,
      })
      expect(failures(outcome)).toEqual([])
      expect(db()).toBe(before)
      expect(outcome.results.byOp.get("postOrder")?.skipped).toContain("write (--read-only)")
    },
  )

  it(
    "the report: each failure as a curl command, JUnit XML, a summary naming the operation",
    { timeout: 240_000 },
    async () => {
      const outcome = await run(["wrong-status"], ["getCartTotal"])
      const info = {
        server: server.url,
        seed: outcome.seed,
        readOnly: false,
        only: ["getCartTotal"],
        requests: outcome.requests,
        seconds: outcome.seconds,
      }
      expect(summary(outcome.results, info)).toMatch(/FAIL getCartTotal \(GET \/api\/cart\/total\)/)
      expect(fullReport(outcome.results, info)).toContain(
        `curl -i -X GET '${server.url}/api/cart/total'`,
      )
      const xml = junit(outcome.results, info)
      expect(xml).toMatch(
        /<testcase classname="cart" name="getCartTotal positive">\s*<failure message="getCartTotal: status 202 is not declared/,
      )
    },
  )

  it("the command exits 1 on a failure and writes its report", { timeout: 240_000 }, async () => {
    server.app.reset()
    setContractFaults(server.app, ["wrong-status"])
    const dir = mkdtempSync(join(tmpdir(), "contract-test-"))
    try {
      const root = resolve(import.meta.dirname, "../..")
      // Asynchronous: the back end under test runs in this process and must keep answering.
      const cli = await runCli(
        process.execPath,
        [
          "--import",
          "tsx",
          "scripts/contract-test/main.ts",
          "--server",
          server.url,
          "--account",
          "demo:demo123",
          "--account",
          "manager:demo123",
          "--only",
          "getCartTotal",
          "--seed",
          "3",
          "--report",
          dir,
        ],
        root,
      )
      expect(cli.status, cli.stderr).toBe(1)
      expect(cli.stdout).toContain("FAIL getCartTotal")
      expect(cli.stdout).toContain("seed 3")
      expect(readFileSync(join(dir, "junit.xml"), "utf8")).toContain("getCartTotal positive")
      expect(readFileSync(join(dir, "report.txt"), "utf8")).toContain("curl -i -X GET")
    } finally {
      setContractFaults(server.app, [])
    }
  })

  it("--seed replays the generated inputs", () => {
    const contract = readContract(DEFAULT_CONTRACT)
    const body = contract.byId.get("postAddress")?.body
    expect(samples(contract, body, 5, 42)).toEqual(samples(contract, body, 5, 42))
    expect(samples(contract, body, 5, 42)).not.toEqual(samples(contract, body, 5, 43))
  })
})

/** Runs a command to its end: exit status, stdout and stderr. */
function runCli(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()))
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()))
    child.once("error", fail)
    child.once("exit", (status) => done({ status, stdout, stderr }))
  })
}
