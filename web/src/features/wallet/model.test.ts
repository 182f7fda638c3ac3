import * as Messages from "@mall/core/Messages"
import { describe, expect, it } from "vitest"
import { checkRange } from "./model.ts"

const M = Messages.member.balance

describe("余额明细's date range", () => {
  it("days typed in any form the date field reads are searched as 年-月-日", () => {
    expect(checkRange("2026/1/5", "20261127")).toEqual({
      start: "2026-01-05",
      end: "2026-11-27",
      errors: {},
    })
    expect(checkRange("", "")).toEqual({ start: "", end: "", errors: {} })
  })

  it("an end before the start, or a day that does not exist, is refused with its message", () => {
    expect(checkRange("2026-11-27", "2026-11-01").errors).toEqual({ end_time: M.rangeInvalid })
    expect(checkRange("2026-02-30", "").errors).toEqual({ start_time: M.dateInvalid })
  })
})
