/**
 * What every answer must be, and the record of what passed and failed per operation.
 *
 * Every answer: a status the operation declares, never a 5xx, a JSON content type, the
 * `{code, message, data}` envelope, and a body valid against the schema declared for that status.
 * A failure keeps the exchange, so the report can print it as a curl command to replay.
 */
import type { Contract, Operation } from "./contract.ts"
import type { Exchange } from "./http.ts"

export type Check = "positive" | "negative" | "session" | "origin" | "ownership" | "rule"

export interface Failure {
  check: Check
  /** e.g. "getOrderById: status 500 is not declared". */
  message: string
  exchange?: Exchange | undefined
}

export interface OpResult {
  op: Operation
  passed: Record<Check, number>
  failures: Failure[]
  skipped: string[]
}

export class Results {
  readonly byOp = new Map<string, OpResult>()
  /** Rule properties, by name ("cart totals", …): failures are also filed under an operation. */
  readonly rules = new Map<string, { passed: boolean; message: string }>()

  constructor(readonly contract: Contract) {
    for (const op of contract.operations)
      this.byOp.set(op.id, {
        op,
        passed: { positive: 0, negative: 0, session: 0, origin: 0, ownership: 0, rule: 0 },
        failures: [],
        skipped: [],
      })
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

  fail(op: Operation | string, check: Check, message: string, exchange?: Exchange): void {
    const r = this.of(op)
    // The same problem on the same operation is reported once.
    if (r.failures.some((f) => f.check === check && f.message === message)) return
    r.failures.push({ check, message: `${r.op.id}: ${message}`, exchange })
  }

  skip(op: Operation | string, reason: string): void {
    const r = this.of(op)
    if (!r.skipped.includes(reason)) r.skipped.push(reason)
  }

  /** Records a check: passes when `problems` is empty, else one failure per problem. */
  record(op: Operation, check: Check, problems: string[], exchange?: Exchange): boolean {
    if (problems.length === 0) {
      this.pass(op, check)
      return true
    }
    for (const p of problems) this.fail(op, check, p, exchange)
    return false
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

/** Everything that is wrong with an answer as the contract sees it (empty: it conforms). */
export function conformance(contract: Contract, x: Exchange): string[] {
  const problems: string[] = []
  const { declared, validate } = contract.response(x.op, x.status)
  if (x.status >= 500) problems.push(`server error: status ${x.status}`)
  if (!declared)
    problems.push(`status ${x.status} is not declared (declared: ${x.op.statuses.join(", ")})`)
  if (!/application\/(.+\+)?json/.test(x.contentType))
    problems.push(`content type ${x.contentType || "(none)"} is not JSON`)
  const env = envelopeOf(x)
  if (!env) {
    problems.push(`body is not the {code, message, data} envelope: ${x.text.slice(0, 120)}`)
    return problems
  }
  if (x.status >= 200 && x.status < 300 && !SUCCESS_CODES.has(env.code))
    problems.push(`success status ${x.status} with code ${env.code} (not 10000, 200 or 201)`)
  if (declared && validate && !validate(x.json)) {
    for (const e of (validate.errors ?? []).slice(0, 5))
      problems.push(
        `answer does not match the schema of ${x.status}: ${e.instancePath || "(body)"} ${e.message ?? e.keyword}${e.keyword === "required" ? "" : ` ${JSON.stringify(e.params)}`}`,
      )
  }
  return problems
}

export const isSuccess = (x: Exchange): boolean => x.status >= 200 && x.status < 300

/** Whether a 422's field errors name `field` (as itself, `field.0`, `field[0]` …). */
export function namesField(env: Envelope | null, field: string): boolean {
  const keys = Object.keys(env?.errors ?? {})
  return keys.some((k) => k === field || k.startsWith(`${field}.`) || k.startsWith(`${field}[`))
}
