/**
 * An independent validator reads every request body example: openapi-enforcer (a tool this
 * project did not write, pinned in docs/decisions/0013-list-encoding.md) loads openapi.yaml,
 * each form-body example is encoded as the client sends it (core's FormBody, repeated keys),
 * deserialised by enforcer's own `style`/`explode` parser as each field's `encoding` says, and the
 * request (path, query, body) is validated by enforcer against the operation. All must pass; a
 * construct enforcer cannot read is fixed in the contract, not here.
 */
import { parse as parseQuery } from "node:querystring"
import { beforeAll, describe, expect, it } from "vitest"
import Enforcer from "openapi-enforcer"
import { FormBody, type FormRecord } from "@mall/core/FormBody"
import { specPath } from "../src/prism/prism.ts"
import { deref, loadSpec, operations, validRequest, type JsonObject } from "../src/prism/spec.ts"

const FORM = "application/x-www-form-urlencoded"
const doc = loadSpec()

type EnforcerResult<T> = [T | undefined, unknown, unknown]
interface EnforcerParameter {
  parse(value: string, query?: Record<string, string[]>): EnforcerResult<unknown>
}
interface EnforcerDocument {
  request(request: {
    method: string
    path: string
    headers?: Record<string, string>
    body?: unknown
  }): EnforcerResult<unknown>
}
const enforcer = Enforcer as unknown as ((
  file: string,
  options: { fullResult: true },
) => Promise<EnforcerResult<EnforcerDocument>>) & {
  v3_0: { Parameter(definition: JsonObject): EnforcerResult<EnforcerParameter> }
}

/** A schema with every local $ref replaced by its target (the request schemas have no cycles). */
function inline(node: unknown, depth = 0): unknown {
  if (depth > 20) throw new Error("schema nested too deep (a cycle?)")
  if (Array.isArray(node)) return node.map((n) => inline(n, depth + 1))
  if (typeof node !== "object" || node === null) return node
  const resolved = "$ref" in node ? deref(doc, node as JsonObject) : (node as JsonObject)
  return Object.fromEntries(Object.entries(resolved).map(([k, v]) => [k, inline(v, depth + 1)]))
}

interface BodyCase {
  operation: string
  method: string
  url: string
  encoded: string
  schema: JsonObject
  encoding: JsonObject
}

/** Every request-body example of every operation, encoded as the client sends it. */
function bodyCases(): BodyCase[] {
  const out: BodyCase[] = []
  for (const op of operations(doc)) {
    const raw = deref(doc, deref(doc, doc.paths as JsonObject)[op.path] as JsonObject)[
      op.method
    ] as JsonObject
    if (raw.requestBody === undefined) continue
    const media = deref(doc, deref(doc, deref(doc, raw.requestBody).content)[FORM])
    const examples: unknown[] = []
    if (media.example !== undefined) examples.push(media.example)
    if (typeof media.examples === "object" && media.examples !== null)
      for (const ex of Object.values(media.examples)) examples.push(deref(doc, ex).value)
    const request = validRequest("http://x", op, { body: null })
    const url = request.url.slice("http://x".length)
    if (examples.length === 0) examples.push(undefined)
    for (const example of examples) {
      out.push({
        operation: `${op.method.toUpperCase()} ${op.path} (${op.operationId})`,
        method: op.method,
        url,
        encoded: example === undefined ? "" : FormBody.encode(example as FormRecord),
        schema: inline(media.schema) as JsonObject,
        encoding: (media.encoding ?? {}) as JsonObject,
      })
    }
  }
  return out
}

/** The body as enforcer deserialises it: each field by its encoding's style and explode. */
function deserialise(c: BodyCase): { body: Record<string, unknown>; errors: string[] } {
  // maxKeys 0: Node's parser keeps every pair (by default it stops after 1,000).
  const query = parseQuery(c.encoded, "&", "=", { maxKeys: 0 }) as Record<string, string | string[]>
  const lists = Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]),
  )
  const body: Record<string, unknown> = {}
  const errors: string[] = []
  const properties = (c.schema.properties ?? {}) as Record<string, JsonObject>
  for (const [name, schema] of Object.entries(properties)) {
    if (!(name in lists)) continue
    const encoding = (c.encoding[name] ?? {}) as JsonObject
    const style = (encoding.style as string | undefined) ?? "form"
    const explode = (encoding.explode as boolean | undefined) ?? style === "form"
    // An empty value is a value in a form body: allowed where the field (or list item) is a string.
    const item = schema.type === "array" ? (schema.items as JsonObject) : schema
    const emptyAllowed = item.type === "string" && !(Number(item.minLength ?? 0) > 0)
    const [parameter, definitionError] = enforcer.v3_0.Parameter({
      name,
      in: "query",
      style,
      explode,
      allowEmptyValue: emptyAllowed,
      schema,
    })
    if (!parameter) {
      errors.push(`${name}: enforcer cannot read the encoding: ${String(definitionError)}`)
      continue
    }
    const [value, parseError] = parameter.parse(c.encoded, lists)
    if (parseError !== undefined) errors.push(`${name}: ${String(parseError)}`)
    else body[name] = value
  }
  return { body, errors }
}

let openapi: EnforcerDocument
const cases = bodyCases()

beforeAll(async () => {
  const [document, error] = await enforcer(specPath, { fullResult: true })
  if (!document) throw new Error(`openapi-enforcer cannot load openapi.yaml:\n${String(error)}`)
  openapi = document
})

function check(c: BodyCase): string[] {
  const { body, errors } = deserialise(c)
  const [, error] = openapi.request({
    method: c.method,
    path: c.url,
    headers: { "content-type": FORM },
    body,
  })
  if (error !== undefined) errors.push(String(error))
  return errors
}

describe("openapi-enforcer reads every request body example", () => {
  it("finds the form bodies, each with an example", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30)
    expect(cases.filter((c) => c.encoded === "").map((c) => c.operation)).toEqual([])
    expect(cases.some((c) => /(^|&)ids=\d+&ids=\d+/.test(c.encoded))).toBe(true)
  })

  it("validates every example, deserialised as its encoding says", () => {
    const failures = cases
      .map((c) => ({ operation: c.operation, body: c.encoded, errors: check(c) }))
      .filter((f) => f.errors.length > 0)
    expect(failures).toEqual([])
  })

  it("is a real check: a bad element anywhere in a list, a list above maxItems and a missing field fail", () => {
    const batchDelete = cases.find((c) => c.operation.startsWith("POST /api/cart/batch_delete "))
    expect(batchDelete).toBeDefined()
    if (!batchDelete) return
    expect(check({ ...batchDelete, encoded: "ids=abc&ids=88002" })).not.toEqual([])
    expect(check({ ...batchDelete, encoded: "ids=88001&ids=0" })).not.toEqual([])
    const tooMany = Array.from({ length: 1001 }, (_, i) => `ids=${i + 1}`).join("&")
    expect(check({ ...batchDelete, encoded: tooMany })).not.toEqual([])
    expect(check({ ...batchDelete, encoded: "ids=88001" })).toEqual([])
    const cart = cases.find((c) => c.operation.startsWith("POST /api/cart "))
    expect(cart).toBeDefined()
    if (cart) expect(check({ ...cart, encoded: "goods_id=1&price=1.00&number=1" })).not.toEqual([])
  })
})
