/**
 * Generates `core/src/generated/operations.ts` and the modules it re-exports from openapi.yaml: one
 * effect/Schema per component schema (`schema/`), and one operation per call (`op/`: `method`,
 * `path`, and the Schema of the `data` of its success answer), named after the call's
 * `operationId`. The web app calls the API only through
 * these operations, so every path, method, query and body is checked by TypeScript against the
 * contract and every answer's `data` is decoded at run time (ADR 14).
 *
 * It also writes `core/src/generated/checks.ts`: type-level assertions that each operation's
 * decoded type and the contract's generated type (`api.ts`) accept the same values, so a Schema
 * that drifted from the contract fails `tsc`.
 *
 *   node scripts/gen-operations.mjs           write both files
 *   node scripts/gen-operations.mjs --check   fail when they are out of date
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import * as prettier from "prettier"
import YAML from "yaml"

const root = resolve(fileURLToPath(new URL("..", import.meta.url)))
const spec = YAML.parse(readFileSync(join(root, "openapi.yaml"), "utf8"))
const schemas = spec.components?.schemas ?? {}
const METHODS = ["get", "post", "put", "delete"]
const SUCCESS = ["200", "201"]

const refName = (ref) => {
  const m = /^#\/components\/schemas\/(.+)$/.exec(ref)
  if (m === null) throw new Error(`unsupported $ref ${ref}`)
  return m[1]
}
const deref = (s) => (s?.$ref ? deref(schemas[refName(s.$ref)]) : s)

/** Component names a schema refers to, directly. */
function refsOf(s, out = new Set()) {
  if (s === null || typeof s !== "object") return out
  if (typeof s.$ref === "string") out.add(refName(s.$ref))
  for (const v of Object.values(s)) if (typeof v === "object") refsOf(v, out)
  return out
}

/** Topological order of the components; names on a cycle are emitted behind `S.suspend`. */
const order = []
const cyclic = new Set()
{
  const state = new Map()
  const visit = (name, stack) => {
    if (state.get(name) === "done") return
    if (state.get(name) === "open") {
      for (const n of stack.slice(stack.indexOf(name))) cyclic.add(n)
      return
    }
    state.set(name, "open")
    for (const dep of refsOf(schemas[name])) visit(dep, [...stack, name])
    state.set(name, "done")
    order.push(name)
  }
  for (const name of Object.keys(schemas)) visit(name, [])
}

const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k))

/** Merges the object members of an allOf into one object schema (later members win). */
function mergeAllOf(list) {
  const properties = {}
  const required = new Set()
  let nullable = false
  for (const part of list) {
    const s = part.allOf ? mergeAllOf(part.allOf) : deref(part)
    if (s.nullable) nullable = true
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      const prev = properties[k]
      // A member that only documents a property (no type, no ref) keeps the earlier schema.
      const informative = v.$ref || v.type || v.allOf || v.enum || v.items || v.properties
      properties[k] = informative || prev === undefined ? v : prev
    }
    for (const r of s.required ?? []) required.add(r)
  }
  return { type: "object", properties, required: [...required], nullable }
}

function expr(s) {
  if (s === undefined || s === null) return "S.Unknown"
  if (s.$ref) {
    const name = refName(s.$ref)
    return cyclic.has(name) ? `S.suspend((): S.Codec<any> => ${name})` : name
  }
  let e
  // `allOf: [one]` only annotates one schema (a description beside a $ref)
  if (s.allOf?.length === 1) e = expr(s.allOf[0])
  else if (s.allOf) e = objectExpr(mergeAllOf(s.allOf))
  else if (s.oneOf || s.anyOf) e = `S.Union([${(s.oneOf ?? s.anyOf).map(expr).join(", ")}])`
  else if (s.enum) e = `S.Literals([${s.enum.map((v) => JSON.stringify(v)).join(", ")}])`
  else if (s.type === "string") {
    e = s.pattern ? `S.String.check(S.isPattern(/${s.pattern.replace(/\//g, "\\/")}/))` : "S.String"
  } else if (s.type === "integer") e = "S.Int"
  else if (s.type === "number") e = "S.Finite"
  else if (s.type === "boolean") e = "S.Boolean"
  else if (s.type === "array") e = `S.Array(${expr(s.items)})`
  else if (s.type === "object" || s.properties) e = objectExpr(s)
  else e = "S.Unknown"
  return s.nullable ? `S.NullOr(${e})` : e
}

function objectExpr(s) {
  const props = Object.entries(s.properties ?? {})
  if (props.length === 0) {
    if (s.maxProperties === 0) return "S.Struct({})"
    const value =
      typeof s.additionalProperties === "object" ? expr(s.additionalProperties) : "S.Unknown"
    return `S.Record(S.String, ${value})`
  }
  const required = new Set(s.required ?? [])
  const fields = props.map(([k, v]) => {
    const e = expr(v)
    return `${key(k)}: ${required.has(k) ? e : `S.optionalKey(${e})`}`
  })
  return `S.Struct({ ${fields.join(", ")} })`
}

/** The schema of `data` in an operation's success answer, or undefined when it has none. */
function dataSchema(operation) {
  for (const status of SUCCESS) {
    const schema = operation.responses?.[status]?.content?.["application/json"]?.schema
    if (schema === undefined) continue
    const merged = schema.allOf ? mergeAllOf(schema.allOf) : deref(schema)
    return { status, schema: merged.properties?.data }
  }
  return undefined
}

const header = `/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (\`npm run gen:api\`): do not edit.
 */
`
/**
 * One module per component schema (`schema/<Name>.ts`) and per operation (`op/<operationId>.ts`),
 * re-exported by `operations.ts`: a bundler places each module in the chunk that uses it, so a page
 * carries only the Schemas of its own calls (one big module would land whole in the first chunk
 * that imports any of it).
 */
const files = {}
const importsOf = (e, self, from) =>
  [...new Set([...e.matchAll(/\b([A-Z][A-Za-z0-9]*)\b/g)].map((m) => m[1]))]
    .filter((n) => n !== self && Object.hasOwn(schemas, n))
    .sort()
    .map((n) => `import { ${n} } from "${from}${n}.ts"`)
for (const name of order) {
  const e = expr(schemas[name])
  files[`core/src/generated/schema/${name}.ts`] = [
    header,
    `import { Schema as S } from "effect"`,
    ...importsOf(e, name, "./"),
    "",
    `export const ${name} = /*#__PURE__*/ ${e}`,
    "",
  ].join("\n")
}
const barrel = [
  header.replace(
    " */\n",
    " *\n * Every operation and component schema of the contract, one module each (see `op/`, `schema/`).\n */\n",
  ),
]
for (const name of [...order].sort()) barrel.push(`export { ${name} } from "./schema/${name}.ts"`)
const checks = [
  header,
  `import type { Schema } from "effect"`,
  `import type { paths } from "./api.ts"`,
  `import type * as Op from "./operations.ts"`,
  "",
  "type DeepReadonly<T> = T extends (infer U)[]",
  "  ? ReadonlyArray<DeepReadonly<U>>",
  "  : T extends object",
  "    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }",
  "    : T",
  "/** True when the decoded type and the contract's type accept the same values. */",
  "type Same<A, B> = [A] extends [DeepReadonly<B>] ? ([DeepReadonly<B>] extends [A] ? true : false) : false",
  "type Assert<T extends true> = T",
  "type Data<P extends keyof paths, M extends keyof paths[P], St extends PropertyKey> =",
  '  paths[P][M] extends { responses: { [K in St]: { content: { "application/json": { data?: infer D } } } } } ? D : never',
  "",
]
const seen = new Set()
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    const operation = item[method]
    if (operation === undefined) continue
    const id = operation.operationId
    if (typeof id !== "string" || seen.has(id)) throw new Error(`${method} ${path}: operationId`)
    seen.add(id)
    const data = dataSchema(operation)
    const schema = data?.schema === undefined ? "S.Unknown" : expr(data.schema)
    files[`core/src/generated/op/${id}.ts`] = [
      header,
      `import { Schema as S } from "effect"`,
      `import { operation } from "../../Operation.ts"`,
      ...importsOf(schema, id, "../schema/"),
      "",
      `export const ${id} = /*#__PURE__*/ operation(${JSON.stringify(method.toUpperCase())}, ${JSON.stringify(path)}, ${schema})`,
      "",
    ].join("\n")
    barrel.push(`export { ${id} } from "./op/${id}.ts"`)
    if (data?.schema !== undefined) {
      checks.push(
        `export type ${id} = Assert<Same<Schema.Schema.Type<typeof Op.${id}.data>, Data<${JSON.stringify(path)}, ${JSON.stringify(method)}, ${data.status}>>>`,
      )
    }
  }
}
files["core/src/generated/operations.ts"] = barrel.join("\n") + "\n"
files["core/src/generated/checks.ts"] = checks.join("\n") + "\n"

const options = (await prettier.resolveConfig(join(root, "core/src/generated/api.ts"))) ?? {}
const check = process.argv.includes("--check")
const dirs = ["core/src/generated/schema", "core/src/generated/op"]
const existing = dirs.flatMap((d) => {
  try {
    return readdirSync(join(root, d)).map((f) => `${d}/${f}`)
  } catch {
    return []
  }
})
let stale = false
for (const [file, text] of Object.entries(files)) {
  const formatted = await prettier.format(text, { ...options, filepath: join(root, file) })
  if (check) {
    let current = ""
    try {
      current = readFileSync(join(root, file), "utf8")
    } catch {
      current = ""
    }
    if (current !== formatted) {
      console.error(`${file} is out of date with openapi.yaml: run \`npm run gen:api\``)
      stale = true
    }
  } else {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), formatted)
  }
}
for (const file of existing) {
  if (Object.hasOwn(files, file)) continue
  if (check) {
    console.error(`${file} is no longer in openapi.yaml: run \`npm run gen:api\``)
    stale = true
  } else rmSync(join(root, file))
}
if (stale) process.exit(1)
if (check) console.log("core/src/generated/operations.ts and its modules are up to date")
