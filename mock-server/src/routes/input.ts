/**
 * Reading request values after contract validation (which already coerced declared fields).
 * Every reader also copes with raw strings, so calls the contract does not describe yet are
 * just as safe: bad input throws a 422 with a Chinese message, never a crash.
 */
import * as Forms from "@mall/core/Forms"
import { invalid, invalidMany, loginRequired } from "../http/envelope.ts"
import type { User } from "../state/types.ts"
import type { Ctx } from "./types.ts"
import { msg } from "../domain/messages.ts"

export const MAX_QUANTITY = 99999

/** The signed-in user, or 401 / 10001. */
export function requireUser(ctx: Ctx): User {
  if (!ctx.user) throw loginRequired()
  return ctx.user
}

/** Request value from the body, then the query. */
export function value(ctx: Ctx, name: string): unknown {
  return ctx.body[name] !== undefined ? ctx.body[name] : ctx.query[name]
}

function toInt(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) ? v : null
  if (typeof v === "string" && /^\s*-?\d+\s*$/.test(v)) {
    const n = Number(v)
    return Number.isSafeInteger(n) ? n : null
  }
  return null
}

/** An optional integer; `fallback` when absent or empty. */
export function optInt(ctx: Ctx, name: string, fallback: number, label = name): number {
  const v = value(ctx, name)
  if (v === undefined || v === null || v === "") return fallback
  const n = toInt(Array.isArray(v) ? v[0] : v)
  if (n === null) throw invalid(name, `${label}格式不正确`)
  return n
}

export function reqInt(ctx: Ctx, name: string, label: string): number {
  const v = value(ctx, name)
  if (v === undefined || v === null || v === "") throw invalid(name, `${label}不能为空`)
  return optInt(ctx, name, 0, label)
}

/** A positive whole quantity no larger than MAX_QUANTITY. */
export function quantity(v: unknown, field = "number"): number {
  const n = toInt(v)
  if (n === null || n <= 0) throw invalid(field, msg.quantity)
  if (n > MAX_QUANTITY) throw invalid(field, msg.quantityTooLarge)
  return n
}

export function optString(ctx: Ctx, name: string, fallback = ""): string {
  const v = value(ctx, name)
  if (v === undefined || v === null) return fallback
  if (Array.isArray(v)) return typeof v[0] === "string" ? v[0] : String(v[0] ?? fallback)
  return typeof v === "object" ? fallback : String(v)
}

/** A list of ids: repeated keys, `ids[]`, a comma-separated string or a single value. */
export function idList(ctx: Ctx, name: string, label: string, required = true): number[] {
  const v = value(ctx, name)
  const raw: unknown[] = Array.isArray(v)
    ? v
    : v === undefined || v === null || v === ""
      ? []
      : typeof v === "string"
        ? v.split(",")
        : [v]
  const ids: number[] = []
  for (const item of raw) {
    const n = toInt(typeof item === "string" ? item.trim() : item)
    if (n === null || n <= 0) throw invalid(name, `${label}格式不正确`)
    if (!ids.includes(n)) ids.push(n)
  }
  if (required && ids.length === 0) throw invalid(name, `请选择${label}`)
  return ids
}

/** A 0/1 flag (also true/false). */
export function flag(ctx: Ctx, name: string, fallback: 0 | 1): 0 | 1 {
  const v = value(ctx, name)
  if (v === undefined || v === null || v === "") return fallback
  if (v === true || v === 1 || v === "1" || v === "true") return 1
  if (v === false || v === 0 || v === "0" || v === "false") return 0
  throw invalid(name, `${name}格式不正确`)
}

export interface PageArgs {
  page: number
  perPage: number
}

export function pageArgs(ctx: Ctx, defaultPerPage = 20): PageArgs {
  const page = Math.max(1, optInt(ctx, "page", 1, "页码"))
  const perRaw =
    value(ctx, "per_page") !== undefined
      ? optInt(ctx, "per_page", defaultPerPage, "每页条数")
      : optInt(ctx, "limit", defaultPerPage, "每页条数")
  return { page, perPage: Math.min(Math.max(1, perRaw), 100000) }
}

/** The paging shape `{data, total, current_page, last_page, per_page}`. */
export function paginate<T, R>(
  items: readonly T[],
  args: PageArgs,
  map: (item: T) => R,
): { data: R[]; total: number; current_page: number; last_page: number; per_page: number } {
  const total = items.length
  const lastPage = Math.max(1, Math.ceil(total / args.perPage))
  const start = (args.page - 1) * args.perPage
  return {
    data: items.slice(start, start + args.perPage).map(map),
    total,
    current_page: args.page,
    last_page: lastPage,
    per_page: args.perPage,
  }
}

/** Reads and checks a form with core's schema; every failing field answers 422 with its message. */
export function formInput<K extends string>(form: Forms.Form<K>, ctx: Ctx): Forms.Values<K> {
  const input: Partial<Record<K, unknown>> = {}
  for (const key of Object.keys(form) as K[]) input[key] = optString(ctx, key)
  const result = Forms.validate(form, input)
  if (result._tag === "Failure") {
    const errors: Record<string, string[]> = {}
    for (const [field, message] of Object.entries(result.failure))
      if (typeof message === "string") errors[field] = [message]
    throw invalidMany(errors)
  }
  return result.success
}
