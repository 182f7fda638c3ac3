import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Field from "../src/Field.ts"
import { runs } from "./arbitraries.ts"

const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string()),
  fc.dictionary(fc.string(), fc.string()),
)

describe("Field.text", () => {
  test.prop([fc.string()], runs)(
    "a string is read trimmed, and reading it again changes nothing",
    (s) => {
      expect(Field.text(s)).toBe(s.trim())
      expect(Field.text(Field.text(s))).toBe(Field.text(s))
    },
  )

  test.prop([notString], runs)("anything else is empty text", (x) => {
    expect(Field.text(x)).toBe("")
  })

  it("examples", () => {
    expect(Field.text("  阿莫西林胶囊 ")).toBe("阿莫西林胶囊")
    expect(Field.text(12)).toBe("")
  })
})

describe("Field.shown", () => {
  test.prop([fc.oneof(fc.string(), notString)], runs)(
    "never blank: the text read, or - when there is none",
    (x) => {
      const shown = Field.shown(x)
      expect(shown).not.toBe("")
      expect(shown).toBe(Field.text(x) === "" ? Field.EMPTY : Field.text(x))
    },
  )

  it("examples", () => {
    expect(Field.shown(" 请工作日送货 ")).toBe("请工作日送货")
    expect(Field.shown("  ")).toBe("-")
    expect(Field.shown(undefined)).toBe("-")
  })
})

describe("Field.int", () => {
  test.prop([fc.maxSafeInteger()], runs)(
    "a whole number reads the same as a number and as text",
    (n) => {
      expect(Field.int(n)).toBe(n)
      expect(Field.int(` ${n} `)).toBe(n)
    },
  )

  it("a fraction, empty text or anything else is no number", () => {
    for (const x of [1.5, "1.5", "", "  ", "abc", null, undefined, true, NaN, Infinity])
      expect(Field.int(x)).toBeNull()
  })
})

describe("Field.flag", () => {
  it("off for the back end's ways of saying no, on for the rest", () => {
    for (const x of [0, "0", "", " false ", false, null, undefined])
      expect(Field.flag(x)).toBe(false)
    for (const x of [1, "1", true, "yes", 2]) expect(Field.flag(x)).toBe(true)
  })
})

describe("Field.id", () => {
  test.prop([fc.integer()], runs)("a number id is its decimal text", (n) => {
    expect(Field.id(n)).toBe(String(n))
  })

  test.prop([fc.string()], runs)("a text id is trimmed; blank text is no id", (s) => {
    expect(Field.id(s)).toBe(s.trim() === "" ? null : s.trim())
  })
})
