/**
 * The wire format of request bodies (application/x-www-form-urlencoded), as decided in
 * docs/decisions/0005-form-encoding.md: scalars as `key=value`; lists as indexed keys
 * `key[0]=a&key[1]=b` (a missing element keeps its index free); the cart's list of lines as
 * parallel indexed lists `goods_id[i]`, `price[i]`, `number[i]`, `ck_id[i]`, `type[i]`.
 * Pure and framework-free: no DOM or Node APIs.
 */
import type { components, operations } from "./generated/api"

/** One scalar form value. Booleans are sent as 1 / 0; null and undefined are left out. */
export type FormScalar = string | number | boolean
/** A field of a form body: a scalar, a list of scalars, or nothing. */
export type FormValue = FormScalar | null | undefined | ReadonlyArray<FormScalar | null | undefined>
/** A whole form body: field name → value, encoded in insertion order. */
export type FormRecord = { readonly [key: string]: FormValue }

/** A line to add to the cart (the spec's "line to add to cart"). */
export type CartLineInput = components["schemas"]["CartLineInput"]
/** The form fields of POST /api/cart. */
export type CartLinesForm =
  operations["postCart"]["requestBody"]["content"]["application/x-www-form-urlencoded"]

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

/** Encodes a record as an application/x-www-form-urlencoded body in the decided wire format. */
function encode(record: FormRecord): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(record)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) {
      const list: ReadonlyArray<FormScalar | null | undefined> = value
      for (let i = 0; i < list.length; i++) {
        const item = list[i]
        if (item !== null && item !== undefined) parts.push(pair(`${key}[${i}]`, item))
      }
    } else {
      parts.push(pair(key, value as FormScalar))
    }
  }
  return parts.join("&")
}

function decodeComponent(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, " "))
}

/**
 * Decodes a body produced by {@link encode}: `key=value` gives a string, `key[i]=value` gives a
 * list of strings with the element at index i (holes stay undefined). Values stay strings; the
 * receiver converts types as its schema says.
 */
function decode(body: string): Record<string, string | Array<string | undefined>> {
  // No prototype: a field named "__proto__" is just a field.
  const out = Object.create(null) as Record<string, string | Array<string | undefined>>
  if (body === "") return out
  for (const part of body.split("&")) {
    if (part === "") continue
    const eq = part.indexOf("=")
    const key = decodeComponent(eq < 0 ? part : part.slice(0, eq))
    const value = eq < 0 ? "" : decodeComponent(part.slice(eq + 1))
    const indexed = /^(.*)\[(\d+)\]$/.exec(key)
    if (indexed && indexed[1] !== undefined && indexed[2] !== undefined) {
      const name = indexed[1]
      const existing = out[name]
      const list: Array<string | undefined> = Array.isArray(existing) ? existing : []
      list[Number(indexed[2])] = value
      out[name] = list
    } else {
      out[key] = value
    }
  }
  return out
}

/**
 * Turns cart lines into the parallel lists of POST /api/cart: line i becomes goods_id[i],
 * price[i], number[i], ck_id[i] and, when the line has one, type[i]. `type` is omitted when no
 * line has a type; a line without a type leaves a hole at its index.
 */
function cartLines(lines: readonly CartLineInput[]): CartLinesForm {
  const form: CartLinesForm = { goods_id: [], price: [], number: [], ck_id: [] }
  const types: number[] = []
  let anyType = false
  lines.forEach((line, i) => {
    form.goods_id.push(line.goods_id)
    form.price.push(line.price)
    form.number.push(line.number)
    form.ck_id.push(line.ck_id)
    if (line.type !== undefined) {
      types[i] = line.type
      anyType = true
    }
  })
  if (anyType) form.type = types
  return form
}

/** The mall's form-body encoder (see docs/decisions/0005-form-encoding.md). */
export const FormBody = { encode, decode, cartLines } as const
