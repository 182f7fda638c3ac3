/**
 * The classified result of one call (spec §8): core's `ApiOutcome` tagged union, re-exported for
 * the app. `request()` in `client.ts` produces it and `showOutcome()` in `outcomeUi.ts` displays
 * the failures.
 */
import type * as ApiOutcome from "@mall/core/ApiOutcome"

export type Outcome<T = unknown> = ApiOutcome.Outcome<T>
export type Failure = ApiOutcome.Failure
export type OutcomeTag = Outcome["_tag"]
