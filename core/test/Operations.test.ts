/**
 * The generated operations agree with the contract: every success example of openapi.yaml decodes
 * with its operation's Schema, and an answer that breaks the contract (a field of the wrong type,
 * a required field missing, data that is null or a string) does not.
 */
import { readFileSync } from "node:fs"
import { fc, test } from "@fast-check/vitest"
import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import YAML from "yaml"
import * as Op from "../src/generated/operations.ts"
import type { Operation } from "../src/Operation.ts"
import { runs } from "./arbitraries.ts"

type Media = { examples?: Record<string, { value?: unknown }>; example?: unknown }
type Answer = { content?: Record<string, Media> }
type Doc = {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, Answer> }>
  >
}
const doc = YAML.parse(readFileSync(new URL("../../openapi.yaml", import.meta.url), "utf8")) as Doc

const operations = (Object.values(Op) as ReadonlyArray<unknown>).filter(
  (v): v is Operation => typeof v === "object" && v !== null && "path" in v && "method" in v,
)

/** Each operation with the `data` of every example of its success answer. */
const examples = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) => {
    const operation = (Op as Record<string, unknown>)[op.operationId ?? ""] as Operation
    const success = op.responses?.["200"] ?? op.responses?.["201"]
    const media: Media = success?.content?.["application/json"] ?? {}
    const values = [
      ...Object.values(media.examples ?? {}).map((e) => e.value),
      ...(media.example !== undefined ? [media.example] : []),
    ]
    return values
      .filter((v): v is { data: unknown } => typeof v === "object" && v !== null && "data" in v)
      .map((v) => ({ name: `${method.toUpperCase()} ${path}`, operation, data: v.data }))
  }),
)

const decodes = (operation: Operation, data: unknown): boolean =>
  Result.isSuccess(Schema.decodeUnknownResult(operation.data)(data))

describe("generated operations", () => {
  it("there is one operation for every operation of the contract", () => {
    const count = Object.values(doc.paths).reduce(
      (n, item) => n + Object.keys(item).filter((m) => m !== "parameters").length,
      0,
    )
    expect(operations.length).toBe(count)
  })

  it.each(examples.map((e) => [e.name, e] as const))(
    "%s: its success example decodes",
    (_name, e) => {
      expect(decodes(e.operation, e.data)).toBe(true)
    },
  )

  const objects = examples.filter(
    (e) => typeof e.data === "object" && e.data !== null && !Array.isArray(e.data),
  )
  test.prop([fc.constantFrom(...objects), fc.nat()], runs)(
    "a field of an example that turns into a value of another kind is refused",
    (e, pick) => {
      const keys = Object.keys(e.data as object)
      if (keys.length === 0) return
      const key = keys[pick % keys.length] ?? ""
      const value = (e.data as Record<string, unknown>)[key]
      const wrong = typeof value === "string" ? 12345 : "12345"
      // optional fields may legitimately be absent, but never of another type
      expect(decodes(e.operation, { ...(e.data as object), [key]: wrong })).toBe(false)
    },
  )

  it("null, a string or an empty object instead of an object answer is refused", () => {
    for (const e of objects) {
      expect(decodes(e.operation, null)).toBe(false)
      expect(decodes(e.operation, "broken")).toBe(false)
    }
    const withRequired = objects.filter((e) => Object.keys(e.data as object).length > 0)
    expect(withRequired.some((e) => !decodes(e.operation, {}))).toBe(true)
  })
})
