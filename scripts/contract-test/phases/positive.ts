/**
 * Valid requests: the scenario table (scenario.ts) in dependency order, ids from earlier answers,
 * then every operation it does not name with its examples. Each must be answered as declared
 * (a table step marked "success" must succeed). Around each call: its broken forms
 * (phases/negative.ts; before the call for the table's steps, while their ids are live), the read
 * that shows what a write did (readback/), and a few generated valid inputs on the same ids,
 * each write among them read back too.
 */
import { isSuccess, envelopeOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import { isWrite } from "../contract.ts"
import type { Operation } from "../contract.ts"
import { Missing } from "../bag.ts"
import { atMaxLength, samples } from "../generate.ts"
import type { Call, Exchange } from "../http.ts"
import type { ReadBack, ReadCtx } from "../readback/kit.ts"
import { LAST, NO_GENERATED, scenario } from "../scenario.ts"
import type { Step } from "../scenario.ts"
import type { Suite } from "../suite.ts"
import { breakConfirmations, breakEach } from "./negative.ts"

/** Per run: the operations whose broken and generated forms were sent already (once each). */
type Marks = { broken: Set<string>; generated: Set<string> }
const marks = new WeakMap<Suite, Marks>()
const marksOf = (suite: Suite): Marks => {
  let m = marks.get(suite)
  if (!m) {
    m = { broken: new Set(), generated: new Set() }
    marks.set(suite, m)
  }
  return m
}

function readCtx(suite: Suite, as: string | null | undefined): ReadCtx {
  return {
    bag: suite.bag,
    read: (id, parts = {}) => suite.read(id, { as: as ?? suite.accountA, ...parts }),
  }
}

/**
 * Sends a write and reads back what it did: when it succeeded, or whatever the answer (`always`:
 * a refusal must change nothing either).
 */
async function sendAndReadBack(
  suite: Suite,
  call: Call,
  readBack: ReadBack | undefined,
  extra: (x: Exchange) => (string | Problem)[],
  always = false,
): Promise<Exchange> {
  const ctx = readCtx(suite, call.as)
  const before = readBack?.before ? await readBack.before(ctx, call) : undefined
  const x = await suite.send(call, "positive", extra)
  if (readBack && (always || isSuccess(x))) {
    const problems = await readBack.after(ctx, call, envelopeOf(x)?.data, before)
    suite.file(call.op, "readback", problems)
  }
  return x
}

/** A few generated valid inputs on the ids of `base` (any declared answer but a 5xx). */
async function generated(suite: Suite, base: Call, readBack: ReadBack | undefined): Promise<void> {
  const { op } = base
  const done = marksOf(suite).generated
  if (done.has(op.id) || NO_GENERATED.has(op.id) || LAST.has(op.id)) return
  if (suite.readOnly && isWrite(op)) return
  const queryParams = op.params.filter((p) => p.in === "query" && !p.exploded)
  if (!op.body && queryParams.length === 0) return
  done.add(op.id)
  const n = suite.options.generated ?? 3
  const k = suite.contract.operations.indexOf(op) + 1
  const querySchema = {
    type: "object",
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  }
  const queries = samples(suite.contract, querySchema, n, suite.seed + k) as Record<
    string,
    unknown
  >[]
  const bodies = op.body
    ? (samples(suite.contract, op.body, n, suite.seed + k) as Record<string, unknown>[])
    : []
  for (let i = 0; i < n; i++) {
    const call: Call = {
      op,
      path: base.path,
      query: queries[i] ?? {},
      body: op.body ? (bodies[i] ?? {}) : null,
      as: base.as ?? suite.accountA,
    }
    await sendAndReadBack(suite, call, readBack, () => [])
  }
}

function bodyOf(
  suite: Suite,
  op: Operation,
  step: Step,
  example: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null | undefined {
  const body = step.body ? step.body(suite.bag, { ...(op.bodyExample ?? {}) }) : example
  return step.boundary && body && op.body ? atMaxLength(suite.contract, op.body, body) : body
}

function callOf(suite: Suite, op: Operation, step: Step): Call | null {
  const example = suite.exampleCall(op)
  try {
    return {
      op,
      path: step.path ? step.path(suite.bag) : example.path,
      query: step.query ? step.query(suite.bag) : example.query,
      body: bodyOf(suite, op, step, example.body),
      as: step.as === null ? null : step.as === "B" ? suite.accountB : suite.accountA,
    }
  } catch (error) {
    if (error instanceof Missing) {
      suite.results.skip(op, error.message)
      return null
    }
    throw error
  }
}

/**
 * A refused write changes nothing (a write of several lines refused for one of them keeps none):
 * the account's data (`Suite.fingerprint`) read before and after it, the reads that differ named.
 */
function changedBy(before: string, after: string): Problem[] {
  const was = new Set(before.split("\n"))
  const reads = after
    .split("\n")
    .filter((l) => !was.has(l))
    .map((l) => l.slice(0, l.indexOf(":")))
  return reads.length === 0
    ? []
    : [
        {
          cause: "a refused request changed the account's data",
          detail: `after the refusal ${reads.join(", ")} read otherwise than before it`,
        },
      ]
}

export async function runStep(suite: Suite, step: Step): Promise<void> {
  const op = suite.op(step.op)
  if (suite.readOnly && isWrite(op)) {
    suite.results.skip(op, "write (--read-only)")
    return
  }
  const call = callOf(suite, op, step)
  if (!call) return
  const expect = step.expect ?? "success"
  if (expect === "refused") {
    const before = call.as ? await suite.fingerprint(call.as) : ""
    await sendAndReadBack(
      suite,
      call,
      step.readBack,
      (x) =>
        isSuccess(x)
          ? [
              {
                cause:
                  "a request the contract refuses in the record's state is answered with a success",
                detail: `expected a refusal (HTTP 400), got ${x.status} ${envelopeOf(x)?.message ?? ""}`,
              },
            ]
          : [],
      true,
    )
    if (call.as) suite.file(op, "readback", changedBy(before, await suite.fingerprint(call.as)))
    return
  }
  const broken = marksOf(suite).broken
  // a step that must succeed is broken first, while what it names is live
  if (expect === "success" && !broken.has(op.id)) {
    broken.add(op.id)
    await breakEach(suite, call)
  }
  const x = await sendAndReadBack(suite, call, step.readBack, (x) =>
    expect === "success" && !isSuccess(x)
      ? [
          {
            cause: "a valid request of the scenario is not answered with a success",
            detail: `expected a success, got ${x.status} ${envelopeOf(x)?.message ?? x.text.slice(0, 80)}`,
          },
        ]
      : [],
  )
  if (isSuccess(x)) {
    suite.good.set(op.id, call)
    try {
      step.then?.(envelopeOf(x)?.data, suite.bag)
    } catch {
      // An answer without what the next steps need: they are skipped.
    }
    // a request that may fail is broken once it is known to succeed
    if (!broken.has(op.id)) {
      broken.add(op.id)
      await breakEach(suite, call)
    }
  } else if (!broken.has(op.id)) {
    await breakConfirmations(suite, call)
    suite.results.skip(op, "negative: no successful request to break")
  }
  await generated(suite, call, step.readBack)
}

export async function positive(suite: Suite): Promise<void> {
  const named = new Set(scenario.map((s) => s.op))
  for (const step of scenario) if (suite.has(step.op)) await runStep(suite, step)
  // Operations the table does not name: their examples.
  for (const op of suite.contract.operations) {
    if (named.has(op.id) || LAST.has(op.id) || op.id === "postAuthLogin" || !suite.inScope(op))
      continue
    await runStep(suite, { op: op.id, expect: "declared" })
  }
}
