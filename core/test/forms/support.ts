// What the form tests share: the messages of a failed validation, by field.
import { Result } from "effect"
import type * as Forms from "../../src/Forms.ts"

/** The messages of a validation, by field (empty when it passed). */
export const errorsOf = <K extends string>(
  r: Result.Result<unknown, Forms.Errors<K>>,
): Readonly<Record<string, string | undefined>> => (Result.isFailure(r) ? r.failure : {})
