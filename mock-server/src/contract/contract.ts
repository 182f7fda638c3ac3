/**
 * The contract in process: every operation of openapi.yaml with its ajv validators (query and path
 * parameters, the form body, every declared response), each compiled once, when it is first used:
 * compiling all of them takes seconds of CPU, and a back end started for a test or a page uses a
 * few. The document itself is checked whole by `npm run contract:check`. Requests are
 * validated with scalar type coercion (form and query values arrive as strings; a scalar never
 * becomes a list, as in Prism); responses without coercion.
 */
import { Ajv } from "ajv"
import type { ErrorObject, ValidateFunction } from "ajv"
import addFormatsModule from "ajv-formats"
import { existsSync, statSync } from "node:fs"
import {
  HTTP_METHODS,
  convertDocument,
  deref,
  isObject,
  pointerSegment,
  readDocument,
} from "./openapi.ts"
import type { Json, JsonObject } from "./openapi.ts"
import type { ListLimits } from "@mall/core/FormDecoder"

// ajv-formats is CommonJS; its default export arrives wrapped under tsx/vitest.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv

export const FORM = "application/x-www-form-urlencoded"
/** The bound of a list the contract leaves unbounded (a contract test requires maxItems everywhere). */
export const DEFAULT_MAX_ITEMS = 100

function maxItemsOf(schema: Json | undefined): number {
  return isObject(schema) && typeof schema.maxItems === "number"
    ? schema.maxItems
    : DEFAULT_MAX_ITEMS
}

function isArraySchema(schema: Json | undefined): boolean {
  return (
    isObject(schema) &&
    (schema.type === "array" || (Array.isArray(schema.type) && schema.type.includes("array")))
  )
}

export interface Param {
  name: string
  in: "query" | "path" | "header" | "cookie"
  required: boolean
  /** Whether the schema is an array (a single query value is then a list of one). */
  isArray: boolean
  /** Array parameters sent as one comma-separated value (style form, explode false). */
  commaSeparated: boolean
}

export interface Operation {
  method: string
  path: string
  operationId: string
  origin: string
  /** Whether the operation needs the session cookie. */
  auth: boolean
  params: Param[]
  validateQuery: ValidateFunction | null
  validatePath: ValidateFunction | null
  validateBody: ValidateFunction | null
  bodyRequired: boolean
  /** The list fields of the form body and their maxItems: what the form decoder may build. */
  bodyLists: ListLimits
  /** The exploded list parameters of the query string and their maxItems. */
  queryLists: ListLimits
  /** Response validators by status key ("200", "4XX", "default"); null when no JSON schema. */
  responses: Map<string, ValidateFunction | null>
}

export interface Contract {
  /** False when openapi.yaml was not found: nothing is validated. */
  loaded: boolean
  file: string
  readonly operations: ReadonlyArray<Operation>
  find(method: string, template: string): Operation | undefined
}

function createAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: coerce,
    coerceTypes: coerce,
    useDefaults: coerce,
    validateFormats: true,
  })
  addFormats(ajv)
  const int32 = {
    type: "number" as const,
    validate: (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647,
  }
  ajv.addFormat("int32", int32)
  ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isInteger(n) })
  for (const f of ["float", "double"]) ajv.addFormat(f, { type: "number", validate: () => true })
  for (const f of ["byte", "binary", "password", "phone", "html", "url", "money", "decimal"])
    ajv.addFormat(f, () => true)
  return ajv
}

/**
 * A validator compiled on its first call (then kept); its `errors` are those of its last call, as
 * with ajv's own.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined
  const validate = ((data: unknown) => {
    compiled ??= compile()
    const valid = compiled(data)
    validate.errors = compiled.errors
    return valid
  }) as ValidateFunction
  return validate
}

function securityNeedsAuth(security: Json | undefined): boolean {
  if (!Array.isArray(security)) return false
  if (security.length === 0) return false
  // An empty requirement object means "anonymous allowed".
  return !security.some((req) => isObject(req) && Object.keys(req).length === 0)
}

/** The contract last read from each file in this process, with the file's modification time. */
const loaded = new Map<string, { readonly mtimeMs: number; readonly contract: Contract }>()

/**
 * The contract of `file` (not loaded when there is no such file). A file already read is not read
 * again while it is unchanged: every back end a process starts (one per test) shares it.
 */
export function loadContract(file: string): Contract {
  if (!existsSync(file)) {
    return { loaded: false, file, operations: [], find: () => undefined }
  }
  const { mtimeMs } = statSync(file)
  const known = loaded.get(file)
  if (known?.mtimeMs === mtimeMs) return known.contract
  const contract = readContractFile(file)
  loaded.set(file, { mtimeMs, contract })
  return contract
}

function readContractFile(file: string): Contract {
  const doc = convertDocument(readDocument(file))
  const requestAjv = createAjv(true)
  const responseAjv = createAjv(false)
  requestAjv.addSchema(doc as object, "oas")
  responseAjv.addSchema(doc as object, "oas")

  const compileRef = (ajv: Ajv, pointer: string): ValidateFunction =>
    compiledOnFirstUse(() => ajv.compile({ $ref: `oas#${pointer}` }))

  const operations: Operation[] = []
  const paths = isObject(doc.paths) ? doc.paths : {}
  for (const [path, itemRaw] of Object.entries(paths)) {
    const itemPointer = `/paths/${pointerSegment(path)}`
    const item = deref(doc, itemRaw, itemPointer)
    if (!isObject(item.node)) continue
    for (const method of HTTP_METHODS) {
      const op = item.node[method]
      if (!isObject(op)) continue
      const opPointer = `${itemPointer}/${method}`

      // Parameters: path-item level first, overridden by operation level (same name + in).
      const byKey = new Map<string, { param: JsonObject; pointer: string }>()
      const collect = (list: Json | undefined, base: string): void => {
        if (!Array.isArray(list)) return
        list.forEach((p, i) => {
          const r = deref(doc, p, `${base}/parameters/${i}`)
          if (!isObject(r.node) || typeof r.node.name !== "string" || typeof r.node.in !== "string")
            return
          byKey.set(`${r.node.in}:${r.node.name}`, { param: r.node, pointer: r.pointer })
        })
      }
      collect(item.node.parameters, itemPointer)
      collect(op.parameters, opPointer)

      const params: Param[] = []
      const queryLists = new Map<string, number>()
      const bodyLists = new Map<string, number>()
      const groups: Record<"query" | "path", { properties: JsonObject; required: string[] }> = {
        query: { properties: {}, required: [] },
        path: { properties: {}, required: [] },
      }
      for (const { param, pointer } of byKey.values()) {
        const where = param.in as Param["in"]
        const schema = isObject(param.schema)
          ? deref(doc, param.schema, `${pointer}/schema`).node
          : null
        const isArray = isArraySchema(schema)
        if (where === "query" && isArray && param.explode !== false)
          queryLists.set(String(param.name), maxItemsOf(schema))
        params.push({
          name: String(param.name),
          in: where,
          required: param.required === true,
          isArray,
          commaSeparated: isArray && param.explode === false,
        })
        if (where !== "query" && where !== "path") continue
        const group = groups[where]
        group.properties[String(param.name)] =
          param.schema !== undefined ? { $ref: `oas#${pointer}/schema` } : {}
        if (param.required === true) group.required.push(String(param.name))
      }
      const compileGroup = (group: {
        properties: JsonObject
        required: string[]
      }): ValidateFunction | null =>
        Object.keys(group.properties).length === 0
          ? null
          : compiledOnFirstUse(() =>
              requestAjv.compile({
                type: "object",
                properties: group.properties,
                required: group.required,
              }),
            )

      let validateBody: ValidateFunction | null = null
      let bodyRequired = false
      if (op.requestBody !== undefined) {
        const rb = deref(doc, op.requestBody, `${opPointer}/requestBody`)
        if (isObject(rb.node) && isObject(rb.node.content)) {
          bodyRequired = rb.node.required === true
          const mediaType =
            rb.node.content[FORM] !== undefined ? FORM : Object.keys(rb.node.content)[0]
          const media = mediaType === undefined ? undefined : rb.node.content[mediaType]
          if (mediaType !== undefined && isObject(media) && media.schema !== undefined) {
            const schema = deref(
              doc,
              media.schema,
              `${rb.pointer}/content/${pointerSegment(mediaType)}/schema`,
            ).node
            const properties =
              isObject(schema) && isObject(schema.properties) ? schema.properties : {}
            for (const [name, raw] of Object.entries(properties)) {
              const property = deref(doc, raw, "").node
              if (isArraySchema(property)) bodyLists.set(name, maxItemsOf(property))
            }
            validateBody = compileRef(
              requestAjv,
              `${rb.pointer}/content/${pointerSegment(mediaType)}/schema`,
            )
          }
        }
      }

      const responses = new Map<string, ValidateFunction | null>()
      if (isObject(op.responses)) {
        for (const [status, rRaw] of Object.entries(op.responses)) {
          const r = deref(doc, rRaw, `${opPointer}/responses/${pointerSegment(status)}`)
          let validator: ValidateFunction | null = null
          if (isObject(r.node) && isObject(r.node.content)) {
            const jsonType = Object.keys(r.node.content).find((t) => t.includes("json"))
            const media = jsonType === undefined ? undefined : r.node.content[jsonType]
            if (jsonType !== undefined && isObject(media) && media.schema !== undefined) {
              validator = compileRef(
                responseAjv,
                `${r.pointer}/content/${pointerSegment(jsonType)}/schema`,
              )
            }
          }
          responses.set(status.toUpperCase(), validator)
        }
      }

      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: typeof op.operationId === "string" ? op.operationId : `${method} ${path}`,
        origin: typeof op["x-origin"] === "string" ? op["x-origin"] : "",
        auth: securityNeedsAuth(op.security !== undefined ? op.security : doc.security),
        params,
        validateQuery: compileGroup(groups.query),
        validatePath: compileGroup(groups.path),
        validateBody,
        bodyRequired,
        bodyLists,
        queryLists,
        responses,
      })
    }
  }
  const index = new Map(operations.map((o) => [`${o.method} ${o.path}`, o]))
  return {
    loaded: true,
    file,
    operations,
    find: (method, template) => index.get(`${method.toUpperCase()} ${template}`),
  }
}

/** The validator for a response status: exact, then 2XX-style ranges, then default. */
export function responseValidator(
  op: Operation,
  status: number,
): { declared: boolean; validate: ValidateFunction | null } {
  const exact = op.responses.get(String(status))
  if (exact !== undefined || op.responses.has(String(status)))
    return { declared: true, validate: exact ?? null }
  const range = `${String(status).charAt(0)}XX`
  if (op.responses.has(range)) return { declared: true, validate: op.responses.get(range) ?? null }
  if (op.responses.has("DEFAULT"))
    return { declared: true, validate: op.responses.get("DEFAULT") ?? null }
  return { declared: false, validate: null }
}

export type { ErrorObject }
