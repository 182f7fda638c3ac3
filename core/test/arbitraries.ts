// Shared generators for the property tests.
import { fc } from "@fast-check/vitest"
import * as Money from "../src/Money.ts"
import type { Fen } from "../src/Money.ts"

/** Amounts up to a million yuan. */
export const fen = (max = 100_000_000): fc.Arbitrary<Fen> =>
  fc.integer({ min: 0, max }).map(Money.fen)

/** A yuan amount as the API sends it: a number or a decimal string. */
export const wireAmount = (value: Fen): fc.Arbitrary<unknown> =>
  fc.constantFrom<unknown>(Money.toYuanString(value), value / 100, `${Money.toYuanString(value)}0`)

export const runs = { numRuns: 100 }
