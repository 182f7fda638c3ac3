import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Pager from "../src/Pager.ts"
import { runs } from "./arbitraries.ts"

describe("Pager", () => {
  it("first, last and two either side of the current page, with gaps", () => {
    expect(Pager.items(1, 1)).toEqual([1])
    expect(Pager.items(1, 10)).toEqual([1, 2, 3, null, 10])
    expect(Pager.items(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10])
    expect(Pager.items(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10])
    expect(Pager.items(1, 0)).toEqual([])
  })
  test.prop([fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 })], runs)(
    "pages ascend within 1..last, include the ends and the current page, gaps only between",
    (a, b) => {
      const [current, last] = a <= b ? [a, b] : [b, a]
      const items = Pager.items(current, last)
      const pages = items.filter((p): p is number => p !== null)
      expect(pages[0]).toBe(1)
      expect(pages[pages.length - 1]).toBe(last)
      expect(pages).toContain(current)
      for (let i = 1; i < pages.length; i++) expect(pages[i]).toBeGreaterThan(pages[i - 1] ?? 0)
      items.forEach((p, i) => {
        if (p === null) {
          const prev = items[i - 1]
          const next = items[i + 1]
          expect(typeof prev === "number" && typeof next === "number" && next - prev > 1).toBe(true)
        }
      })
    },
  )
  it("page after removing items", () => {
    expect(Pager.pageAfterRemoval(3, 0)).toBe(2)
    expect(Pager.pageAfterRemoval(3, 2)).toBe(3)
    expect(Pager.pageAfterRemoval(1, 0)).toBe(1)
  })
})
