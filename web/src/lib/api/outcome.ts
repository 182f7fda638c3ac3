/**
 * The classified result of one call (spec §8): core's `ApiOutcome` tagged union, re-exported for
 * the app. `request()` in `client.ts` produces it and `showOutcome()` in `outcomeUi.ts` displays
 * the failures.
 */
import * as ApiOutcome from "@mall/core/ApiOutcome"

export type Outcome<T = unknown> = ApiOutcome.Outcome<T>
export type Failure = ApiOutcome.Failure
export type OutcomeTag = Outcome["_tag"]

/**
 * A 422's `errors` under the form's own field names (the server's `password_confirmation` is the
 * forms' `confirm`); other outcomes unchanged.
 */
export const renameErrors = <A>(
  outcome: Outcome<A>,
  names: Readonly<Record<string, string>>,
): Outcome<A> => {
  if (outcome._tag !== "FormInvalid") return outcome
  const raw = outcome.errors
  if (typeof raw !== "object" || raw === null) return outcome
  const errors = Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([k, v]) => [names[k] ?? k, v]),
  )
  return new ApiOutcome.FormInvalid({ message: outcome.message, errors })
}
