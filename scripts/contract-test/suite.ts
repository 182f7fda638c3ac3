/**
 * A run of the conformance suite as the phases share it: the contract, the client with each
 * account's session, the results, the bag of values earlier answers gave, and the phases (the
 * order and what each checks: run.ts).
 */
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { Results, conformance, envelopeOf, isSuccess, namesField } from "./checks.ts"
import type { Check } from "./checks.ts"
import { isWrite, readContract } from "./contract.ts"
import type { Contract, Operation } from "./contract.ts"
import { breakages, fieldBreakages, samples } from "./generate.ts"
import type { Breakage } from "./generate.ts"
import { Client, Session } from "./http.ts"
import type { Call, Exchange } from "./http.ts"
import { LAST, Missing, NO_GENERATED, scenario } from "./scenario.ts"
import type { Bag, Step } from "./scenario.ts"

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
  log?: (line: string) => void
}

export interface Outcome {
  results: Results
  requests: number
  seconds: number
  seed: number
  ok: boolean
}

export const FOREIGN_ORIGIN = "http://contract-test.invalid"

/** Reads the account's own data: what a write must leave as it was. */
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

export class Suite {
  readonly contract: Contract
  readonly client: Client
  readonly results: Results
  readonly bag: Bag = {}
  /** The last request of each operation that succeeded (the base of negative and access checks). */
  readonly good = new Map<string, Call>()
  readonly seed: number
  readonly scope: Set<string>
  readonly log: (line: string) => void

  constructor(readonly options: Options) {
    this.contract = readContract(options.contractFile ?? DEFAULT_CONTRACT)
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

  get accountA(): string {
    return this.options.accounts[0]?.name ?? ""
  }

  get accountB(): string | null {
    return this.options.accounts[1]?.name ?? null
  }

  inScope(op: Operation): boolean {
    return this.scope.has(op.id)
  }

  /** Sends a call and records its conformance under `check` (out of scope: sent, not recorded). */
  async send(
    call: Call,
    check: Check,
    extra: (x: Exchange) => string[] = () => [],
  ): Promise<Exchange> {
    const x = await this.client.send(call)
    if (this.inScope(call.op))
      this.results.record(call.op, check, [...conformance(this.contract, x), ...extra(x)], x)
    return x
  }

  async signIn(name: string): Promise<boolean> {
    const session = this.client.session(name)
    if (!session) return false
    const x = await this.send(
      {
        op: this.op("postAuthLogin"),
        body: { username: session.name, password: session.password },
        as: name,
      },
      "positive",
      (x) =>
        isSuccess(x) ? [] : [`cannot sign in as ${name}: ${x.status} ${x.text.slice(0, 120)}`],
    )
    const ok = isSuccess(x) && session.cookie !== ""
    // Without a session nothing else can be judged: a failure whatever --only says.
    if (!ok)
      this.results.fail(
        "postAuthLogin",
        "positive",
        `cannot sign in as ${name}: ${x.status} ${x.text.slice(0, 120)}`,
        x,
      )
    return ok
  }

  /** The account's own data as one string (compared before and after a write that must fail). */
  async fingerprint(as: string): Promise<string> {
    const parts: string[] = []
    for (const id of FINGERPRINT) {
      const op = this.contract.byId.get(id)
      if (!op) continue
      const x = await this.client.send({ op, as, query: id === "getCartList" ? {} : {} })
      // Only a success's data counts: an error answer may carry its time.
      const data = isSuccess(x) ? (envelopeOf(x)?.data ?? null) : null
      parts.push(`${id}:${x.status}:${JSON.stringify(data)}`)
    }
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

  // ── phase 1: positive ─────────────────────────────────────────────────────────────

  async runStep(step: Step): Promise<void> {
    const op = this.op(step.op)
    if (this.options.readOnly && isWrite(op)) {
      this.results.skip(op, "write (--read-only)")
      return
    }
    const example = this.exampleCall(op)
    let call: Call
    try {
      call = {
        op,
        path: step.path ? step.path(this.bag) : example.path,
        query: step.query ? step.query(this.bag) : example.query,
        body: step.body ? step.body(this.bag, { ...(op.bodyExample ?? {}) }) : example.body,
        as: step.as === null ? null : step.as === "B" ? this.accountB : this.accountA,
      }
    } catch (error) {
      if (error instanceof Missing) {
        this.results.skip(op, error.message)
        return
      }
      throw error
    }
    const expect = step.expect ?? "success"
    const x = await this.send(call, "positive", (x) =>
      expect === "success" && !isSuccess(x)
        ? [`expected a success, got ${x.status} ${envelopeOf(x)?.message ?? x.text.slice(0, 80)}`]
        : [],
    )
    if (isSuccess(x)) {
      this.good.set(op.id, call)
      try {
        step.then?.(envelopeOf(x)?.data, this.bag)
      } catch {
        // An answer without what the next steps need: they are skipped.
      }
    }
  }

  async positive(): Promise<void> {
    const named = new Set(scenario.map((s) => s.op))
    for (const step of scenario) if (this.contract.byId.has(step.op)) await this.runStep(step)
    // Operations the table does not name: their examples.
    for (const op of this.contract.operations) {
      if (named.has(op.id) || LAST.has(op.id) || op.id === "postAuthLogin" || !this.inScope(op))
        continue
      await this.runStep({ op: op.id, expect: "declared" })
    }
    // Generated valid inputs.
    const n = this.options.generated ?? 3
    let k = 0
    for (const op of this.contract.operations) {
      k += 1
      if (!this.inScope(op) || NO_GENERATED.has(op.id) || LAST.has(op.id)) continue
      if (this.options.readOnly && isWrite(op)) continue
      const queryParams = op.params.filter((p) => p.in === "query" && !p.exploded)
      if (!op.body && queryParams.length === 0) continue
      const base = this.good.get(op.id) ?? this.exampleCall(op)
      const querySchema = {
        type: "object",
        properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
        required: queryParams.filter((p) => p.required).map((p) => p.name),
      }
      const queries = samples(this.contract, querySchema, n, this.seed + k) as Record<
        string,
        unknown
      >[]
      const bodies = op.body
        ? (samples(this.contract, op.body, n, this.seed + k) as Record<string, unknown>[])
        : []
      for (let i = 0; i < n; i++) {
        await this.send(
          {
            op,
            path: base.path,
            query: queries[i] ?? {},
            body: op.body ? (bodies[i] ?? {}) : null,
            as: base.as ?? this.accountA,
          },
          "positive",
        )
      }
    }
  }

  // ── phase 2: negative ─────────────────────────────────────────────────────────────

  casesOf(op: Operation): { where: "body" | "query" | "path"; b: Breakage }[] {
    const out: { where: "body" | "query" | "path"; b: Breakage }[] = []
    for (const b of breakages(this.contract, op.body)) out.push({ where: "body", b })
    for (const p of op.params) {
      if (p.exploded) continue
      if (p.in === "path") {
        if (p.schema.type === "integer")
          out.push({
            where: "path",
            b: { field: p.name, how: "wrong type (text for a number)", value: "abc" },
          })
        continue
      }
      for (const b of fieldBreakages(this.contract, p.name, p.schema, p.required))
        out.push({ where: "query", b })
    }
    return out
  }

  async negative(): Promise<void> {
    for (const op of this.contract.operations) {
      if (!this.inScope(op) || LAST.has(op.id)) continue
      if (this.options.readOnly && isWrite(op)) continue
      const base = this.good.get(op.id)
      const cases = this.casesOf(op)
      if (cases.length === 0) continue
      if (!base) {
        this.results.skip(op, "negative: no successful request to break")
        continue
      }
      const as = base.as ?? this.accountA
      let before = isWrite(op) && as ? await this.fingerprint(as) : ""
      for (const { where, b } of cases) {
        const call: Call = {
          ...base,
          path: { ...base.path },
          query: { ...base.query },
          body: base.body ? { ...base.body } : op.method === "GET" ? null : {},
        }
        const target = (
          where === "path" ? call.path : where === "query" ? call.query : call.body
        ) as Record<string, unknown>
        if (b.value === undefined) delete target[b.field]
        else target[b.field] = b.value
        const x = await this.send(call, "negative", (x) => {
          const problems: string[] = []
          if (x.status !== 422)
            problems.push(`${where} field ${b.field} ${b.how}: expected 422, got ${x.status}`)
          else if (!namesField(envelopeOf(x), b.field))
            problems.push(
              `${where} field ${b.field} ${b.how}: the 422 has no field error for ${b.field} (errors: ${JSON.stringify(envelopeOf(x)?.errors ?? null)})`,
            )
          return problems
        })
        if (isWrite(op) && as) {
          const after = await this.fingerprint(as)
          if (after !== before) {
            this.results.fail(
              op,
              "negative",
              `${where} field ${b.field} ${b.how}: the refused request changed the account's data`,
              x,
            )
            before = after
          }
        }
      }
    }
  }

  // ── phase 3: sessions, origin, ownership ──────────────────────────────────────────

  async access(): Promise<void> {
    for (const op of this.contract.operations) {
      if (!this.inScope(op) || !op.auth) continue
      if (this.options.readOnly && isWrite(op)) continue
      const base = this.good.get(op.id) ?? this.exampleCall(op)
      await this.send({ ...base, as: null }, "session", (x) =>
        x.status === 401 && envelopeOf(x)?.code === 10001
          ? []
          : [
              `without a session: expected 401 with code 10001, got ${x.status} ${x.text.slice(0, 80)}`,
            ],
      )
    }
    if (this.options.readOnly) return
    const a = this.accountA
    let before = await this.fingerprint(a)
    for (const op of this.contract.operations) {
      if (!this.inScope(op) || !isWrite(op) || LAST.has(op.id) || op.id === "postAuthLogin")
        continue
      const base = this.good.get(op.id) ?? this.exampleCall(op)
      const x = await this.send({ ...base, headers: { origin: FOREIGN_ORIGIN } }, "origin", (x) =>
        x.status === 403 ? [] : [`foreign Origin ${FOREIGN_ORIGIN}: expected 403, got ${x.status}`],
      )
      const after = await this.fingerprint(a)
      if (after !== before) {
        this.results.fail(
          op,
          "origin",
          "a write with a foreign Origin changed the account's data",
          x,
        )
        before = after
      }
    }
    await this.ownership()
  }

  async ownership(): Promise<void> {
    const a = this.accountA
    const b = this.accountB
    const targets = [
      "getOrderById",
      "getOrderLogistics",
      "postOrderPay",
      "postOrderCancel",
      "postOrderConfirm",
      "putAddress",
      "deleteAddress",
      "postCartEdit",
      "postCartCheckout",
      "postOrder",
      "getReturnById",
      "getAfterSaleById",
      "postHmddReceipt",
      "postReturn",
    ].filter((id) => this.contract.byId.has(id))
    if (!b) {
      for (const id of targets) this.results.skip(id, "ownership: needs a second --account")
      return
    }
    // A's things: a cart line, an unpaid order, a shipped order, an address, a return …
    const orders = await this.client.send({
      op: this.op("getOrderList"),
      as: a,
      query: { status: 0 },
    })
    const unpaid = ((envelopeOf(orders)?.data as { data?: { id: number }[] } | null)?.data ?? [])[0]
      ?.id
    const goods =
      (this.bag.goods as
        { id: number; base_price: string; zbz?: number; ck_id?: number }[] | undefined) ?? []
    if (goods[0]) {
      const g = goods[0]
      await this.client.send({
        op: this.op("postCart"),
        as: a,
        body: {
          goods_id: [g.id],
          price: [g.base_price],
          number: [Math.max(1, g.zbz ?? 1)],
          ck_id: [g.ck_id ?? 0],
        },
      })
    }
    const cart = await this.client.send({ op: this.op("getCartList"), as: a })
    const lines = ((envelopeOf(cart)?.data as { data?: { id: number }[] } | null)?.data ?? []).map(
      (l) => l.id,
    )
    const bAddresses = await this.client.send({ op: this.op("getAddressList"), as: b })
    const bAddress = ((envelopeOf(bAddresses)?.data as { id: number }[] | null) ?? [])[0]?.id
    const shipped = (this.bag.shippedOrderIds as number[] | undefined)?.[0]
    const address = this.bag.addressId as number | undefined
    const line = (this.bag.shippedLine as { id: number } | undefined)?.id
    const plan: Record<string, Partial<Call> | null> = {
      getOrderById:
        (this.bag.orderId ?? this.bag.anyOrderId)
          ? { path: { id: (this.bag.orderId ?? this.bag.anyOrderId) as number } }
          : null,
      getOrderLogistics: shipped ? { path: { id: shipped } } : null,
      postOrderPay: unpaid ? { path: { id: unpaid }, body: { pay_type: "wechat" } } : null,
      postOrderCancel: unpaid ? { path: { id: unpaid }, body: { reason: "契约测试" } } : null,
      postOrderConfirm: shipped ? { path: { id: shipped }, body: {} } : null,
      putAddress: address
        ? {
            path: { id: address },
            body: {
              consignee: "他人",
              phone: "13800138009",
              province: "广东省",
              city: "广州市",
              district: "天河区",
              address: "他人地址",
            },
          }
        : null,
      deleteAddress: address ? { path: { id: address } } : null,
      postCartEdit: lines[0] ? { path: { id: lines[0] }, body: { number: 1 } } : null,
      postCartCheckout: lines.length > 0 ? { body: { ids: lines } } : null,
      postOrder:
        lines.length > 0 && bAddress
          ? { body: { ids: lines, address_id: bAddress, pay_type: "wechat" } }
          : null,
      getReturnById: this.bag.returnId ? { path: { id: this.bag.returnId as number } } : null,
      getAfterSaleById: this.bag.afterSaleId
        ? { path: { id: this.bag.afterSaleId as number } }
        : null,
      postHmddReceipt: this.bag.hmddId
        ? {
            path: { id: this.bag.hmddId as number },
            body: { receipt_image: "/static/upload/x.svg" },
          }
        : null,
      postReturn:
        shipped && line
          ? {
              body: {
                order_id: shipped,
                order_goods_ids: [line],
                numbers: [1],
                reason: "他人退货",
              },
            }
          : null,
    }
    let before = await this.fingerprint(a)
    for (const id of targets) {
      const op = this.op(id)
      if (!this.inScope(op)) continue
      const part = plan[id]
      if (!part) {
        this.results.skip(op, "ownership: the first account has nothing of this kind")
        continue
      }
      const x = await this.send(
        { op, as: b, path: {}, query: {}, body: op.body ? {} : null, ...part },
        "ownership",
        (x) =>
          x.status === 403 || x.status === 404
            ? []
            : [
                `another company's ${id.includes("Address") ? "address" : id.includes("Cart") || id === "postOrder" ? "cart lines" : "order"} with the second account's session: expected 403 or 404, got ${x.status}`,
              ],
      )
      const after = await this.fingerprint(a)
      if (after !== before) {
        this.results.fail(
          op,
          "ownership",
          "another company's session changed the first account's data",
          x,
        )
        before = after
      }
    }
  }

  // ── the end: sign out ─────────────────────────────────────────────────────────────

  async last(): Promise<void> {
    const op = this.contract.byId.get("deleteUserLogout")
    if (!op || this.options.readOnly) return
    await this.send({ op, as: this.accountA }, "positive", (x) =>
      isSuccess(x) ? [] : [`expected a success, got ${x.status}`],
    )
    const probe = this.contract.byId.get("getCartTotal")
    if (probe && this.inScope(op)) {
      const x = await this.client.send({ op: probe, as: this.accountA })
      if (x.status !== 401)
        this.results.fail(
          op,
          "positive",
          `after signing out the session still works (GET ${probe.path} answered ${x.status})`,
          x,
        )
    }
  }
}
