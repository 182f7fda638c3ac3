/**
 * Broken inputs: a request that would succeed, broken one way at a time (generate.ts: a required
 * field missing, a wrong type, out of range, too long, too many items, an unknown enum value, a
 * pattern not matched), must be refused with 422 naming that field, and a refused write must
 * change nothing the account can read. The scenario table's requests are broken before they are
 * sent, while their ids are live (a line still in the cart, an order still unpaid), so a server
 * that validates only after finding the thing is caught too.
 */
import { envelopeOf, namesField } from "../checks.ts"
import type { Problem } from "../checks.ts"
import { isWrite } from "../contract.ts"
import type { Operation } from "../contract.ts"
import { breakages, fieldBreakages } from "../generate.ts"
import type { Breakage } from "../generate.ts"
import type { Call, Exchange } from "../http.ts"
import type { Suite } from "../suite.ts"

/** A broken field, and other fields set with it (`with`) when the rule ties two together. */
type Case = { where: "body" | "query" | "path"; b: Breakage; with?: Record<string, unknown> }

/**
 * A date range the contract refuses (an end date before the start date, 早于开始日期时 422): for
 * each `…end_date` query parameter saying so, the day before its `…start_date`.
 */
function reversedRanges(op: Operation): Case[] {
  const out: Case[] = []
  for (const p of op.params) {
    if (p.in !== "query" || !p.name.endsWith("end_date")) continue
    if (!/早于开始日期时\s*422/.test(p.description)) continue
    const start = p.name.replace(/end_date$/, "start_date")
    if (!op.params.some((q) => q.in === "query" && q.name === start)) continue
    out.push({
      where: "query",
      b: { field: p.name, how: `before ${start} (早于开始日期)`, value: "2026-01-01" },
      with: { [start]: "2026-01-02" },
    })
  }
  return out
}

/**
 * A confirmation that does not repeat its field (`password_confirmation` other than `password`):
 * for each body field `X_confirmation` beside an `X`, X's value with its last character changed.
 */
export function mismatches(base: Call): Case[] {
  const body = base.body ?? {}
  const props = (base.op.body?.properties ?? {}) as Record<string, unknown>
  const out: Case[] = []
  for (const name of Object.keys(props)) {
    const field = name.replace(/_confirmation$/, "")
    if (field === name || !(field in props)) continue
    const v = body[field]
    if (typeof v !== "string" || v === "") continue
    const other = v.slice(0, -1) + (v.endsWith("9") ? "8" : "9")
    out.push({ where: "body", b: { field: name, how: `not repeating ${field}`, value: other } })
  }
  return out
}

/**
 * Sends the mismatched confirmations of `base` alone, a request with an SMS `code` that does not
 * succeed as it is (the suite has no code): each must still be refused with 422 naming the
 * confirmation, the form being checked before a code is tried (a try counts against the code's 5).
 */
export async function breakConfirmations(suite: Suite, base: Call): Promise<void> {
  const props = (base.op.body?.properties ?? {}) as Record<string, unknown>
  if (!suite.inScope(base.op) || !("code" in props)) return
  for (const c of mismatches(base)) await suite.send(broken(base, c), "negative", refusal(c))
}

export function casesOf(suite: Suite, op: Operation): Case[] {
  const out: Case[] = []
  for (const b of breakages(suite.contract, op.body)) out.push({ where: "body", b })
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
    for (const b of fieldBreakages(suite.contract, p.name, p.schema, p.required))
      out.push({ where: "query", b })
  }
  return [...out, ...reversedRanges(op)]
}

function broken(base: Call, { where, b, with: also }: Case): Call {
  const call: Call = {
    ...base,
    path: { ...base.path },
    query: { ...base.query },
    body: base.body ? { ...base.body } : base.op.method === "GET" ? null : {},
  }
  const target = (
    where === "path" ? call.path : where === "query" ? call.query : call.body
  ) as Record<string, unknown>
  if (b.value === undefined) delete target[b.field]
  else target[b.field] = b.value
  Object.assign(target, also)
  return call
}

const refusal =
  ({ where, b }: Case) =>
  (x: Exchange): Problem[] => {
    // a braked call (429 with Retry-After) cannot be judged: it answers before it reads
    if (x.status === 429 && x.responseHeaders["retry-after"] !== undefined) return []
    if (x.status !== 422)
      return [
        {
          cause: `a broken request is not refused with 422`,
          detail: `${where} field ${b.field} ${b.how}: expected 422, got ${x.status}`,
        },
      ]
    const env = envelopeOf(x)
    if (!namesField(env, b.field))
      return [
        {
          cause: "a 422 does not name the field that is wrong",
          detail: `${where} field ${b.field} ${b.how}: the 422 has no field error for ${b.field} (errors: ${JSON.stringify(env?.errors ?? null)})`,
        },
      ]
    const foreign = notChinese(env?.errors)
    return foreign.length === 0
      ? []
      : [
          {
            cause: "a 422's field errors are not in Chinese (the client shows them as they are)",
            detail: `${where} field ${b.field} ${b.how}: ${foreign.slice(0, 3).join("; ")}`,
          },
        ]
  }

/** The contract's 422 carries `errors: {field: ["中文信息", …]}`: messages without a Chinese word. */
function notChinese(errors: unknown): string[] {
  if (typeof errors !== "object" || errors === null) return []
  return Object.entries(errors as Record<string, unknown>).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages])
      .filter((m) => !/\p{Script=Han}/u.test(String(m)))
      .map((m) => `${field}: ${JSON.stringify(m)}`),
  )
}

/**
 * Sends every breakage of `base` (a request that succeeds, or is about to). A write's refusals
 * are checked together against the account's data (read before and after); when it changed, each
 * is sent again alone to find the ones that changed it.
 */
export async function breakEach(suite: Suite, base: Call): Promise<void> {
  const op = base.op
  const cases = [...casesOf(suite, op), ...mismatches(base)]
  if (cases.length === 0 || !suite.inScope(op)) return
  const as = base.as ?? suite.accountA
  const write = isWrite(op) && as !== null
  const before = write ? await suite.fingerprint(as) : ""
  const sent: { c: Case; x: Exchange }[] = []
  for (const c of cases)
    sent.push({ c, x: await suite.send(broken(base, c), "negative", refusal(c)) })
  if (!write || (await suite.fingerprint(as)) === before) return
  let last = await suite.fingerprint(as)
  for (const { c } of sent) {
    const x = await suite.client.send(broken(base, c))
    const now = await suite.fingerprint(as)
    if (now !== last)
      suite.file(op, "negative", [
        {
          cause: "a refused request changed the account's data",
          detail: `${c.where} field ${c.b.field} ${c.b.how}: the refused request changed the account's data`,
          exchange: x,
        },
      ])
    last = now
  }
}
