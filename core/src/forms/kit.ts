/**
 * The validator kit the forms are written in: a form lists its fields, each with its checks (a
 * check gives a Chinese message when the value is wrong, and sees the whole input for checks
 * across fields), and `validate` gives either the values (trimmed strings; passwords untouched)
 * or one message per failing field, in field order (`firstError` is the one to toast). A checkbox
 * is read as "1" when ticked (`true`, 1 or "1") and "" otherwise; other non-text inputs (the
 * address default flag) are not validated here.
 */
import { Result } from "effect"
import * as Validation from "../Validation.ts"

/** A check returns a message when the value is wrong. `all` holds the whole input. */
export type Check = (value: string, all: Readonly<Record<string, unknown>>) => string | undefined

export interface Field {
  readonly checks: ReadonlyArray<Check>
  /** Whether the value is trimmed (all fields except passwords). */
  readonly trim: boolean
}

export type Form<K extends string> = Readonly<Record<K, Field>>
export type Values<K extends string> = Readonly<Record<K, string>>
export type Errors<K extends string> = Readonly<Partial<Record<K, string>>>

export const required =
  (message: string): Check =>
  (v) =>
    v.trim() === "" ? message : undefined
export const matches =
  (test: (v: string) => boolean, message: string): Check =>
  (v) =>
    v.trim() === "" || test(v) ? undefined : message
export const lengthBetween =
  (min: number, max: number, message: string): Check =>
  (v) =>
    v === "" || (v.length >= min && v.length <= max) ? undefined : message
export const maxLength =
  (max: number, message: string): Check =>
  (v) =>
    [...v].length <= max ? undefined : message
/** Between `min` and `max` characters (code points) once trimmed; blank is left to `required`. */
export const charsBetween =
  (min: number, max: number, message: string): Check =>
  (v) => {
    const n = [...v.trim()].length
    return n === 0 || (n >= min && n <= max) ? undefined : message
  }
/** A checkbox that must be ticked. */
export const ticked =
  (message: string): Check =>
  (v) =>
    v === "1" ? undefined : message
export const sameAs =
  (other: string, message: string): Check =>
  (v, all) =>
    v === "" || v === String(all[other] ?? "") ? undefined : message

/**
 * `field`'s checks, applied only while `applies(all)` holds: a field the form shows on a condition
 * (the password of a WeChat bind, asked only for a phone not registered yet).
 */
export const onlyWhen = (
  applies: (all: Readonly<Record<string, unknown>>) => boolean,
  field: Field,
): Field => ({
  trim: field.trim,
  checks: field.checks.map(
    (check): Check =>
      (v, all) =>
        applies(all) ? check(v, all) : undefined,
  ),
})

/** A text field: its value is trimmed. */
export const text = (...checks: ReadonlyArray<Check>): Field => ({ checks, trim: true })
/** A secret (a password): its value is taken as typed. */
export const secret = (...checks: ReadonlyArray<Check>): Field => ({ checks, trim: false })

/** An input value as the text a check reads: a ticked checkbox "1", an unticked one "". */
export const textOf = (v: unknown): string =>
  typeof v === "string"
    ? v
    : typeof v === "number" && Number.isFinite(v)
      ? String(v)
      : typeof v === "boolean"
        ? v
          ? "1"
          : ""
        : ""

/** Checks every field; the first failing check of a field gives its message. */
export const validate = <K extends string>(
  form: Form<K>,
  input: Readonly<Partial<Record<K, unknown>>>,
): Result.Result<Values<K>, Errors<K>> => {
  const values: Partial<Record<K, string>> = {}
  const errors: Partial<Record<K, string>> = {}
  let failed = false
  const all = input as Readonly<Record<string, unknown>>
  for (const key of Object.keys(form) as Array<K>) {
    const field = form[key]
    const raw = textOf(input[key])
    const value = field.trim ? raw.trim() : raw
    values[key] = value
    for (const check of field.checks) {
      const message = check(raw, all)
      if (message !== undefined) {
        errors[key] = message
        failed = true
        break
      }
    }
  }
  return failed ? Result.fail(errors) : Result.succeed(values as Values<K>)
}

/** The first message of an errors object (the toast text), if any. */
export const firstError = <K extends string>(errors: Errors<K>): string | undefined =>
  Validation.firstFieldError(errors)
