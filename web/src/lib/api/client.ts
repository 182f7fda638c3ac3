/**
 * The one HTTP client of the app (spec §7–§9): paths relative to `config.apiBase`, cookies sent,
 * POST/PUT bodies form-encoded, a 30 s timeout per request, and a repeat request to the same
 * `METHOD path` cancelling the earlier one (core RequestPolicy), answers classified by core
 * ApiOutcome.
 *
 * - `request()` returns the classified `Outcome` and shows nothing.
 * - `call()` = `request()` + the shared display of failures (`showOutcome`), resolving with the
 *   data of a success and `undefined` otherwise. Use its options for silent header calls or a
 *   custom handler of one outcome.
 */
import * as ApiOutcome from "@mall/core/ApiOutcome"
import * as Constants from "@mall/core/Constants"
import * as FormBody from "@mall/core/FormBody"
import * as RequestPolicy from "@mall/core/RequestPolicy"
import { config } from "../config.ts"
import type { Outcome } from "./outcome.ts"
import { showOutcome, type ShowOptions } from "./outcomeUi.ts"

export type Method = "GET" | "POST" | "PUT" | "DELETE"

type Scalar = string | number | boolean | null | undefined
export type Params = Readonly<Record<string, Scalar | ReadonlyArray<string | number>>>

export type RequestOptions = {
  /** Query string parameters (arrays as `k[]=a&k[]=b`). */
  query?: Params
  /** Body of POST/PUT, form-encoded by core FormBody (lists as `key[0]=a&key[1]=b`). */
  body?: FormBody.FormRecord
  /** Aborts the request (reported as `Cancelled`). */
  signal?: AbortSignal
}

/** Query parameters; lists as `k[]=a&k[]=b`; null and undefined are left out. */
export function encodeParams(params: Params | undefined): URLSearchParams {
  const out = new URLSearchParams()
  if (params === undefined) return out
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) {
      for (const v of value as ReadonlyArray<string | number>) out.append(`${key}[]`, String(v))
    } else out.append(key, String(value))
  }
  return out
}

const inFlight = new RequestPolicy.InFlight()

/** The `/api/...` path normalised to start with a slash (the spec writes some without). */
const normalise = (path: string): string => (path.startsWith("/") ? path : `/${path}`)

/** Sends one request and classifies its answer (core ApiOutcome). Never throws. */
export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Outcome<T>> {
  const p = normalise(path)
  const ticket = inFlight.start(method, p, options.signal)
  const timer = setTimeout(() => ticket.abort("timeout"), Constants.REQUEST_TIMEOUT_MS)
  const query = encodeParams(options.query).toString()
  const url = `${config.apiBase}${p}${query === "" ? "" : `?${query}`}`
  try {
    const res = await fetch(url, {
      method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        "X-Requested-With": "XMLHttpRequest",
        ...(options.body !== undefined
          ? { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" }
          : {}),
      },
      signal: ticket.signal,
      ...(options.body !== undefined ? { body: FormBody.FormBody.encode(options.body) } : {}),
    })
    let body: unknown = null
    try {
      body = await res.json()
    } catch {
      body = null
    }
    return ApiOutcome.classify(res.status, body) as Outcome<T>
  } catch {
    const reason = RequestPolicy.reasonOf(ticket.signal)
    if (reason === "timeout") return ApiOutcome.timeout()
    if (reason !== undefined) return ApiOutcome.cancelled()
    return ApiOutcome.busy(0)
  } finally {
    clearTimeout(timer)
    ticket.done()
  }
}

export type CallOptions = RequestOptions & ShowOptions

/** `request()` and the shared display of its failure; the data of a success, else `undefined`. */
export async function call<T = unknown>(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<T | undefined> {
  const outcome = await request<T>(method, path, options)
  if (outcome._tag === "Success") return outcome.data
  showOutcome(outcome, options)
  return undefined
}

/** `request()` and the shared display of its failure; true on success (for calls without data). */
export async function send(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<boolean> {
  const outcome = await request(method, path, options)
  if (outcome._tag === "Success") return true
  showOutcome(outcome, options)
  return false
}
