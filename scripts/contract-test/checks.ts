/**
 * What every answer must be, and the record of what passed and failed per operation.
 *
 * Every answer: a status the operation declares, never a 5xx, a JSON content type, the
 * `{code, message, data}` envelope, and a body valid against the schema declared for that status.
 * A failure is filed under the operation that is wrong, with its cause (the same words for the
 * same fault on every operation, so the report can group them: one missing session check is one
 * finding with its operations listed) and its detail; it keeps the exchange, so the report can
 * print it as a curl command to replay.
 */
import type { Contract, Operation } from "./contract.ts"
import type { Exchange } from "./http.ts"

export const CHECKS = [
  "positive",
  "negative",
  "readback",
  "meaning",
  "session",
  "origin",
  "ownership",
  "signout",
  "document",
  "brake",
  "rule",
] as const

/**
 * positive: a valid request is answered as declared; negative: a broken one is refused (422);
 * readback: a write is kept (the read that shows it); meaning: what the schema cannot say
 * (paging, time units, orders, filters); session: no session → 401; origin: foreign Origin →
 * 403; ownership: another company's things → 403/404; signout: an old session cookie replayed is
 * refused; document: a company's files only to its sessions; brake: asked too often → 429;
 * rule: the amounts.
 */
export type Check = (typeof CHECKS)[number]

export interface Failure {
  check: Check
  /** The operation that is wrong. */
  op: string
  /** What is wrong, in the same words wherever it happens (the report groups by it). */
  cause: string
  /** This occurrence: what was sent, expected and got. */
  detail: string
  /** `op: detail`, the one line a failure prints as. */
  message: string
  exchange?: Exchange | undefined
}

export interface OpResult {
  op: Operation
  passed: Record<Check, number>
  failures: Failure[]
  skipped: string[]
}

/** A problem a check found, before it is filed. */
export interface Problem {
  /** The operation that is wrong (default: the one checked). */
  op?: string
  cause: string
  detail?: string
  exchange?: Exchange | undefined
}

const zero = (): Record<Check, number> =>
  Object.fromEntries(CHECKS.map((c) => [c, 0])) as Record<Check, number>

export class Results {
  readonly byOp = new Map<string, OpResult>()
  /** Rule properties, by name ("cart totals", …): failures are also filed under an operation. */
  readonly rules = new Map<string, { passed: boolean; message: string }>()

  constructor(readonly contract: Contract) {
    for (const op of contract.operations)
      this.byOp.set(op.id, { op, passed: zero(), failures: [], skipped: [] })
  }

  private of(op: Operation | string): OpResult {
    const id = typeof op === "string" ? op : op.id
    const r = this.byOp.get(id)
    if (!r) throw new Error(`unknown operation ${id}`)
    return r
  }

  pass(op: Operation | string, check: Check): void {
    this.of(op).passed[check] += 1
  }

  /** Files a failure (the same cause and detail on the same operation once). */
  fail(
    op: Operation | string,
    check: Check,
    detail: string,
    exchange?: Exchange,
    cause: string = detail,
  ): void {
    const r = this.of(op)
    if (r.failures.some((f) => f.check === check && f.cause === cause && f.detail === detail))
      return
    r.failures.push({
      check,
      op: r.op.id,
      cause,
      detail,
      message: `${r.op.id}: ${detail}`,
      exchange,
    })
  }

  skip(op: Operation | string, reason: string): void {
    const r = this.of(op)
    if (!r.skipped.includes(reason)) r.skipped.push(reason)
  }

  /** Records a check: passes when `problems` is empty, else files each problem. */
  record(
    op: Operation,
    check: Check,
    problems: (string | Problem)[],
    exchange?: Exchange,
  ): boolean {
    if (problems.length === 0) {
      this.pass(op, check)
      return true
    }
    for (const p of problems) {
      if (typeof p === "string") this.fail(op, check, p, exchange)
      else this.fail(p.op ?? op, check, p.detail ?? p.cause, p.exchange ?? exchange, p.cause)
    }
    return false
  }

  get failed(): boolean {
    return (
      [...this.byOp.values()].some((r) => r.failures.length > 0) ||
      [...this.rules.values()].some((r) => !r.passed)
    )
  }
}

const SUCCESS_CODES = new Set([10000, 200, 201])

export interface Envelope {
  code: number
  message: string
  data: unknown
  errors?: Record<string, string[]>
}

export function envelopeOf(x: Exchange): Envelope | null {
  const j = x.json as Record<string, unknown> | undefined
  if (typeof j !== "object" || j === null || Array.isArray(j)) return null
  if (typeof j.code !== "number" || typeof j.message !== "string" || !("data" in j)) return null
  return j as unknown as Envelope
}

/** The `data` of a successful answer (null otherwise). */
export const dataOf = (x: Exchange): unknown =>
  isSuccess(x) ? (envelopeOf(x)?.data ?? null) : null

/** Everything that is wrong with an answer as the contract sees it (empty: it conforms). */
export function conformance(contract: Contract, x: Exchange): Problem[] {
  const problems: Problem[] = []
  const { declared, validate } = contract.response(x.op, x.status)
  if (x.status >= 500) problems.push({ cause: `server error: status ${x.status}` })
  if (!declared)
    problems.push({
      cause: `status ${x.status} is not declared`,
      detail: `status ${x.status} is not declared (declared: ${x.op.statuses.join(", ")})`,
    })
  if (!/application\/(.+\+)?json/.test(x.contentType))
    problems.push({ cause: `content type ${x.contentType || "(none)"} is not JSON` })
  const env = envelopeOf(x)
  if (!env) {
    problems.push({
      cause: "the body is not the {code, message, data} envelope",
      detail: `body is not the {code, message, data} envelope: ${x.text.slice(0, 120)}`,
    })
    return problems
  }
  if (x.status >= 200 && x.status < 300 && !SUCCESS_CODES.has(env.code))
    problems.push({
      cause: `a success answered with code ${env.code} (not 10000, 200 or 201)`,
      detail: `success status ${x.status} with code ${env.code} (not 10000, 200 or 201)`,
    })
  if (declared && validate && !validate(x.json)) {
    for (const e of (validate.errors ?? []).slice(0, 5)) {
      const what = `${e.instancePath || "(body)"} ${e.message ?? e.keyword}`
      problems.push({
        cause: `the answer does not match the schema of ${x.status}: ${what}`,
        detail: `answer does not match the schema of ${x.status}: ${what}${e.keyword === "required" ? "" : ` ${JSON.stringify(e.params)}`}`,
      })
    }
  }
  return problems
}

export const isSuccess = (x: Exchange): boolean => x.status >= 200 && x.status < 300

/** Whether a 422's field errors name `field` (as itself, `field.0`, `field[0]` …). */
export function namesField(env: Envelope | null, field: string): boolean {
  const keys = Object.keys(env?.errors ?? {})
  return keys.some((k) => k === field || k.startsWith(`${field}.`) || k.startsWith(`${field}[`))
}

/** Rows of a list answer: the array itself, or a page's `data`. */
export function rowsOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data as Record<string, unknown>[]
  const inner = (data as Record<string, unknown> | null)?.data
  return Array.isArray(inner) ? (inner as Record<string, unknown>[]) : []
}
