// Shared generators for the property tests.
import { fc } from "@fast-check/vitest"
import { Arbitrary, Effect } from "effect"
import type { Schema } from "effect"
import * as Money from "../src/Money.ts"
import type { Fen } from "../src/Money.ts"

/**
 * Values of one of the contract's Schemas (`src/generated/operations.ts`), drawn by effect's
 * Arbitrary from the Schema itself, so every value is one the Schema decodes (a rename or a new
 * field in the contract changes what is drawn). fast-check chooses the seed: a failing case is
 * replayed by its seed like any other.
 */
export const contract = <S extends Schema.Constraint>(schema: S): fc.Arbitrary<S["Type"]> => {
  const values = Arbitrary.schema(schema)
  return fc
    .integer({ min: 0, max: 0x7fffffff })
    .map((seed) => Effect.runSync(Arbitrary.sampleEffect(values, { count: 1, seed }))[0]!)
}

/** Amounts up to a million yuan. */
export const fen = (max = 100_000_000): fc.Arbitrary<Fen> =>
  fc.integer({ min: 0, max }).map(Money.fen)

/** A yuan amount as the API writes it: a decimal string (two places, or one more). */
export const wireAmount = (value: Fen): fc.Arbitrary<string> =>
  fc.constantFrom(Money.toYuanString(value), `${Money.toYuanString(value)}0`)

export const runs = { numRuns: 100 }

/** Script and other non-web schemes, disguised the ways a browser still reads as the scheme. */
export const disguisedSchemes: ReadonlyArray<string> = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0001javascript:alert(1)",
  "data:text/html;base64,xx",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "mailto:a@b.cn",
]
