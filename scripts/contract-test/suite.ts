/**
 * A run of the conformance suite as its phases share it: the contract, the client with each
 * account's session, the results, the bag of values earlier answers gave, the last good request
 * and the successful answers of each operation, and the helpers every phase uses (send and
 * record, sign in, read the account's data, an operation's example request). The phases and
 * their order: run.ts.
 */
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { Results, conformance, dataOf, isSuccess } from "./checks.ts"
import type { Check, Problem } from "./checks.ts"
import { readContract } from "./contract.ts"
import type { Contract, Operation } from "./contract.ts"
import { Client, Session } from "./http.ts"
import type { Call, Exchange } from "./http.ts"
import type { Bag } from "./bag.ts"

export const DEFAULT_CONTRACT = resolve(
  fileURLToPath(new URL(".", import.meta.url)),
  "../../openapi.yaml",
)

export interface Options {
  server: string
  /** NAME:PASSWORD; the first is the main account, the second (if any) the "other company". */
  accounts: { name: string; password: string }[]
  only?: string[]
  readOnly?: boolean
  seed?: number
  /** Generated valid inputs per operation. */
  generated?: number
  /** Runs of each rule property. */
  ruleRuns?: number
  contractFile?: string
  /** The contract already read (the self-test reads it once for all its runs). */
  contract?: Contract
  log?: (line: string) => void
  /**
   * Called with each failure as it is filed; answering true ends the run early (the self-test
   * stops once the operation it expects is named).
   */
  stopWhen?: (op: string) => boolean
}

export interface Outcome {
  results: Results
  requests: number
  seconds: number
  seed: number
  ok: boolean
}

export const FOREIGN_ORIGIN = "http://contract-test.invalid"

/** Thrown to end a run early (Options.stopWhen). */
export class Stop extends Error {}

/** Reads the account's own data: what a refused write must leave as it was. */
const FINGERPRINT = [
  "getCartList",
  "getOrderList",
  "getAddressList",
  "getFavorite",
  "getUserUserMoney",
  "getUserCoupon",
  "getMessageList",
  "getUserBuy",
]

/** Successful answers kept per operation (the meanings phase reads them). */
const KEPT_ANSWERS = 4

export class Suite {
  readonly contract: Contract
  readonly client: Client
  readonly results: Results
  readonly bag: Bag = {}
  /** The last request of each operation that succeeded (the base of negative and access checks). */
  readonly good = new Map<string, Call>()
  /** Successful answers of each operation, the first few. */
  readonly answers = new Map<string, Exchange[]>()
  readonly seed: number
  readonly scope: Set<string>
  readonly log: (line: string) => void

  constructor(readonly options: Options) {
    this.contract = options.contract ?? readContract(options.contractFile ?? DEFAULT_CONTRACT)
    this.client = new Client(options.server)
    this.results = new Results(this.contract)
    this.seed = options.seed ?? Date.now() % 2_147_483_647
    const only = options.only ?? []
    this.scope = new Set(
      this.contract.operations
        .filter((o) => only.length === 0 || only.some((t) => o.tags.includes(t) || o.id === t))
        .map((o) => o.id),
    )
    this.log = options.log ?? (() => undefined)
    for (const a of options.accounts)
      this.client.sessions.set(a.name, new Session(a.name, a.password))
  }

  op(id: string): Operation {
    const op = this.contract.byId.get(id)
    if (!op) throw new Error(`the contract has no operation ${id}`)
    return op
  }

  has(id: string): boolean {
    return this.contract.byId.has(id)
  }

  get accountA(): string {
    return this.options.accounts[0]?.name ?? ""
  }

  get accountB(): string | null {
    return this.options.accounts[1]?.name ?? null
  }

  get readOnly(): boolean {
    return this.options.readOnly === true
  }

  inScope(op: Operation | string): boolean {
    return this.scope.has(typeof op === "string" ? op : op.id)
  }

  /** Files problems under `check` (each on the operation it names), unless out of scope. */
  file(op: Operation | string, check: Check, problems: Problem[], exchange?: Exchange): void {
    const id = typeof op === "string" ? op : op.id
    const mine = problems.filter((p) => this.inScope(p.op ?? id))
    if (problems.length === 0 && this.inScope(id)) this.results.pass(id, check)
    if (mine.length === 0) return
    this.results.record(this.op(id), check, mine, exchange)
    const stop = this.options.stopWhen
    if (stop && mine.some((p) => stop(p.op ?? id))) throw new Stop()
  }

  /** Sends a call and records its conformance and `extra` problems under `check`. */
  async send(
    call: Call,
    check: Check,
    extra: (x: Exchange) => (string | Problem)[] = () => [],
  ): Promise<Exchange> {
    const x = await this.client.send(call)
    if (isSuccess(x)) {
      const kept = this.answers.get(call.op.id) ?? []
      if (kept.length < KEPT_ANSWERS) this.answers.set(call.op.id, [...kept, x])
    }
    const problems = [...conformance(this.contract, x), ...extra(x)].map((p) =>
      typeof p === "string" ? { cause: p } : p,
    )
    this.file(call.op, check, problems, x)
    return x
  }

  /** A read of the first account (or `as`), its conformance recorded: the answer and its data. */
  async read(
    id: string,
    parts: Omit<Call, "op"> = {},
  ): Promise<{ x: Exchange; data: Record<string, unknown> | null }> {
    const x = await this.send({ as: this.accountA, ...parts, op: this.op(id) }, "positive")
    return { x, data: dataOf(x) as Record<string, unknown> | null }
  }

  async signIn(name: string): Promise<boolean> {
    const session = this.client.session(name)
    if (!session) return false
    session.cookie = ""
    const x = await this.client.send({
      op: this.op("postAuthLogin"),
      body: { username: session.name, password: session.password },
      as: name,
    })
    const ok = isSuccess(x) && session.cookie !== ""
    // Without a session nothing else can be judged: a failure whatever --only says.
    if (!ok)
      this.results.fail(
        "postAuthLogin",
        "positive",
        `cannot sign in as ${name}: ${x.status} ${x.text.slice(0, 120)}`,
        x,
        "cannot sign in",
      )
    else this.file("postAuthLogin", "positive", conformance(this.contract, x), x)
    return ok
  }

  /** The account's own data as one string (compared before and after a write that must fail). */
  async fingerprint(as: string): Promise<string> {
    const ids = FINGERPRINT.filter((id) => this.contract.byId.has(id))
    const parts = await Promise.all(
      ids.map(async (id) => {
        const x = await this.client.send({ op: this.op(id), as })
        // Only a success's data counts: an error answer may carry its time.
        return `${id}:${x.status}:${JSON.stringify(dataOf(x))}`
      }),
    )
    return parts.join("\n")
  }

  /** The example request of an operation (parameter and body examples). */
  exampleCall(op: Operation): Call {
    const path: Record<string, string | number> = {}
    const query: Record<string, unknown> = {}
    for (const p of op.params) {
      if (p.example === undefined) continue
      if (p.in === "path") path[p.name] = p.example as string | number
      else query[p.name] = p.example
    }
    return {
      op,
      path,
      query,
      body: op.bodyExample ? { ...op.bodyExample } : op.body ? {} : null,
      as: this.accountA,
    }
  }
}
