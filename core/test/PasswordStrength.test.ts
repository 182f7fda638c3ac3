import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as PasswordStrength from "../src/PasswordStrength.ts"
import { runs } from "./arbitraries.ts"

const letters = fc.stringMatching(/^[A-Za-z]{1,8}$/)
const digits = fc.stringMatching(/^\d{1,8}$/)
const symbols = fc.stringMatching(/^[!@#$%^&*_.-]{1,4}$/)
const order = ["weak", "medium", "strong"] as const
const rank = (l: PasswordStrength.Level | null): number => (l === null ? -1 : order.indexOf(l))

describe("PasswordStrength", () => {
  it("worked examples", () => {
    expect(PasswordStrength.level("")).toBeNull()
    expect(PasswordStrength.level("abcdef")).toBe("weak")
    expect(PasswordStrength.level("123456")).toBe("weak")
    expect(PasswordStrength.level("ab12")).toBe("weak")
    expect(PasswordStrength.level("abc123")).toBe("medium")
    expect(PasswordStrength.level("abcdef123456")).toBe("strong")
    expect(PasswordStrength.level("abc12!")).toBe("strong")
    expect(PasswordStrength.isAcceptable("abc123")).toBe(true)
    expect(PasswordStrength.isAcceptable("abcdef")).toBe(false)
    expect(PasswordStrength.isAcceptable("ab 123")).toBe(false)
    expect(PasswordStrength.isAcceptable("a1".repeat(10))).toBe(true)
    expect(PasswordStrength.isAcceptable("a1".repeat(10) + "x")).toBe(false)
  })

  test.prop([fc.string({ maxLength: 30 })], runs)(
    "an acceptable password is 6-20 characters of two kinds or more, and rated medium or better",
    (p) => {
      if (!PasswordStrength.isAcceptable(p)) return
      expect([...p].length).toBeGreaterThanOrEqual(6)
      expect([...p].length).toBeLessThanOrEqual(20)
      expect(PasswordStrength.kinds(p)).toBeGreaterThanOrEqual(2)
      expect(rank(PasswordStrength.level(p))).toBeGreaterThanOrEqual(1)
    },
  )

  test.prop([fc.oneof(letters, digits, symbols)], runs)(
    "one kind of character alone is weak and never acceptable",
    (p) => {
      expect(PasswordStrength.level(p)).toBe("weak")
      expect(PasswordStrength.isAcceptable(p)).toBe(false)
    },
  )

  test.prop([letters, digits, symbols], runs)("adding a kind never lowers the level", (a, d, s) => {
    expect(rank(PasswordStrength.level(a + d))).toBeGreaterThanOrEqual(
      rank(PasswordStrength.level(a)),
    )
    expect(rank(PasswordStrength.level(a + d + s))).toBeGreaterThanOrEqual(
      rank(PasswordStrength.level(a + d)),
    )
  })

  test.prop([fc.string({ minLength: 1, maxLength: 20 })], runs)(
    "a password with white space is never acceptable",
    (p) => {
      expect(PasswordStrength.isAcceptable(`${p} x1`)).toBe(false)
    },
  )
})
