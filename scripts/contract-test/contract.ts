/**
 * The contract as the conformance suite reads it: every operation of openapi.yaml with its
 * parameters, form body schema and field encodings, its examples, its declared responses, and the
 * ajv validators the dev back end uses too (OpenAPI 3.0 schemas converted to JSON Schema once).
 */
import { readFileSync } from "node:fs"
import { parse } from "yaml"
import { loadContract, responseValidator } from "../../mock-server/src/contract/contract.ts"
import type { Operation as Compiled } from "../../mock-server/src/contract/contract.ts"

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type Schema = { [key: string]: unknown }

export interface Param {
  name: string
  in: "path" | "query"
  required: boolean
  schema: Schema
  /** The parameter's description (a rule it states: 早于开始日期时 422). */
  description: string
  example: unknown
  /** `style: form, explode: true` on an object: its properties are the query keys. */
  exploded: boolean
}

export interface Operation {
  id: string
  method: "GET" | "POST" | "PUT" | "DELETE"
  /** OpenAPI path template, e.g. /api/order/{id}. */
  path: string
  tags: string[]
  /** The operation's description: some meanings are said only there ("新的在前"). */
  description: string
  auth: boolean
  params: Param[]
  /** The form body's object schema (resolved), or null. */
  body: Schema | null
  bodyRequired: boolean
  /** Field name → "indexed" (deepObject: name[0]=…) or "repeat" (name=…&name=…). */
  listStyle: Record<string, "indexed" | "repeat">
  bodyExample: Record<string, unknown> | null
  /** Declared statuses, as written ("200", "4XX", "default"). */
  statuses: string[]
  /** The schema of `data` in the 200 answer (resolved), or null. */
  dataSchema: Schema | null
  compiled: Compiled
}

export interface Contract {
  file: string
  operations: Operation[]
  byId: Map<string, Operation>
  /** Resolves a `$ref` chain to the schema object. */
  resolve(schema: unknown): Schema
  /** Whether `status` is declared for the operation, and its validator. */
  response(op: Operation, status: number): ReturnType<typeof responseValidator>
}

const METHODS = ["get", "post", "put", "delete"] as const
const FORM = "application/x-www-form-urlencoded"

/** The contract of `file`; `compiled`: the same file already compiled (the dev back end's). */
export function readContract(file: string, compiled = loadContract(file)): Contract {
  const doc = parse(readFileSync(file, "utf8")) as Record<string, unknown>
  const pointer = (ref: string): unknown =>
    ref
      .replace(/^#\//, "")
      .split("/")
      .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc)
  const resolve = (schema: unknown): Schema => {
    let node = schema as Schema | undefined
    for (let i = 0; i < 20 && node && typeof node.$ref === "string"; i++)
      node = pointer(node.$ref) as Schema | undefined
    return node ?? {}
  }
  const operations: Operation[] = []
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Schema>>
  for (const [path, item] of Object.entries(paths)) {
    for (const m of METHODS) {
      const raw = item[m]
      if (!raw) continue
      const method = m.toUpperCase() as Operation["method"]
      const c = compiled.find(method, path)
      if (!c) continue
      const params: Param[] = []
      for (const p of [
        ...((item.parameters as unknown as unknown[] | undefined) ?? []),
        ...((raw.parameters as unknown[]) ?? []),
      ]) {
        const r = resolve(p)
        if (r.in !== "path" && r.in !== "query") continue
        const schema = resolve(r.schema)
        params.push({
          name: String(r.name),
          in: r.in,
          required: r.required === true,
          schema,
          description: String(r.description ?? ""),
          example: r.example ?? schema.example,
          exploded: schema.type === "object" && r.explode !== false,
        })
      }
      const rb = raw.requestBody ? resolve(raw.requestBody) : null
      const media = (rb?.content as Record<string, Schema> | undefined)?.[FORM]
      const body = media?.schema ? resolve(media.schema) : null
      const listStyle: Record<string, "indexed" | "repeat"> = {}
      for (const [name, prop] of Object.entries((body?.properties ?? {}) as Record<string, Schema>))
        if (resolve(prop).type === "array") {
          const enc = (media?.encoding as Record<string, Schema> | undefined)?.[name]
          listStyle[name] = enc?.style === "deepObject" ? "indexed" : "repeat"
        }
      operations.push({
        id: c.operationId,
        method,
        path,
        tags: (raw.tags as string[] | undefined) ?? [],
        description: String(raw.description ?? ""),
        auth: c.auth,
        params,
        body,
        bodyRequired: rb?.required === true,
        listStyle,
        bodyExample: (media?.example as Record<string, unknown> | undefined) ?? null,
        statuses: Object.keys((raw.responses ?? {}) as object),
        dataSchema: dataSchemaOf(
          resolve,
          (raw.responses as Record<string, unknown> | undefined)?.["200"],
        ),
        compiled: c,
      })
    }
  }
  return {
    file,
    operations,
    byId: new Map(operations.map((o) => [o.id, o])),
    resolve,
    response: (op, status) => responseValidator(op.compiled, status),
  }
}

/** The `data` property of a 200 answer's envelope schema (through `allOf`), resolved. */
function dataSchemaOf(resolve: (s: unknown) => Schema, response: unknown): Schema | null {
  const media = (resolve(response).content as Record<string, Schema> | undefined)?.[
    "application/json"
  ]
  const find = (schema: unknown): Schema | null => {
    const s = resolve(schema)
    const data = (s.properties as Record<string, unknown> | undefined)?.data
    if (data !== undefined) return resolve(data)
    // the envelope comes first in allOf, the operation's own `data` after it
    for (const part of [...((s.allOf as unknown[] | undefined) ?? [])].reverse()) {
      const found = find(part)
      if (found) return found
    }
    return null
  }
  return media?.schema ? find(media.schema) : null
}

/** The object schema's properties, each resolved. */
export function propertiesOf(contract: Contract, schema: Schema | null): [string, Schema][] {
  if (!schema) return []
  const own = Object.entries((schema.properties ?? {}) as Record<string, unknown>).map(
    ([k, v]) => [k, contract.resolve(v)] as [string, Schema],
  )
  const inherited = ((schema.allOf as unknown[] | undefined) ?? []).flatMap((s) =>
    propertiesOf(contract, contract.resolve(s)),
  )
  return [...inherited, ...own]
}

export function requiredOf(schema: Schema | null): string[] {
  return ((schema?.required as string[] | undefined) ?? []).slice()
}

/** Whether the operation changes anything (every method but GET). */
export const isWrite = (op: Operation): boolean => op.method !== "GET"
