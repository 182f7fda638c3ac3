/**
 * The one HTTP client of the app (spec §7–§9): core's ApiClient over openapi-fetch, paths relative
 * to `config.apiBase`, cookies sent, POST/PUT bodies form-encoded, a 30 s timeout per request, and
 * a repeat request to the same `METHOD path` cancelling the earlier one (core RequestPolicy).
 *
 * Every call names an operation of the contract (`import * as Op from
 * "@mall/core/generated/operations"`), never a path: TypeScript checks its parameters and body
 * against openapi.yaml, and the answer's `data` is decoded with the operation's Schema (a
 * mismatch is `Malformed`, shown like 系统繁忙). Features keep their calls in their own `api.ts`.
 *
 * - `request(op, init)` resolves with the classified `Outcome` and shows nothing.
 * - `call(op, init, options)` = `request` + the shared display of a failure (`showOutcome`),
 *   resolving with the decoded data of a success and `undefined` otherwise.
 * - `send(op, init, options)` = `call` for answers without useful data: true on success.
 */
import * as ApiClient from "@mall/core/ApiClient"
import type { DataOf, Operation } from "@mall/core/Operation"
import { Effect } from "effect"
import createClient from "openapi-fetch"
import { config } from "../config.ts"
import { inTurn } from "../tasks.ts"
import type { Outcome } from "./outcome.ts"
import { showOutcome, type ShowOptions } from "./outcomeUi.ts"

export type { InitOf } from "@mall/core/ApiClient"

/** The typed client (core ApiClient over openapi-fetch). */
export const api: ApiClient.ApiClient = ApiClient.make({ createClient, baseUrl: config.apiBase })

export type CallOptions = ShowOptions

/** The init of an operation (optional when the contract requires no parameter), then options. */
type Args<O extends Operation> = [...ApiClient.InitArgs<O>, CallOptions?]

const initOf = <O extends Operation>(args: Args<O>): ApiClient.InitArgs<O> =>
  (args.length > 0 ? [args[0]] : []) as ApiClient.InitArgs<O>

/** Sends one request and resolves with its outcome. Never throws, shows nothing. */
export function request<O extends Operation>(
  operation: O,
  ...init: ApiClient.InitArgs<O>
): Promise<Outcome<DataOf<O>>> {
  // calls started together are sent one a task (lib/tasks.ts)
  return inTurn(() =>
    Effect.runPromise(
      Effect.match(api.run(operation, ...init), {
        onFailure: (failure): Outcome<DataOf<O>> => failure,
        onSuccess: (success): Outcome<DataOf<O>> => success,
      }),
    ),
  )
}

/** `request`, then the shared display of a failure (unless the options silence or replace it). */
export async function requestShown<O extends Operation>(
  operation: O,
  ...args: Args<O>
): Promise<Outcome<DataOf<O>>> {
  const outcome = await request(operation, ...initOf(args))
  if (outcome._tag !== "Success") showOutcome(outcome, (args[1] as CallOptions | undefined) ?? {})
  return outcome
}

/** `request` and the shared display of its failure; the decoded data of a success, else `undefined`. */
export async function call<O extends Operation>(
  operation: O,
  ...args: Args<O>
): Promise<DataOf<O> | undefined> {
  const outcome = await requestShown(operation, ...args)
  return outcome._tag === "Success" ? outcome.data : undefined
}

/** `request` and the shared display of its failure; true on success (for calls without data). */
export async function send<O extends Operation>(operation: O, ...args: Args<O>): Promise<boolean> {
  return (await requestShown(operation, ...args))._tag === "Success"
}
