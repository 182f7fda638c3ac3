#!/usr/bin/env node
/**
 * The design system's guardrails, on the sources (the look checks in e2e hold the drawn pages):
 * - every colour, shadow and radius of web/src is a token: colour literals (#hex, rgb(), hsl()),
 *   literal shadows and radii appear only in web/src/lib/ui/tokens.css;
 * - a feature's CSS lays out and never styles a control element (button, input, select,
 *   textarea): controls look the same on every page because only lib/ui draws them;
 * - views hold no Chinese text: every string a buyer reads comes from core's message catalogue
 *   (string literals, template literals and JSX text of web/src, tests and the gallery's data
 *   aside, are read with TypeScript's scanner, so comments may speak Chinese).
 * `--self-test` proves each rule catches a known violation. Exit status 1 on any finding.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import ts from "typescript"

const root = new URL("..", import.meta.url).pathname
const web = join(root, "web/src")

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  )

const TOKENS = "lib/ui/tokens.css"
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(/
/** A declaration's value, or null when the line declares `property`. */
const valueOf = (code, property) => {
  const m = new RegExp(`(?:^|[\\s;{])${property}\\s*:\\s*([^;}]*)`).exec(code)
  return m === null ? null : m[1].trim()
}
/** A radius is tokens, 0 or 50% (a circle), one value per corner. */
const radiusOk = (v) =>
  v
    .split(/\s+(?![^(]*\))/)
    .every((p) => p === "0" || p === "50%" || /^var\(--radius-[\w-]+\)$/.test(p))
/** Outside lib/ui, a shadow is a token (or none); lib/ui draws its focus halos from tokens. */
const shadowOk = (v, inUi) =>
  v === "none" || /^var\(--shadow-[\w-]+\)$/.test(v) || (inUi && !COLOUR.test(v))
const CONTROL = /(^|[\s,>+~(])(button|input|select|textarea)(?=[\s,:.[>+~{)]|$)/

/** Findings of one CSS file: `line: rule: text`. */
export function cssFindings(path, text) {
  const out = []
  const inFeature = path.startsWith("features/") || path.startsWith("routes/")
  const lines = text.split("\n")
  let selector = ""
  lines.forEach((line, i) => {
    const at = `${path}:${i + 1}`
    const code = line.replace(/\/\*.*?\*\//g, "")
    if (path !== TOKENS) {
      if (COLOUR.test(code)) out.push(`${at}: a colour that is not a token: ${line.trim()}`)
      const shadow = valueOf(code, "box-shadow")
      if (shadow !== null && !shadowOk(shadow, path.startsWith("lib/")))
        out.push(`${at}: a shadow that is not a token: ${line.trim()}`)
      const radius = valueOf(code, "border-radius")
      if (radius !== null && !radiusOk(radius))
        out.push(`${at}: a radius that is not a token: ${line.trim()}`)
    }
    if (!code.includes(":") || code.includes("{")) selector += code
    if (code.includes("{")) {
      if (inFeature && CONTROL.test(selector.replace(/\{.*/, "")))
        out.push(
          `${at}: a feature styles a control element: ${selector.replace(/\{.*/, "").trim()}`,
        )
      selector = ""
    }
    if (code.includes("}")) selector = ""
  })
  return out
}

const HAN = /\p{Script=Han}/u

/** Findings of one TSX/TS view file: Chinese text outside comments. */
export function viewFindings(path, text) {
  const out = []
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const visit = (node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    if (literal && HAN.test(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart())
      out.push(
        `${path}:${line + 1}: Chinese text in a view (put it in core's messages): ${node.text.trim().slice(0, 40)}`,
      )
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

function check() {
  const findings = []
  for (const file of walk(web)) {
    const path = relative(web, file)
    if (file.endsWith(".css")) findings.push(...cssFindings(path, readFileSync(file, "utf8")))
    else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      findings.push(...viewFindings(path, readFileSync(file, "utf8")))
  }
  return findings
}

function selfTest() {
  const cases = [
    ["a colour", cssFindings("features/x/X.module.css", ".a {\n  color: #c81623;\n}")],
    [
      "an rgb colour",
      cssFindings("lib/ui/Y.module.css", ".a {\n  background: rgb(0 0 0 / 35%);\n}"),
    ],
    [
      "a shadow",
      cssFindings("features/x/X.module.css", ".a {\n  box-shadow: 0 2px 4px var(--c);\n}"),
    ],
    ["a radius", cssFindings("features/x/X.module.css", ".a {\n  border-radius: 3px;\n}")],
    [
      "a control",
      cssFindings("features/x/X.module.css", ".form input[type=text] {\n  height: 30px;\n}"),
    ],
    ["Chinese text", viewFindings("features/x/X.tsx", "export const A = () => <p>购物车</p>\n")],
    ["a Chinese string", viewFindings("features/x/X.tsx", 'const a = "购物车"\n')],
  ]
  const missed = cases.filter(([, found]) => found.length === 0).map(([name]) => name)
  const clean = [
    ...cssFindings(TOKENS, ":root {\n  --c: #fff;\n}"),
    ...cssFindings("features/x/X.module.css", ".a {\n  color: var(--color-text); /* #fff */\n}"),
    ...viewFindings("features/x/X.tsx", "// 购物车\nexport const A = () => <p>{words.cart}</p>\n"),
  ]
  if (missed.length > 0 || clean.length > 0) {
    console.error(
      `design check self-test: missed ${missed.join(", ") || "nothing"}; false alarms: ${clean.join("; ") || "none"}`,
    )
    process.exit(1)
  }
  console.log(`design check self-test: all ${cases.length} known violations caught`)
}

if (process.argv.includes("--self-test")) selfTest()
else {
  const findings = check()
  for (const f of findings) console.error(f)
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} finding(s): the design system's rules (ARCHITECTURE.md, "Invariants")`,
    )
    process.exit(1)
  }
  console.log("design check: tokens only, no feature styles a control, no Chinese text in views")
}
