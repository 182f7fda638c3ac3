/**
 * The API client: openapi-fetch typed from the contract (`generated/api.ts`), with the mall's
 * request rules. The caller injects openapi-fetch's `createClient` (core only uses its types).
 *
 * - cookies are sent (`credentials: "include"`) to a configurable base URL;
 * - request bodies are form-encoded with FormBody (`application/x-www-form-urlencoded`);
 * - every request has its own timeout (30000 ms, RequestPolicy's timer on the request's
 *   signal): it then fails with `Timeout`;
 * - a repeat request with the same method and path cancels the earlier one (RequestPolicy);
 *   the earlier call fails with `Cancelled`, which the app ignores silently;
 * - the response is classified by ApiOutcome and its `data` decoded with the given Schema at
 *   the boundary; a body that is not JSON or does not decode is `Malformed`; a network failure
 *   is `Busy` (status 0).
 *
 * Calls are Effects: success is `ApiOutcome.Success<A>`, failures are the `ApiOutcome.Failure`
 * cases. The timeout is a property of the request (its signal), not of the Effect, so the
 * first-load bundle needs none of Effect's clock or Duration; tests drive it with fake timers.
 */
import { Effect } from "effect"
import type {
  Client,
  ClientOptions,
  ClientPathsWithMethod,
  FetchOptions,
  MaybeOptionalInit,
} from "openapi-fetch"
import * as ApiOutcome from "./ApiOutcome.ts"
import type { DataOf, DataSchema, Operation } from "./Operation.ts"
import * as Constants from "./Constants.ts"
import { FormBody } from "./FormBody.ts"
import type { FormRecord } from "./FormBody.ts"
import * as RequestPolicy from "./RequestPolicy.ts"
import type { paths } from "./generated/api.ts"

export type Paths = paths
export type RawClient = Client<paths>
/** openapi-fetch's `createClient`, passed in by the caller. */
export type CreateClient = (options: ClientOptions) => RawClient

export interface Config {
  readonly createClient: CreateClient
  /** API host, e.g. "https://api.mall.cn" or "" for the same origin. */
  readonly baseUrl: string
  /** The platform fetch (defaults to `globalThis.fetch` at call time). */
  readonly fetch?: (request: Request) => Promise<Response>
  readonly timeoutMs?: number
  /** The request timers (default: the platform's). */
  readonly timers?: RequestPolicy.Timers
}

export type { DataOf, DataSchema } from "./Operation.ts"

/**
 * The parameters and body of an operation, as the contract types them (openapi-fetch's init:
 * `{ params: { path, query }, body }`), plus an optional abort signal.
 */
export type InitOf<O> =
  O extends Operation<infer M, infer P>
    ? FetchOptions<paths[P][Lowercase<M> & keyof paths[P]]> & { readonly signal?: AbortSignal }
    : never

/** The init argument: optional when the operation has no required parameter or body. */
export type InitArgs<O> =
  O extends Operation<infer M, infer P>
    ? MaybeOptionalInit<paths[P], Lowercase<M> & keyof paths[P]> extends infer I
      ? undefined extends I
        ? [init?: InitOf<O>]
        : [init: InitOf<O>]
      : never
    : never

type Call<M extends "get" | "post" | "put" | "delete"> = <
  P extends ClientPathsWithMethod<RawClient, M>,
  A = unknown,
>(
  path: P,
  init?: MaybeOptionalInit<paths[P], M>,
  data?: DataSchema<A>,
) => Effect.Effect<ApiOutcome.Success<A>, ApiOutcome.Failure>

export interface ApiClient {
  readonly raw: RawClient
  readonly inFlight: RequestPolicy.InFlight
  /**
   * Calls one operation of the contract (from `generated/operations.ts`): path, method, query
   * and body are checked against the contract, and the answer's `data` is decoded with the
   * operation's Schema (a mismatch is `Malformed`).
   */
  readonly run: <O extends Operation>(
    operation: O,
    ...init: InitArgs<O>
  ) => Effect.Effect<ApiOutcome.Success<DataOf<O>>, ApiOutcome.Failure>
  readonly GET: Call<"get">
  readonly POST: Call<"post">
  readonly PUT: Call<"put">
  readonly DELETE: Call<"delete">
}

const FORM = "application/x-www-form-urlencoded"

/** Thrown inside the fetch wrapper so the reason survives openapi-fetch. */
class Aborted extends Error {
  constructor(readonly reason: RequestPolicy.AbortReason) {
    super(reason)
  }
}

/**
 * The fetch openapi-fetch uses: registers the request with the in-flight registry (which
 * cancels an earlier duplicate and starts the request's timer), sets the form content type on
 * bodies and reads the whole body before the request counts as finished.
 */
export const policyFetch =
  (
    inFlight: RequestPolicy.InFlight,
    platformFetch: () => (request: Request) => Promise<Response>,
    timeoutMs?: number,
  ) =>
  async (request: Request): Promise<Response> => {
    const ticket = inFlight.start(request.method, request.url, request.signal, timeoutMs)
    try {
      const headers = new Headers(request.headers)
      if (request.body !== null) headers.set("Content-Type", FORM)
      const body = request.body === null ? null : await request.text()
      const response = await platformFetch()(
        new Request(request.url, {
          method: request.method,
          headers,
          body,
          credentials: request.credentials,
          signal: ticket.signal,
        }),
      )
      const bytes = await response.arrayBuffer()
      return new Response(response.status === 204 ? null : bytes, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    } catch (error) {
      const reason = RequestPolicy.reasonOf(ticket.signal)
      throw reason === undefined ? error : new Aborted(reason)
    } finally {
      ticket.done()
    }
  }

const failureOf = (error: unknown): ApiOutcome.Failure => {
  if (error instanceof Aborted) {
    return error.reason === "timeout" ? ApiOutcome.timeout() : ApiOutcome.cancelled()
  }
  if (error instanceof SyntaxError) return ApiOutcome.malformed(200, error.message)
  return ApiOutcome.busy(0)
}

type RawResult = { readonly data?: unknown; readonly error?: unknown; readonly response: Response }

/** Makes the client. */
export const make = (config: Config): ApiClient => {
  const inFlight = new RequestPolicy.InFlight(config.timers)
  const timeoutMs = config.timeoutMs ?? Constants.REQUEST_TIMEOUT_MS
  const raw = config.createClient({
    baseUrl: config.baseUrl,
    credentials: "include",
    bodySerializer: (body: unknown) => FormBody.encode(body as FormRecord),
    // query lists repeat their key and query objects spread their members (`style: form,
    // explode: true`, the contract's encoding), never openapi-fetch's default `obj[key]=`
    querySerializer: {
      array: { style: "form", explode: true },
      object: { style: "form", explode: true },
    },
    fetch: policyFetch(inFlight, () => config.fetch ?? globalThis.fetch, timeoutMs),
  })

  const run = <A>(
    send: (signal: AbortSignal) => Promise<RawResult>,
    data: DataSchema<A> | undefined,
  ): Effect.Effect<ApiOutcome.Success<A>, ApiOutcome.Failure> =>
    Effect.tryPromise({ try: send, catch: failureOf }).pipe(
      Effect.flatMap((result) => {
        const outcome = ApiOutcome.classify(result.response.status, result.data ?? result.error)
        const decoded =
          data === undefined
            ? (outcome as ApiOutcome.Outcome<A>)
            : ApiOutcome.decodeData(outcome, data)
        return decoded._tag === "Success" ? Effect.succeed(decoded) : Effect.fail(decoded)
      }),
    )

  const call =
    (method: "GET" | "POST" | "PUT" | "DELETE") =>
    <A>(path: string, init: object | undefined, data: DataSchema<A> | undefined) =>
      run<A>(
        (signal) =>
          (raw[method] as (p: string, i: object) => Promise<RawResult>)(path, { ...init, signal }),
        data,
      )

  return {
    raw,
    inFlight,
    run: <O extends Operation>(operation: O, ...init: InitArgs<O>) =>
      call(operation.method)(operation.path, init[0], operation.data as DataSchema<DataOf<O>>),
    GET: call("GET") as Call<"get">,
    POST: call("POST") as Call<"post">,
    PUT: call("PUT") as Call<"put">,
    DELETE: call("DELETE") as Call<"delete">,
  }
}
