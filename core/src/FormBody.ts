/**
 * The wire format of request bodies (application/x-www-form-urlencoded), as decided in
 * docs/decisions/0013-list-encoding.md (which supersedes ADR 5). One canonical form is sent:
 * scalars as `key=value`; lists as repeated keys `key=a&key=b` (OpenAPI 3.0 `style: form,
 * explode: true`); the cart's list of lines as parallel repeated keys `goods_id`, `price`,
 * `number`, `ck_id` and, when sent, `type`, paired by position. Its reading is core
 * `FormDecoder` (a module of its own, so the web app, which only sends, does not carry it).
 * Pure and framework-free: no DOM or Node APIs.
 */
import type { components, operations } from "./generated/api"

/** One scalar form value. Booleans are sent as 1 / 0. */
export type FormScalar = string | number | boolean
/** A field of a form body: a scalar, a list of scalars, or nothing (null / undefined: left out). */
export type FormValue = FormScalar | null | undefined | ReadonlyArray<FormScalar>
/** A whole form body: field name → value, encoded in insertion order. */
export type FormRecord = { readonly [key: string]: FormValue }

/** A line to add to the cart (the spec's "line to add to cart"). */
export type CartLineInput = components["schemas"]["CartLineInput"]
/** The form fields of POST /api/cart. */
export type CartLinesForm =
  operations["postCart"]["requestBody"]["content"]["application/x-www-form-urlencoded"]

/** The `type` the server assumes for a cart line that names none (and that we send for it). */
export const DEFAULT_LINE_TYPE = 1

// application/x-www-form-urlencoded byte serializer (WHATWG URL standard): keeps
// ALPHA / DIGIT / "*" / "-" / "." / "_", turns space into "+", percent-encodes the rest as UTF-8.
function encodeComponent(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+")
}

function scalarText(value: FormScalar): string {
  if (typeof value === "boolean") return value ? "1" : "0"
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`FormBody: cannot send ${value}`)
    return String(value)
  }
  return value
}

function pair(key: string, value: FormScalar): string {
  return `${encodeComponent(key)}=${encodeComponent(scalarText(value))}`
}

/**
 * Encodes a record in the canonical wire format: `key=value` per scalar, one `key=value` per list
 * element in list order (repeated keys). Null and undefined fields are left out; an empty list
 * sends nothing. A list element cannot be left out (parallel lists are paired by position), so a
 * null or undefined element throws a RangeError, as a non-finite number does.
 */
function encode(record: FormRecord): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(record)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) {
      const list: ReadonlyArray<FormScalar | null | undefined> = value
      for (const item of list) {
        if (item === null || item === undefined)
          throw new RangeError(`FormBody: a list element of ${key} is missing`)
        parts.push(pair(key, item))
      }
    } else {
      parts.push(pair(key, value as FormScalar))
    }
  }
  return parts.join("&")
}

/**
 * Turns cart lines into the parallel lists of POST /api/cart: line i is element i of goods_id,
 * price, number, ck_id and, when any line has a type, type. `type` is then sent for every line,
 * {@link DEFAULT_LINE_TYPE} for a line that has none (what the server assumes when it is absent),
 * so the lists stay the same length; it is omitted when no line has a type.
 */
function cartLines(lines: readonly CartLineInput[]): CartLinesForm {
  const form: CartLinesForm = { goods_id: [], price: [], number: [], ck_id: [] }
  for (const line of lines) {
    form.goods_id.push(line.goods_id)
    form.price.push(line.price)
    form.number.push(line.number)
    form.ck_id.push(line.ck_id)
  }
  if (lines.some((line) => line.type !== undefined))
    form.type = lines.map((line) => line.type ?? DEFAULT_LINE_TYPE)
  return form
}

/** The mall's form-body encoding (see docs/decisions/0013-list-encoding.md). */
export const FormBody = { encode, cartLines } as const
