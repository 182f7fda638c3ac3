/**
 * An operation of the contract: its method, its path template and the Schema that decodes the
 * `data` of its success answer. Every operation of openapi.yaml is generated as one of these in
 * `generated/operations.ts` (named after its `operationId`); the client (`ApiClient.run`) takes
 * one, so a caller never spells a path and every answer is decoded.
 */
import type { Schema } from "effect"
import type { paths } from "./generated/api.ts"

export type Method = "GET" | "POST" | "PUT" | "DELETE"

/** A decoder for `data`: any Schema without decoding services. */
export type DataSchema<A> = Schema.Codec<A, unknown, never, never> | Schema.Decoder<A, never>

export interface Operation<
  M extends Method = Method,
  P extends keyof paths = keyof paths,
  A = unknown,
> {
  readonly method: M
  readonly path: P
  readonly data: DataSchema<A>
}

/** What an operation's success decodes to. */
export type DataOf<O> = O extends Operation<Method, keyof paths, infer A> ? A : never

/** Builds an operation (used by the generated module). */
export const operation = <M extends Method, P extends keyof paths, A>(
  method: M,
  path: P,
  data: DataSchema<A>,
): Operation<M, P, A> => ({ method, path, data })
