/**
 * Validates openapi.yaml against the official OpenAPI 3.0 JSON schema and checks that it is
 * 3.0.x (not 3.1); exits non-zero on any error. Usage: node scripts/validate-openapi.mjs [file]
 */
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { resolve } from "node:path"
import { Validator } from "@seriousme/openapi-schema-validator"
import YAML from "yaml"

const root = resolve(fileURLToPath(new URL("..", import.meta.url)))
const file = resolve(root, process.argv[2] ?? "openapi.yaml")

const doc = YAML.parse(await readFile(file, "utf8"))
if (typeof doc?.openapi !== "string" || !doc.openapi.startsWith("3.0.")) {
  console.error(`${file}: expected OpenAPI 3.0.x, found ${String(doc?.openapi)}`)
  process.exit(1)
}
const validator = new Validator()
const result = await validator.validate(doc)
if (!result.valid) {
  console.error(`${file}: invalid OpenAPI ${doc.openapi}`)
  console.error(JSON.stringify(result.errors, null, 2))
  process.exit(1)
}
const operations = Object.values(doc.paths ?? {}).reduce(
  (n, item) =>
    n +
    Object.keys(item).filter((k) => ["get", "put", "post", "delete", "patch"].includes(k)).length,
  0,
)
console.log(`${file}: valid OpenAPI ${doc.openapi} (${operations} operations)`)
