/**
 * Loads openapi.yaml and turns OpenAPI 3.0 schemas into JSON Schema that ajv understands:
 * `nullable` becomes a "null" type (or an anyOf with null), boolean `exclusiveMinimum` /
 * `exclusiveMaximum` become numbers, and examples / vendor extensions are dropped. `$ref`s stay
 * as they are: the whole converted document is registered with ajv under the id "oas".
 */
import { readFileSync } from "node:fs"
import { parse } from "yaml"

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

const SCHEMA_MAPS = ["properties", "patternProperties", "definitions", "$defs"]
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf"]
const SCHEMA_SINGLE = ["items", "additionalProperties", "not", "contains", "propertyNames"]
const DROP = new Set(["example", "examples", "xml", "externalDocs", "discriminator"])

/** Converts one OpenAPI 3.0 schema object (recursively) to JSON Schema. */
export function convertSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(convertSchema)
  if (!isObject(schema)) return schema
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(schema)) {
    if (DROP.has(key) || key.startsWith("x-") || key === "nullable") continue
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      const map: JsonObject = {}
      for (const [name, sub] of Object.entries(value)) map[name] = convertSchema(sub)
      out[key] = map
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map(convertSchema)
    } else if (SCHEMA_SINGLE.includes(key) && (isObject(value) || Array.isArray(value))) {
      out[key] = convertSchema(value)
    } else {
      out[key] = value
    }
  }
  if (out.exclusiveMinimum === true && typeof out.minimum === "number") {
    out.exclusiveMinimum = out.minimum
    delete out.minimum
  } else if (typeof out.exclusiveMinimum === "boolean") delete out.exclusiveMinimum
  if (out.exclusiveMaximum === true && typeof out.maximum === "number") {
    out.exclusiveMaximum = out.maximum
    delete out.maximum
  } else if (typeof out.exclusiveMaximum === "boolean") delete out.exclusiveMaximum

  if (schema.nullable === true) {
    if (typeof out.type === "string") {
      out.type = [out.type, "null"]
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
      return out
    }
    if (Array.isArray(out.type)) {
      if (!out.type.includes("null")) out.type = [...out.type, "null"]
      return out
    }
    return { anyOf: [out, { type: "null" }] }
  }
  return out
}

function convertMedia(content: Json): Json {
  if (!isObject(content)) return content
  const out: JsonObject = {}
  for (const [type, media] of Object.entries(content)) {
    out[type] =
      isObject(media) && media.schema !== undefined
        ? { ...media, schema: convertSchema(media.schema) }
        : media
  }
  return out
}

function convertParameters(list: Json): Json {
  if (!Array.isArray(list)) return list
  return list.map((p) =>
    isObject(p) && p.schema !== undefined ? { ...p, schema: convertSchema(p.schema) } : p,
  )
}

function convertResponses(responses: Json): Json {
  if (!isObject(responses)) return responses
  const out: JsonObject = {}
  for (const [status, r] of Object.entries(responses)) {
    out[status] =
      isObject(r) && r.content !== undefined ? { ...r, content: convertMedia(r.content) } : r
  }
  return out
}

function convertOperation(op: Json): Json {
  if (!isObject(op)) return op
  const out: JsonObject = { ...op }
  if (op.parameters !== undefined) out.parameters = convertParameters(op.parameters)
  if (isObject(op.requestBody) && op.requestBody.content !== undefined) {
    out.requestBody = { ...op.requestBody, content: convertMedia(op.requestBody.content) }
  }
  if (op.responses !== undefined) out.responses = convertResponses(op.responses)
  return out
}

/** The whole document with every schema converted. */
export function convertDocument(doc: JsonObject): JsonObject {
  const out: JsonObject = { ...doc }
  if (isObject(doc.paths)) {
    const paths: JsonObject = {}
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!isObject(item)) continue
      const converted: JsonObject = { ...item }
      if (item.parameters !== undefined) converted.parameters = convertParameters(item.parameters)
      for (const m of HTTP_METHODS)
        if (item[m] !== undefined) converted[m] = convertOperation(item[m])
      paths[path] = converted
    }
    out.paths = paths
  }
  if (isObject(doc.components)) {
    const c = doc.components
    const components: JsonObject = { ...c }
    if (isObject(c.schemas)) {
      const schemas: JsonObject = {}
      for (const [name, s] of Object.entries(c.schemas)) schemas[name] = convertSchema(s)
      components.schemas = schemas
    }
    if (isObject(c.parameters)) {
      const params: JsonObject = {}
      for (const [name, p] of Object.entries(c.parameters)) {
        params[name] =
          isObject(p) && p.schema !== undefined ? { ...p, schema: convertSchema(p.schema) } : p
      }
      components.parameters = params
    }
    if (isObject(c.requestBodies)) {
      const bodies: JsonObject = {}
      for (const [name, b] of Object.entries(c.requestBodies)) {
        bodies[name] =
          isObject(b) && b.content !== undefined ? { ...b, content: convertMedia(b.content) } : b
      }
      components.requestBodies = bodies
    }
    if (isObject(c.responses)) components.responses = convertResponses(c.responses)
    out.components = components
  }
  return out
}

export function readDocument(file: string): JsonObject {
  const doc: unknown = parse(readFileSync(file, "utf8"), { maxAliasCount: -1 })
  if (!isObject(doc)) throw new Error(`${file} is not an OpenAPI document`)
  return doc
}

/** JSON pointer escaping of one segment. */
export function pointerSegment(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1")
}

/** Follows a local `$ref` ("#/components/...") to its target and its pointer. */
export function deref(
  doc: JsonObject,
  node: Json,
  pointer: string,
): { node: Json; pointer: string } {
  let current = node
  let at = pointer
  for (let hops = 0; hops < 10 && isObject(current) && typeof current.$ref === "string"; hops++) {
    const ref = current.$ref
    if (!ref.startsWith("#/")) break
    at = ref.slice(1)
    let target: Json = doc
    for (const raw of ref.slice(2).split("/")) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~")
      target = isObject(target) ? (target[key] ?? null) : null
    }
    current = target
  }
  return { node: current, pointer: at }
}

export { HTTP_METHODS }
