/**
 * The conformance suite (`npm run contract:test`, scripts/contract-test) against the dev back end:
 * it passes against the back end as it is, exercising every operation and every kind of check,
 * and behind the self-test's fault proxy with a bug of its catalogue switched on
 * (scripts/contract-test/selftest/) it fails, in a report grouped by cause. That each bug of the
 * catalogue is caught, named at its operation and, where the catalogue gives them, in its words,
 * is proved by `npm run contract:test -- --self-test` (the `contract` step of `npm test`).
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Check } from "../../scripts/contract-test/checks.ts"
import { readContract } from "../../scripts/contract-test/contract.ts"
import { samples } from "../../scripts/contract-test/generate.ts"
import { runSuite } from "../../scripts/contract-test/run.ts"
import { DEFAULT_CONTRACT } from "../../scripts/contract-test/suite.ts"
import type { Outcome } from "../../scripts/contract-test/suite.ts"
import {
  failedOps,
  findings,
  fullReport,
  junit,
  summary,
} from "../../scripts/contract-test/report.ts"
import { catalogue } from "../../scripts/contract-test/selftest/catalogue.ts"
import { startProxy } from "../../scripts/contract-test/selftest/proxy.ts"
import type { Proxy } from "../../scripts/contract-test/selftest/proxy.ts"
import { start } from "../src/server.ts"
import type { Running } from "../src/server.ts"

const ACCOUNTS = [
  { name: "demo", password: "demo123" },
  { name: "manager", password: "demo123" },
]

let server: Running
let proxy: Proxy

beforeAll(async () => {
  server = await start({ port: 0, strict: true, logger: () => undefined })
  proxy = await startProxy(server.url, readContract(DEFAULT_CONTRACT, server.app.contract))
})

afterAll(async () => {
  await proxy?.close()
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

const bug = (id: string) => {
  const b = catalogue.find((x) => x.id === id)
  if (!b) throw new Error(`no bug ${id}`)
  return b
}

/** The suite against the back end (reset), behind the proxy with `bugId` switched on. */
async function run(bugId: string | null, only: string[] = []): Promise<Outcome> {
  server.app.reset()
  proxy.use(bugId === null ? null : bug(bugId))
  try {
    return await runSuite({
      server: bugId === null ? server.url : proxy.url,
      accounts: ACCOUNTS,
      only,
      seed: 20261123,
      generated: 2,
      ruleRuns: 4,
    })
  } finally {
    proxy.use(null)
  }
}

const infoOf = (outcome: Outcome, only: string[] = []) => ({
  server: server.url,
  seed: outcome.seed,
  readOnly: false,
  only,
  requests: outcome.requests,
  seconds: outcome.seconds,
})

describe("contract:test against the dev back end", () => {
  it(
    "passes: every operation, negative case, read-back, meaning, access check, session and rule",
    { timeout: 300_000 },
    async () => {
      const outcome = await run(null)
      expect(failures(outcome), summary(outcome.results, infoOf(outcome))).toEqual([])
      expect(outcome.ok).toBe(true)
      // Everything was exercised: every operation of the contract passed at least one check.
      const untested = [...outcome.results.byOp.values()].filter((r) =>
        Object.values(r.passed).every((n) => n === 0),
      )
      expect(untested.map((r) => r.op.id)).toEqual([])
      // every kind of check ran and passed somewhere
      const passed = (check: Check) =>
        [...outcome.results.byOp.values()].reduce((s, r) => s + r.passed[check], 0)
      for (const check of [
        "readback",
        "meaning",
        "signout",
        "document",
        "brake",
        "ownership",
      ] as const)
        expect(passed(check), check).toBeGreaterThan(0)
      expect([...outcome.results.rules.keys()]).toEqual([
        "cart totals equal the selected lines at their ladder price",
        "the settlement preview and the order agree to the fen",
        "two concurrent submits make one order; stock and coupon are taken once and given back on cancel",
        "free shipping at, one fen under and one fen over its threshold, and after 满减",
        "满减 at, one fen under and one fen over each tier",
        "coupons are offered from their minimum, judged on goods − 满减",
        "a goods that ships free on its own does so from its own quantity, and a cart only when every line does",
        "orders with shipping, without shipping and with a coupon carry their settlement's amounts",
        "activity prices are the original price at the rate, floored to the fen",
      ])
      // no boundary case went without its cart
      const skipped = outcome.results.byOp.get("postCartCheckout")?.skipped ?? []
      expect(skipped.filter((s) => s.includes("no cart for"))).toEqual([])
    },
  )

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
    "the report: failures grouped by cause, each failure as a curl command, JUnit XML",
    { timeout: 240_000 },
    async () => {
      const outcome = await run("order-list-without-session", ["getOrderList", "getCartTotal"])
      const info = infoOf(outcome, ["getOrderList", "getCartTotal"])
      // one finding per cause, named at the operation that is wrong
      expect(
        findings(outcome.results).map((f) => [f.check, f.ops.map((o) => o.result.op.id)]),
      ).toContainEqual(["session", ["getOrderList"]])
      expect(summary(outcome.results, info)).toMatch(
        /FAIL getOrderList \(GET \/api\/order\) \[session\] a call that needs a session answers without one/,
      )
      expect(fullReport(outcome.results, info)).toContain(`curl -i -X GET '${proxy.url}/api/order`)
      expect(junit(outcome.results, info)).toMatch(
        /<testcase classname="order" name="getOrderList session">\s*<failure message="getOrderList: without a session: expected 401 with code 10001, got 200/,
      )
    },
  )

  it(
    "a missing check on many operations is one finding listing them",
    { timeout: 240_000 },
    async () => {
      server.app.reset()
      // every cart call without a session is answered as the last company signed in
      let last = ""
      proxy.use({
        id: "cart-without-session-check",
        op: "getCartList",
        breaks: "",
        what: "",
        request: (req) =>
          req.url.startsWith("/api/cart") && !req.headers.cookie?.includes("mall_session=") && last
            ? { ...req, headers: { ...req.headers, cookie: last } }
            : req,
        response: (req, res) => {
          const set = ([] as string[]).concat(res.headers["set-cookie"] ?? [])
          const token = set.map((c) => /^mall_session=[^;]+/.exec(c)?.[0]).find((t) => t)
          if (req.op === "postAuthLogin" && token) last = token
          return res
        },
      })
      try {
        const broken = await runSuite({
          server: proxy.url,
          accounts: ACCOUNTS,
          only: ["cart"],
          seed: 3,
          generated: 1,
          ruleRuns: 1,
        })
        const session = findings(broken.results).filter((f) => f.check === "session")
        expect(session).toHaveLength(1)
        expect(session[0]?.ops.length).toBeGreaterThan(5)
        expect(summary(broken.results, infoOf(broken))).toMatch(
          /FAIL \d+ operations \[session\] a call that needs a session answers without one/,
        )
      } finally {
        proxy.use(null)
      }
    },
  )

  it("the command exits 1 on a failure and writes its report", { timeout: 240_000 }, async () => {
    server.app.reset()
    proxy.use(bug("cart-total-status-202"))
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
          proxy.url,
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
      proxy.use(null)
    }
  })

  it("--seed replays the generated inputs", () => {
    const contract = readContract(DEFAULT_CONTRACT, server.app.contract)
    const body = contract.byId.get("postAddress")?.body
    expect(samples(contract, body, 5, 42)).toEqual(samples(contract, body, 5, 42))
    expect(samples(contract, body, 5, 42)).not.toEqual(samples(contract, body, 5, 43))
  })

  it("the self-test's catalogue: at least 30 bugs, each tied to a contract sentence and an operation", () => {
    const contract = readContract(DEFAULT_CONTRACT, server.app.contract)
    expect(catalogue.length).toBeGreaterThanOrEqual(30)
    expect(new Set(catalogue.map((b) => b.id)).size).toBe(catalogue.length)
    for (const b of catalogue) {
      expect(contract.byId.has(b.op), b.id).toBe(true)
      expect(b.breaks, b.id).toMatch(/^(docs\/contract\.md|openapi\.yaml)/)
      expect(b.request ?? b.response, b.id).toBeDefined()
    }
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
