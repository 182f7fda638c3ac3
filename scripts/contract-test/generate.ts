/**
 * Inputs from the contract's schemas, with fast-check: valid values for a parameter or a form
 * body (arbitraries derived from the schema: types, bounds, lengths, enums, patterns, list
 * sizes), and the ways to break one field at a time (a required field missing, a wrong type, a
 * number out of range, a string too long or too short, too many list items, an unknown enum
 * value, a pattern not matched). Every sample comes from the run's seed, so `--seed` replays it.
 */
import fc from "fast-check"
import type { Contract, Schema } from "./contract.ts"
import { propertiesOf, requiredOf } from "./contract.ts"

/** Cap on generated list sizes and string lengths (what a server must accept is in the schema). */
const MAX_LIST = 3
const MAX_TEXT = 12
const TEXT_CHARS = "abcxyz0189药品感冒灵颗粒广州 -".split("")

export function valueArb(contract: Contract, raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = contract.resolve(raw)
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as unknown[]))
  if (Array.isArray(s.allOf) && s.allOf.length > 0) {
    const props = propertiesOf(contract, s)
    if (props.length > 0) return objectArb(contract, s, depth)
    return valueArb(contract, s.allOf[0], depth)
  }
  switch (s.type) {
    case "integer": {
      const min = typeof s.minimum === "number" ? s.minimum : 0
      const max = typeof s.maximum === "number" ? s.maximum : Math.max(min + 1000, 1000)
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    }
    case "number": {
      const min = typeof s.minimum === "number" ? s.minimum : 0
      const max = typeof s.maximum === "number" ? s.maximum : min + 1000
      return fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
        .map((n) => n / 100)
    }
    case "boolean":
      return fc.constantFrom(0, 1)
    case "array": {
      const min = typeof s.minItems === "number" ? s.minItems : 0
      const max = Math.max(
        min,
        Math.min(typeof s.maxItems === "number" ? s.maxItems : MAX_LIST, MAX_LIST),
      )
      return fc.array(valueArb(contract, s.items, depth + 1), { minLength: min, maxLength: max })
    }
    case "object":
      return depth > 2 ? fc.constant({}) : objectArb(contract, s, depth)
    default:
      return stringArb(s)
  }
}

function stringArb(s: Schema): fc.Arbitrary<unknown> {
  const min = typeof s.minLength === "number" ? s.minLength : 0
  const max = Math.max(
    min,
    Math.min(typeof s.maxLength === "number" ? s.maxLength : MAX_TEXT, MAX_TEXT),
  )
  const within = (v: string): boolean =>
    v.length >= min && v.length <= ((s.maxLength as number) ?? Infinity)
  if (typeof s.pattern === "string") {
    return fc.stringMatching(new RegExp(s.pattern)).filter(within)
  }
  if (s.format === "date")
    return fc
      .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
  if (s.format === "date-time")
    return fc
      .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString())
  return fc
    .string({
      unit: fc.constantFrom(...TEXT_CHARS),
      minLength: Math.max(min, 1),
      maxLength: Math.max(max, 1),
    })
    .map((v) => (min === 0 && v.trim() === "" ? "x" : v))
    .filter((v) => v.trim().length >= min)
}

function objectArb(contract: Contract, s: Schema, depth: number): fc.Arbitrary<unknown> {
  const props = propertiesOf(contract, s)
  if (props.length === 0) return fc.constant({})
  const required = new Set(requiredOf(s))
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, schema] of props) record[name] = valueArb(contract, schema, depth + 1)
  return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) })
}

/** `n` valid samples of a schema from the seed. */
export function samples(contract: Contract, schema: unknown, n: number, seed: number): unknown[] {
  return fc.sample(valueArb(contract, schema), { seed, numRuns: n })
}

export interface Breakage {
  field: string
  /** What was done, e.g. "missing", "wrong type", "above maximum 99999". */
  how: string
  /** The broken value; `undefined` removes the field. */
  value: unknown
}

/** One breakage per way each field of an object schema can be broken. */
export function breakages(contract: Contract, schema: Schema | null): Breakage[] {
  if (!schema) return []
  const required = new Set(requiredOf(schema))
  const out: Breakage[] = []
  for (const [field, s] of propertiesOf(contract, schema))
    out.push(...fieldBreakages(contract, field, s, required.has(field)))
  return out
}

export function fieldBreakages(
  contract: Contract,
  field: string,
  raw: unknown,
  required: boolean,
): Breakage[] {
  const s = contract.resolve(raw)
  const base = Array.isArray(s.allOf) && s.allOf.length === 1 ? contract.resolve(s.allOf[0]) : s
  const out: Breakage[] = []
  if (required) out.push({ field, how: "required field missing", value: undefined })
  const type = base.type
  if (Array.isArray(base.enum) && base.enum.length > 0)
    out.push({
      field,
      how: "unknown enum value",
      value: typeof base.enum[0] === "number" ? 987654 : "not-a-listed-value",
    })
  if (type === "integer" || type === "number") {
    out.push({ field, how: "wrong type (text for a number)", value: "abc" })
    if (typeof base.minimum === "number")
      out.push({ field, how: `below minimum ${base.minimum}`, value: base.minimum - 1 })
    if (typeof base.maximum === "number")
      out.push({ field, how: `above maximum ${base.maximum}`, value: base.maximum + 1 })
  }
  if (type === "string") {
    // A length limit above what a body may carry is the transport's business (413), not a field's.
    if (typeof base.maxLength === "number" && base.maxLength <= 10_000)
      out.push({
        field,
        how: `longer than maxLength ${base.maxLength}`,
        value: "x".repeat(base.maxLength + 1),
      })
    if (typeof base.minLength === "number" && base.minLength > 1)
      out.push({
        field,
        how: `shorter than minLength ${base.minLength}`,
        value: "x".repeat(base.minLength - 1),
      })
    if (typeof base.pattern === "string" && !new RegExp(base.pattern).test("#不合格#"))
      out.push({ field, how: `not matching pattern ${base.pattern}`, value: "#不合格#" })
  }
  if (type === "array") {
    const items = contract.resolve(base.items)
    if (typeof base.maxItems === "number" && base.maxItems <= 1000) {
      const item = items.type === "integer" ? 1 : items.type === "string" ? "x" : 1
      out.push({
        field,
        how: `more than maxItems ${base.maxItems}`,
        value: Array.from({ length: base.maxItems + 1 }, (_, i) =>
          typeof item === "number" ? i + 1 : `${item}${i}`,
        ),
      })
    }
    if (items.type === "integer" || items.type === "number")
      out.push({ field, how: "wrong item type (text for a number)", value: ["abc"] })
  }
  return out
}

/**
 * `body` with each free text it sends (a string field with a maxLength, no pattern, format or
 * enum) lengthened to exactly its maxLength, its own text repeated: a boundary value a server
 * must keep whole.
 */
export function atMaxLength(
  contract: Contract,
  schema: Schema,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...body }
  for (const [field, raw] of propertiesOf(contract, schema)) {
    const s = contract.resolve(raw)
    const sent = out[field]
    const max = s.maxLength
    if (typeof sent !== "string" || sent === "" || typeof max !== "number" || max > 10_000) continue
    if (s.type !== "string" || s.pattern !== undefined || s.format !== undefined || s.enum) continue
    out[field] = [...sent.repeat(Math.ceil(max / [...sent].length))].slice(0, max).join("")
  }
  return out
}
