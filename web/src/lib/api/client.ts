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
import * as ApiClient from "@mall/core/ApiClient"
import type * as ApiOutcome from "@mall/core/ApiOutcome"
import type * as FormBody from "@mall/core/FormBody"
import { Effect } from "effect"
import createClient from "openapi-fetch"
import { config } from "../config.ts"
import type { Outcome } from "./outcome.ts"
import { showOutcome, type ShowOptions } from "./outcomeUi.ts"

export type Method = "GET" | "POST" | "PUT" | "DELETE"

type Scalar = string | number | boolean | null | undefined
export type Params = Readonly<Record<string, Scalar | ReadonlyArray<string | number>>>

export type RequestOptions = {
  /** Query string parameters (openapi-fetch: lists as `k=a&k=b`). */
  query?: Params
  /** Body of POST/PUT, form-encoded by core FormBody (lists as `key[0]=a&key[1]=b`). */
  body?: FormBody.FormRecord
  /** Aborts the request (reported as `Cancelled`). */
  signal?: AbortSignal
}

/**
 * The typed client (core ApiClient over openapi-fetch): `api.GET("/api/...", init, schema)` gives
 * an Effect of `ApiOutcome.Success` or a failure. `request()` below runs it as a promise.
 */
export const api: ApiClient.ApiClient = ApiClient.make({ createClient, baseUrl: config.apiBase })

/** The `/api/...` path normalised to start with a slash (the spec writes some without). */
const normalise = (path: string): string => (path.startsWith("/") ? path : `/${path}`)

type UntypedCall = (
  path: string,
  init: object | undefined,
) => Effect.Effect<ApiOutcome.Success<unknown>, ApiOutcome.Failure>

/** Sends one request through core's ApiClient and resolves with its outcome. Never throws. */
export function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Outcome<T>> {
  const send = api[method] as unknown as UntypedCall
  const init = {
    ...(options.query !== undefined ? { params: { query: options.query } } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
  }
  return Effect.runPromise(
    Effect.match(send(normalise(path), init), {
      onFailure: (failure): Outcome<T> => failure,
      onSuccess: (success) => success as Outcome<T>,
    }),
  )
}

export type CallOptions = RequestOptions & ShowOptions

/** `request()`, then the shared display of a failure (unless `options` silence or replace it). */
async function requestShown<T>(
  method: Method,
  path: string,
  options: CallOptions,
): Promise<Outcome<T>> {
  const outcome = await request<T>(method, path, options)
  if (outcome._tag !== "Success") showOutcome(outcome, options)
  return outcome
}

/** `request()` and the shared display of its failure; the data of a success, else `undefined`. */
export async function call<T = unknown>(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<T | undefined> {
  const outcome = await requestShown<T>(method, path, options)
  return outcome._tag === "Success" ? outcome.data : undefined
}

/** `request()` and the shared display of its failure; true on success (for calls without data). */
export async function send(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<boolean> {
  return (await requestShown(method, path, options))._tag === "Success"
}
