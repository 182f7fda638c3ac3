/**
 * Reading form-encoded input. {@link readForm} decodes the query string and the
 * application/x-www-form-urlencoded body of every /api call with core's FormDecoder.decode and the
 * operation's list fields (each with the contract's maxItems), as docs/decisions/0013-list-encoding.md
 * says: repeated keys are canonical, `ids[0]=` and `ids[]=` are tolerated, and an index on a
 * scalar, an index or count above maxItems, a bad index, a repeated scalar or a bad escape is a
 * 422 naming the field, refused before any list is built. {@link parseForm} is the looser reader
 * of the control API's form bodies (outside the contract): repeated keys and `ids[]=1` become
 * arrays, bracket paths (`lines[0][goods_id]=3`) nested objects.
 */
import {
  FormDecoder,
  type Decoded,
  type DecodeError,
  type ListLimits,
} from "@mall/core/FormDecoder"
import { Result } from "effect"
import { labelOf } from "../contract/errors.ts"
import { msg } from "../domain/messages.ts"
import { CODE_INVALID, envelope, type Reply } from "./envelope.ts"

/** The 422 field and Chinese message for a refused form. */
export function formRefusal(error: DecodeError): { field: string; message: string } {
  switch (error._tag) {
    case "NotAList":
      return { field: error.field, message: msg.notAList(labelOf(error.field)) }
    case "TooManyItems":
      return { field: error.field, message: msg.listTooLong(labelOf(error.field), error.max) }
    case "BadIndex":
      return { field: error.field, message: msg.badListIndex(labelOf(error.field)) }
    case "RepeatedField":
      return { field: error.field, message: msg.repeatedField(labelOf(error.field)) }
    case "TooManyFields":
      return { field: "body", message: msg.tooManyFields(error.max) }
    case "MalformedEscape":
      return { field: "body", message: msg.badBody }
  }
}

/** Decodes a query string or form body of an /api call; a refusal is the 422 envelope. */
export function readForm(
  text: string,
  lists: ListLimits,
): { ok: true; value: Decoded } | { ok: false; reply: Reply } {
  const result = FormDecoder.decode(text, lists)
  if (Result.isSuccess(result)) return { ok: true, value: result.success }
  const { field, message } = formRefusal(result.failure)
  return { ok: false, reply: envelope(422, CODE_INVALID, message, { [field]: [message] }) }
}

export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

const MAX_DEPTH = 5
const MAX_PAIRS = 5000

function decode(part: string): string {
  return decodeURIComponent(part.replace(/\+/g, " "))
}

function splitKey(key: string): string[] {
  const open = key.indexOf("[")
  if (open <= 0 || !key.endsWith("]")) return [key]
  const head = key.slice(0, open)
  const rest = key
    .slice(open + 1, -1)
    .split("][")
    .slice(0, MAX_DEPTH)
  return [head, ...rest]
}

function isIndexObject(value: { [key: string]: FormValue }): boolean {
  const keys = Object.keys(value)
  if (keys.length === 0) return false
  return keys.every((k, i) => k === String(i)) || keys.every((k) => /^\d+$/.test(k))
}

function normalise(value: FormValue): FormValue {
  if (typeof value === "string") return value
  if (Array.isArray(value)) return value.map(normalise)
  const out: { [key: string]: FormValue } = {}
  for (const [k, v] of Object.entries(value)) out[k] = normalise(v)
  if (isIndexObject(out)) {
    return Object.keys(out)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => out[k] as FormValue)
  }
  return out
}

function assign(target: { [key: string]: FormValue }, path: string[], value: string): void {
  let node = target
  for (let i = 0; i < path.length; i++) {
    const key = path[i] ?? ""
    const last = i === path.length - 1
    if (key === "__proto__" || key === "constructor" || key === "prototype") return
    if (last) {
      if (key === "") {
        // `a[]=x`: append to the array under the parent key (handled by the caller's path)
        return
      }
      const existing = node[key]
      if (existing === undefined) node[key] = value
      else if (Array.isArray(existing)) existing.push(value)
      else if (typeof existing === "string") node[key] = [existing, value]
      return
    }
    const nextKey = path[i + 1]
    if (nextKey === "" && i + 1 === path.length - 1) {
      const existing = node[key]
      if (existing === undefined) node[key] = [value]
      else if (Array.isArray(existing)) existing.push(value)
      else if (typeof existing === "string") node[key] = [existing, value]
      return
    }
    let child = node[key]
    if (child === undefined || typeof child === "string" || Array.isArray(child)) {
      const fresh: { [key: string]: FormValue } = {}
      if (Array.isArray(child)) child.forEach((v, idx) => (fresh[String(idx)] = v))
      node[key] = fresh
      child = fresh
    }
    node = child as { [key: string]: FormValue }
  }
}

/** Parses `a=1&b=2`; throws URIError on a malformed escape. */
export function parseForm(text: string): FormObject {
  const out: FormObject = Object.create(null) as FormObject
  if (text === "") return out
  const pairs = text.split("&")
  if (pairs.length > MAX_PAIRS) throw new RangeError("too many fields")
  for (const pair of pairs) {
    if (pair === "") continue
    const eq = pair.indexOf("=")
    const key = decode(eq < 0 ? pair : pair.slice(0, eq))
    const value = eq < 0 ? "" : decode(pair.slice(eq + 1))
    if (key === "") continue
    assign(out, splitKey(key), value)
  }
  const normalised: FormObject = {}
  for (const [k, v] of Object.entries(out)) normalised[k] = normalise(v)
  return normalised
}
