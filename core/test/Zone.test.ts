import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Zone from "../src/Zone.ts"
import { runs } from "./arbitraries.ts"

describe("Zone: worked examples", () => {
  it("reads ids from a path segment", () => {
    expect(Zone.idsOf("1,3,2")).toEqual([1, 3, 2])
    expect(Zone.idsOf("3-3_x,0,,7")).toEqual([3, 7])
    expect(Zone.idsOf(undefined)).toEqual([])
  })
  it("chooses the named tab or the first", () => {
    expect(Zone.chosen([1, 3], "3")).toBe(3)
    expect(Zone.chosen([1, 3], "9")).toBe(1)
    expect(Zone.chosen([], "1")).toBeNull()
  })
  it("a 404 warning is a missing activity; other failures are not", () => {
    expect(Zone.isMissing({ _tag: "Warning", code: 404 })).toBe(true)
    expect(Zone.isMissing({ _tag: "Warning", code: 40000 })).toBe(false)
    expect(Zone.isMissing({ _tag: "Busy" })).toBe(false)
  })
  it("free-shipping zone access", () => {
    expect(Zone.yxAccess(null)).toBe("Guest")
    expect(Zone.yxAccess({ is_show_youx: 1 })).toBe("Allowed")
    expect(Zone.yxAccess({ is_show_youx: 0 })).toBe("NoRight")
  })
  it("phase words", () => {
    const s = 1_800_000_000
    expect(Zone.phase(s * 1000 - 1, s, s + 60)).toMatchObject({
      label: "距开始",
      notice: "活动未开始",
    })
    expect(Zone.phase(s * 1000, s, s + 60)).toMatchObject({ label: "距结束", notice: null })
    expect(Zone.phase((s + 60) * 1000, s, s + 60)).toMatchObject({ label: "活动已结束" })
  })
})

describe("Zone: properties", () => {
  test.prop(
    [
      fc.array(fc.oneof(fc.integer({ min: -5, max: 100 }).map(String), fc.string()), {
        maxLength: 40,
      }),
    ],
    runs,
  )("ids are positive, distinct, in first-seen order, at most 20", (parts) => {
    const ids = Zone.idsOf(parts.join(","))
    expect(ids.length).toBeLessThanOrEqual(Zone.MAX_IDS)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toBeGreaterThan(0)
    expect(Zone.idsOf(ids.join(","))).toEqual(ids)
  })
  test.prop(
    [
      fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }),
      fc.option(fc.integer({ min: 0, max: 60 }).map(String)),
    ],
    runs,
  )("the chosen id is always one of the ids", (ids, wanted) => {
    const c = Zone.chosen(ids, wanted)
    if (ids.length === 0) expect(c).toBeNull()
    else expect(ids).toContain(c)
  })
})
