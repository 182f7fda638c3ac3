// @vitest-environment node
/**
 * The signals runtime subscribes components through `useSyncExternalStore.ts` (ADR 18): a Vite
 * alias in vite.config.ts replaces the `use-sync-external-store` shim it imports. This test, and the
 * transition test in src/lib/useSyncExternalStore.test.tsx, fail when it stops doing so (a signals release that imports React's hook directly, or moves the
 * import): the build would then bundle React's own hook and silently render every signal change
 * at once again.
 */
import { existsSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"
import { reactSyncExternalStore } from "../vite.config.ts"

type Exports = string | { readonly [condition: string]: Exports }

/** The file a package export resolves to under these conditions, in the order the map lists. */
function resolveExport(target: Exports, conditions: ReadonlyArray<string>): string | null {
  if (typeof target === "string") return target
  for (const [condition, next] of Object.entries(target))
    if (conditions.includes(condition)) {
      const found = resolveExport(next, conditions)
      if (found !== null) return found
    }
  return null
}

/** Where each `import { … } from "…"` of a module's text imports `useSyncExternalStore` from. */
function storeHookSources(code: string): string[] {
  const found: string[] = []
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    if (/\buseSyncExternalStore\b/.test(m[1] ?? "")) found.push(m[2] ?? "")
  return found
}

describe("the signals runtime's store hook", () => {
  // resolved from the web package, as the build resolves it (the alias's target is a path in it)
  const require = createRequire(reactSyncExternalStore.replacement)
  // the package's own package.json, above its main file (it does not export the path)
  let pkgPath = require.resolve("@preact/signals-react")
  while (!existsSync(join(dirname(pkgPath), "package.json"))) pkgPath = dirname(pkgPath)
  pkgPath = join(dirname(pkgPath), "package.json")
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as { exports: Record<string, Exports> }
  const runtime = pkg.exports["./runtime"]

  it("is imported from the module the alias replaces, in the file the build bundles", () => {
    // Vite's client build resolves with the browser and import conditions (and module, default)
    const file = runtime && resolveExport(runtime, ["browser", "import", "module", "default"])
    expect(file).not.toBeNull()
    const code = readFileSync(join(dirname(pkgPath), file ?? ""), "utf8")
    const sources = storeHookSources(code)
    expect(sources).toHaveLength(1)
    expect(reactSyncExternalStore.find.test(sources[0] ?? "")).toBe(true)
    expect(reactSyncExternalStore.replacement).toMatch(/src[\\/]lib[\\/]useSyncExternalStore\.ts$/)
  })
})
