/**
 * Fails when core/src/generated/api.ts is stale: regenerates it from openapi.yaml into a temp
 * file with the same openapi-typescript + prettier steps as `npm run gen:api`, then compares.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import * as prettier from "prettier"

const root = resolve(fileURLToPath(new URL("..", import.meta.url)))
const committed = join(root, "core/src/generated/api.ts")
const dir = mkdtempSync(join(tmpdir(), "mall-api-"))
try {
  const fresh = join(dir, "api.ts")
  execFileSync(join(root, "node_modules/.bin/openapi-typescript"), ["openapi.yaml", "-o", fresh], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  })
  const options = (await prettier.resolveConfig(committed)) ?? {}
  const formatted = await prettier.format(readFileSync(fresh, "utf8"), {
    ...options,
    filepath: committed,
  })
  let current = ""
  try {
    current = readFileSync(committed, "utf8")
  } catch {
    current = ""
  }
  if (formatted !== current) {
    console.error(
      "core/src/generated/api.ts is out of date with openapi.yaml: run `npm run gen:api`",
    )
    process.exit(1)
  }
  console.log("core/src/generated/api.ts is up to date")
} finally {
  rmSync(dir, { recursive: true, force: true })
}
