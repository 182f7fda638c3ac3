/**
 * Reading the mall's form bodies (application/x-www-form-urlencoded), the other half of core
 * `FormBody`, as docs/decisions/0013-list-encoding.md decides. {@link decode} reads the canonical
 * form (repeated keys) and tolerates the older `key[0]=a` and `key[]=a` keys; it knows which fields
 * are lists and how long each may be, and refuses anything else before allocating a list, so a
 * short body cannot make it build a huge or sparse array. Pure and framework-free: no DOM or Node
 * APIs.
 */
import { Data, Result } from "effect"

/** Most `key=value` pairs one body or query may hold (the largest call, 5 × 1,000 cart-line values, fits). */
export const MAX_FIELDS = 10_000

/**
 * What a decoder knows of a form: each list field and the most elements it may hold (the
 * contract's `maxItems`). Every field not named here is a scalar.
 */
export type ListLimits = ReadonlyMap<string, number>

/** A decoded form: a scalar field is a string, a list field a dense list of strings. */
export type Decoded = Record<string, string | string[]>

/** A key indexes (`f[0]`, `f[]`, `f[a]`) a field that is not a list. */
export class NotAList extends Data.TaggedError("NotAList")<{ readonly field: string }> {}
/** A list field holds, or is indexed, beyond its maxItems. */
export class TooManyItems extends Data.TaggedError("TooManyItems")<{
  readonly field: string
  readonly max: number
}> {}
/** A list index is not a plain decimal, repeats, leaves a gap, or is mixed with repeated keys. */
export class BadIndex extends Data.TaggedError("BadIndex")<{ readonly field: string }> {}
/** A scalar field is given more than once. */
export class RepeatedField extends Data.TaggedError("RepeatedField")<{ readonly field: string }> {}
/** A percent escape is malformed. */
export class MalformedEscape extends Data.TaggedError("MalformedEscape") {}
/** The body holds more than {@link MAX_FIELDS} pairs. */
export class TooManyFields extends Data.TaggedError("TooManyFields")<{ readonly max: number }> {}

export type DecodeError =
  NotAList | TooManyItems | BadIndex | RepeatedField | MalformedEscape | TooManyFields

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    return null
  }
}

/** A field being read: a scalar, a list of repeated values, or indexed values by index. */
type Slot =
  | { readonly kind: "scalar"; readonly value: string }
  | { readonly kind: "list"; readonly values: string[] }
  | { readonly kind: "indexed"; readonly byIndex: Map<number, string>; top: number }

/**
 * Decodes a query string or form body. `lists` names the list fields and their maxItems; every
 * other field is a scalar. Lists are read from repeated keys (canonical), `name[]=` keys and
 * indexed `name[i]=` keys (tolerated; indices must be 0..n-1, each once, in any order). Refused,
 * each before any list grows: an index or `[]` on a scalar field (NotAList), an index or element
 * count above maxItems (TooManyItems, checked on the index's digits, so `ids[99999999]` costs
 * the same as `ids[9]`), a non-decimal, repeated or gapped index (BadIndex), a repeated scalar
 * (RepeatedField), a bad escape and more than {@link MAX_FIELDS} pairs. Lists come back dense.
 * The result has no prototype: a field named `__proto__` is just a field.
 */
function decode(body: string, lists: ListLimits): Result.Result<Decoded, DecodeError> {
  const slots = new Map<string, Slot>()
  if (body !== "") {
    let start = 0
    let count = 0
    while (start <= body.length) {
      const amp = body.indexOf("&", start)
      const end = amp < 0 ? body.length : amp
      const part = body.slice(start, end)
      start = end + 1
      if (part === "") {
        if (amp < 0) break
        continue
      }
      if (++count > MAX_FIELDS) return Result.fail(new TooManyFields({ max: MAX_FIELDS }))
      const eq = part.indexOf("=")
      const key = decodeComponent(eq < 0 ? part : part.slice(0, eq))
      const value = eq < 0 ? "" : decodeComponent(part.slice(eq + 1))
      if (key === null || value === null) return Result.fail(new MalformedEscape())
      const failure = add(slots, lists, key, value)
      if (failure) return Result.fail(failure)
      if (amp < 0) break
    }
  }
  const out = Object.create(null) as Decoded
  for (const [field, slot] of slots) {
    if (slot.kind === "scalar") out[field] = slot.value
    else if (slot.kind === "list") out[field] = slot.values
    else {
      // Indices are distinct and below maxItems: they are 0..n-1 exactly when the top one is n-1.
      if (slot.top !== slot.byIndex.size - 1) return Result.fail(new BadIndex({ field }))
      const dense: string[] = []
      for (let i = 0; i < slot.byIndex.size; i++) dense.push(slot.byIndex.get(i) ?? "")
      out[field] = dense
    }
  }
  return Result.succeed(out)
}

/** Adds one decoded pair; the error when the pair is refused. */
function add(
  slots: Map<string, Slot>,
  lists: ListLimits,
  key: string,
  value: string,
): DecodeError | undefined {
  const open = key.indexOf("[")
  const bracketed = open > 0 && key.endsWith("]")
  const field = bracketed ? key.slice(0, open) : key
  const max = lists.get(field)
  const slot = slots.get(field)
  if (!bracketed) {
    if (max === undefined) {
      if (slot !== undefined) return new RepeatedField({ field })
      slots.set(field, { kind: "scalar", value })
      return undefined
    }
    return append(slots, slot, field, max, value)
  }
  if (max === undefined) return new NotAList({ field })
  const inner = key.slice(open + 1, -1)
  if (inner === "") return append(slots, slot, field, max, value)
  if (!/^\d+$/.test(inner)) return new BadIndex({ field })
  // Compare digits before converting: an index with more digits than maxItems is too large.
  const digits = inner.replace(/^0+(?=\d)/, "")
  if (digits.length > String(max).length) return new TooManyItems({ field, max })
  const index = Number(digits)
  if (index >= max) return new TooManyItems({ field, max })
  if (slot === undefined) {
    slots.set(field, { kind: "indexed", byIndex: new Map([[index, value]]), top: index })
    return undefined
  }
  if (slot.kind !== "indexed" || slot.byIndex.has(index)) return new BadIndex({ field })
  slot.byIndex.set(index, value)
  if (index > slot.top) slot.top = index
  return undefined
}

function append(
  slots: Map<string, Slot>,
  slot: Slot | undefined,
  field: string,
  max: number,
  value: string,
): DecodeError | undefined {
  if (slot === undefined) {
    if (max < 1) return new TooManyItems({ field, max })
    slots.set(field, { kind: "list", values: [value] })
    return undefined
  }
  if (slot.kind !== "list") return new BadIndex({ field })
  if (slot.values.length >= max) return new TooManyItems({ field, max })
  slot.values.push(value)
  return undefined
}

/** The bounded decoder of the mall's form bodies (see docs/decisions/0013-list-encoding.md). */
export const FormDecoder = { decode } as const
