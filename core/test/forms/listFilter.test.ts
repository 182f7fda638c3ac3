import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { runs } from "../arbitraries.ts"
import { errorsOf } from "./support.ts"

describe("Forms.listFilter", () => {
  it("a list's search row: an end date before the start is refused on the end date", () => {
    const f = Forms.listFilter
    expect(
      errorsOf(Forms.validate(f, { text: "", start: "2024-10-31", end: "2024-10-01" })),
    ).toEqual({ end: "结束日期不能早于开始日期" })
    expect(
      Result.getOrThrow(
        Forms.validate(f, { text: " 感冒 ", start: "2024-10-01", end: "2024-10-01" }),
      ),
    ).toEqual({ text: "感冒", start: "2024-10-01", end: "2024-10-01" })
    expect(errorsOf(Forms.validate(f, { text: "", start: "", end: "2024-10-01" }))).toEqual({})
  })
  const day = fc
    .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))
  test.prop([fc.oneof(day, fc.constant("")), fc.oneof(day, fc.constant(""))], runs)(
    "a list's search row is refused exactly when both dates are given and the end is earlier",
    (start, end) => {
      const r = Forms.validate(Forms.listFilter, { text: "", start, end })
      expect(Result.isFailure(r)).toBe(start !== "" && end !== "" && end < start)
    },
  )
})
