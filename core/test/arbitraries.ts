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
