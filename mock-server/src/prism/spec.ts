/**
 * Reads openapi.yaml for the contract tests: lists its operations and builds, from the documented
 * examples, a valid request for each one (path, query, form body, session cookie).
 */
import { readFileSync } from "node:fs"
import YAML from "yaml"
import { FormBody, type FormRecord } from "@mall/core/FormBody"
import { specPath } from "./prism.ts"

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

export type Parameter = {
  name: string
  in: "query" | "path" | "header" | "cookie"
  required?: boolean
  schema?: JsonObject
  example?: Json
}

export type Operation = {
  method: string
  path: string
  operationId: string
  origin: string
  secured: boolean
  /** A session is one alternative, anonymous another (`security: [{session: []}, {}]`). */
  sessionOptional: boolean
  parameters: Parameter[]
  /** The form body's example and schema, when the operation has a body. */
  body?: { example: FormRecord; required: string[] }
  /** status → example name → example value */
  examples: Map<string, Map<string, Json>>
  /** status → headers documented on the response */
  headers: Map<string, JsonObject>
}

export const METHODS = ["get", "put", "post", "delete", "patch"] as const

export function loadSpec(path = specPath): JsonObject {
  return YAML.parse(readFileSync(path, "utf8")) as JsonObject
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** Follows local `$ref`s ("#/a/b") until a non-reference object. */
export function deref(doc: JsonObject, value: Json | undefined): JsonObject {
  let current: Json | undefined = value
  for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === "string"; hops++) {
    let target: Json | undefined = doc
    for (const segment of current.$ref.slice(2).split("/")) {
      const key = segment.replace(/~1/g, "/").replace(/~0/g, "~")
      target = isObject(target) ? target[key] : undefined
    }
    current = target
  }
  if (!isObject(current)) throw new Error(`not an object: ${JSON.stringify(value)}`)
  return current
}

/** Every operation of the document, in document order. */
export function operations(doc: JsonObject): Operation[] {
  const out: Operation[] = []
  const paths = deref(doc, doc.paths)
  for (const [path, itemRaw] of Object.entries(paths)) {
    const item = deref(doc, itemRaw)
    for (const method of METHODS) {
      const raw = item[method]
      if (!isObject(raw)) continue
      const parameters = (Array.isArray(raw.parameters) ? raw.parameters : []).map(
        (p) => deref(doc, p) as unknown as Parameter,
      )
      const security = Array.isArray(raw.security) ? raw.security : (doc.security ?? [])
      const secured =
        Array.isArray(security) &&
        security.length > 0 &&
        security.every((s) => isObject(s) && Object.keys(s).length > 0)
      const sessionOptional =
        !secured &&
        Array.isArray(security) &&
        security.some((s) => isObject(s) && Object.keys(s).length > 0)
      let body: Operation["body"]
      if (raw.requestBody !== undefined) {
        const content = deref(doc, deref(doc, raw.requestBody).content)
        const media = deref(doc, content["application/x-www-form-urlencoded"])
        const schema = deref(doc, media.schema)
        body = {
          example: (media.example ?? {}) as FormRecord,
          required: (schema.required ?? []) as string[],
        }
      }
      const examples = new Map<string, Map<string, Json>>()
      const headers = new Map<string, JsonObject>()
      for (const [status, responseRaw] of Object.entries(deref(doc, raw.responses))) {
        const response = deref(doc, responseRaw)
        const media = deref(doc, deref(doc, response.content)["application/json"])
        const named = new Map<string, Json>()
        if (isObject(media.examples)) {
          for (const [name, ex] of Object.entries(media.examples)) {
            named.set(name, deref(doc, ex).value ?? null)
          }
        } else if (media.example !== undefined) {
          named.set("example", media.example)
        }
        examples.set(status, named)
        if (isObject(response.headers)) headers.set(status, response.headers)
      }
      out.push({
        method,
        path,
        operationId: String(raw.operationId),
        origin: String(raw["x-origin"]),
        secured,
        sessionOptional,
        parameters,
        body,
        examples,
        headers,
      })
    }
  }
  return out
}

export type BuiltRequest = {
  url: string
  init: { method: string; headers: Record<string, string>; body?: string }
}

export const SESSION_COOKIE = "mall_session=contract-test-session"

function appendQuery(query: string[], name: string, value: Json): void {
  if (Array.isArray(value)) {
    for (const item of value)
      query.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`)
  } else if (value !== null) {
    query.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
  }
}

/**
 * A valid request built from the examples: path parameters, every query parameter that has an
 * example (free-form objects expanded into their keys), the form body encoded by FormBody, and
 * the session cookie when the operation is secured (or `cookie: false` to leave it out).
 */
export function validRequest(
  base: string,
  op: Operation,
  options: { cookie?: boolean; headers?: Record<string, string>; body?: string | null } = {},
): BuiltRequest {
  let path = op.path
  const query: string[] = []
  for (const p of op.parameters) {
    if (p.in === "path") {
      path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)))
    } else if (p.in === "query" && p.example !== undefined) {
      const schemaType = p.schema?.type
      if (schemaType === "object" && isObject(p.example)) {
        for (const [k, v] of Object.entries(p.example)) appendQuery(query, k, v)
      } else {
        appendQuery(query, p.name, p.example)
      }
    }
  }
  const headers: Record<string, string> = { accept: "application/json", ...options.headers }
  if (op.secured && options.cookie !== false) headers.cookie = SESSION_COOKIE
  const init: BuiltRequest["init"] = { method: op.method.toUpperCase(), headers }
  if (op.body && options.body !== null) {
    headers["content-type"] = "application/x-www-form-urlencoded"
    init.body = options.body ?? FormBody.encode(op.body.example)
  }
  return { url: `${base}${path}${query.length ? `?${query.join("&")}` : ""}`, init }
}
