#!/usr/bin/env node
/**
 * `npm run deps:check`: the dependency rule (.dependency-cruiser.cjs) over the real packages must
 * find nothing, and the same rule over a scratch tree of known violations must find each one, so
 * a rule that silently stops matching (a bad exclude pattern, a resolver change) fails the build.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"

const root = new URL("..", import.meta.url).pathname
const depcruise = join(root, "node_modules/.bin/depcruise")

function cruise(cwd, targets) {
  return spawnSync(depcruise, [...targets, "--config", ".dependency-cruiser.cjs"], {
    cwd,
    encoding: "utf8",
  })
}

const real = cruise(root, ["core/src", "web/src", "mock-server/src", "e2e", "scripts"])
process.stdout.write(real.stdout)
process.stderr.write(real.stderr)
if (real.status !== 0) process.exit(real.status ?? 1)

/** Each probe file (a value import it really uses) and the rule it must break. */
const probes = {
  "core/src/UsesReact.ts": [
    'import { useState } from "react"\nexport const x = useState',
    "core-framework-free",
  ],
  "core/src/UsesRouter.ts": [
    'import { Link } from "react-router-dom"\nexport const x = Link',
    "core-framework-free",
  ],
  "core/src/UsesSignals.ts": [
    'import { signal } from "@preact/signals-react"\nexport const x = signal',
    "core-framework-free",
  ],
  "core/src/UsesFetchRuntime.ts": [
    'import createClient from "openapi-fetch"\nexport const x = createClient',
    "core-no-fetch-runtime",
  ],
  "core/src/UsesNode.ts": [
    'import { readFileSync } from "node:fs"\nexport const x = readFileSync',
    "no-node-builtins-in-core",
  ],
  "core/src/UsesWeb.ts": [
    'import { x as y } from "../../web/src/x.ts"\nexport const x = y',
    "core-not-from-web",
  ],
  "web/src/features/b/b.ts": [
    'import { a } from "../a/a.ts"\nexport const b = a',
    "no-cross-feature-imports",
  ],
  "core/src/CycleA.ts": [
    'import { b } from "./CycleB.ts"\nexport const a = () => b',
    "no-circular",
  ],
  // a cycle through a type-only import, as the conformance suite's phases could make with its run
  "scripts/contract-test/phase.ts": [
    'import { run } from "./run.ts"\nexport const phase = () => run',
    "no-circular",
  ],
  // and in every other package the real run cruises: web, the dev back end, the plain scripts
  "web/src/lib/cycleA.ts": [
    'import { b } from "./cycleB.ts"\nexport const a = () => b',
    "no-circular",
  ],
  "mock-server/src/cycleA.ts": [
    'import { b } from "./cycleB.ts"\nexport const a = () => b',
    "no-circular",
  ],
  "scripts/lib/cycle-a.mjs": [
    'import { b } from "./cycle-b.mjs"\nexport const a = () => b',
    "no-circular",
  ],
}
/** Files the rule must let through: a type-only use of openapi-fetch, and the probes' targets. */
const allowed = {
  "core/src/TypesOnly.ts":
    'import type { Client } from "openapi-fetch"\nexport type C = Client<object>',
  "core/src/CycleB.ts": 'import { a } from "./CycleA.ts"\nexport const b = () => a',
  "scripts/contract-test/run.ts":
    'import type { phase } from "./phase.ts"\nexport const run = (p: typeof phase) => p',
  "web/src/lib/cycleB.ts": 'import { a } from "./cycleA.ts"\nexport const b = () => a',
  "mock-server/src/cycleB.ts": 'import { a } from "./cycleA.ts"\nexport const b = () => a',
  "scripts/lib/cycle-b.mjs": 'import { a } from "./cycle-a.mjs"\nexport const b = () => a',
  "web/src/x.ts": "export const x = 1",
  "web/src/features/a/a.ts": "export const a = 1",
}

const scratch = mkdtempSync(join(tmpdir(), "dependency-rule-"))
try {
  const files = {
    ...Object.fromEntries(Object.entries(probes).map(([p, [text]]) => [p, text])),
    ...allowed,
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true })
    writeFileSync(join(scratch, path), `${text}\n`)
  }
  copyFileSync(join(root, ".dependency-cruiser.cjs"), join(scratch, ".dependency-cruiser.cjs"))
  mkdirSync(join(scratch, "web"), { recursive: true })
  writeFileSync(
    join(scratch, "web/tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        module: "ESNext",
        moduleResolution: "Bundler",
        allowImportingTsExtensions: true,
      },
      files: ["src/x.ts"],
    }),
  )
  symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"))

  const probe = cruise(scratch, ["core/src", "web/src", "mock-server/src", "scripts"])
  const output = probe.stdout + probe.stderr
  const missed = Object.entries(probes).filter(
    ([path, [, rule]]) => !output.split("\n").some((l) => l.includes(rule) && l.includes(path)),
  )
  const wrongly = ["core/src/TypesOnly.ts"].filter((path) => output.includes(path))
  if (missed.length > 0 || wrongly.length > 0 || probe.status === 0) {
    console.error(output)
    for (const [path, [, rule]] of missed) console.error(`the rule ${rule} did not catch ${path}`)
    for (const path of wrongly) console.error(`${path} is allowed but was reported`)
    process.exit(1)
  }
  console.log(
    `dependency rule self-test: all ${Object.keys(probes).length} known violations caught`,
  )
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
