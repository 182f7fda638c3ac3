/**
 * The state of a paged list as a URL query: which page, which status tab, what was searched, which
 * date range and sort. A list declares its fields as data (`page`, `text`, `oneOf`, `date`);
 * `read` turns a query string into values (anything missing, malformed or unknown falls back to the
 * field's default, so a hand-edited URL never breaks a page), `write` turns values back into query
 * pairs without the defaults (so the plain list has a plain URL), and `change` applies a change a
 * buyer made: any change but the page itself goes back to page 1. `read(write(v))` is `v` for every
 * value `read` can give.
 */
import * as DateTime from "./DateTime.ts"

/** One field of a list query. */
export type Field<A> = {
  readonly default: A
  /** The value of a query string entry (`null`: absent); `undefined` when it is not valid. */
  readonly parse: (raw: string) => A | undefined
  /** (A method, so that a field of any value type fits a `Spec`.) */
  format(value: A): string
}

export type Spec = Readonly<Record<string, Field<unknown>>>
export type Values<S extends Spec> = { readonly [K in keyof S]: S[K]["default"] }

/** The page number: a whole number from 1 (default 1). */
export const page: Field<number> = {
  default: 1,
  parse: (raw) => (/^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined),
  format: String,
}

/** Free text (trimmed, at most `max` characters; blank is the default ""). */
export const text = (max = 50): Field<string> => ({
  default: "",
  parse: (raw) => [...raw.trim()].slice(0, max).join(""),
  format: (v) => v,
})

/** One of a fixed set of values (the first is the default). */
export const oneOf = <const A extends string>(values: readonly [A, ...A[]]): Field<A> => ({
  default: values[0],
  parse: (raw) => values.find((v) => v === raw),
  format: (v) => v,
})

/** A calendar date `YYYY-MM-DD` that exists ("" when none). */
export const date: Field<string> = {
  default: "",
  parse: (raw) => (DateTime.isDate(raw) ? raw : undefined),
  format: (v) => v,
}

/** Reads the values of a query (`get` answers a key's first value, or null). */
export const read = <S extends Spec>(spec: S, get: (key: string) => string | null): Values<S> => {
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(spec)) {
    const raw = get(key)
    const parsed = raw === null ? undefined : field.parse(raw)
    out[key] = parsed === undefined ? field.default : parsed
  }
  return out as Values<S>
}

/** The query pairs of values, leaving out every value that is its field's default. */
export const write = <S extends Spec>(
  spec: S,
  values: Values<S>,
): ReadonlyArray<readonly [string, string]> => {
  const out: Array<readonly [string, string]> = []
  for (const [key, field] of Object.entries(spec)) {
    const value = (values as Record<string, unknown>)[key]
    if (value === field.default) continue
    const formatted = field.format(value)
    if (formatted !== "") out.push([key, formatted])
  }
  return out
}

/**
 * Applies a buyer's change: the changed fields take their new values, and unless the change is
 * only of `page`, the page goes back to 1 (a new filter starts at its first page).
 */
export const change = <S extends Spec>(
  spec: S,
  values: Values<S>,
  changes: Partial<Values<S>>,
): Values<S> => {
  const next = { ...values, ...changes } as Record<string, unknown>
  const onlyPage = Object.keys(changes).every((k) => k === "page")
  if (!onlyPage && "page" in spec) next.page = spec.page?.default
  return next as Values<S>
}

/** A date range whose start is after its end, which no list can show. */
export const rangeInverted = (start: string, end: string): boolean =>
  start !== "" && end !== "" && start > end
