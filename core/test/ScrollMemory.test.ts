import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as ScrollMemory from "../src/ScrollMemory.ts"
import { runs } from "./arbitraries.ts"

describe("ScrollMemory", () => {
  it("back or forward returns to where the page was left; other arrivals start at the top", () => {
    let p = ScrollMemory.empty
    p = ScrollMemory.remember(p, "/list", 600)
    p = ScrollMemory.remember(p, "/cart", 0)
    expect(ScrollMemory.arrive(p, "/list", "POP")).toEqual({ _tag: "Restore", y: 600 })
    expect(ScrollMemory.arrive(p, "/list", "PUSH")).toEqual({ _tag: "ScrollTo", y: 0 })
    expect(ScrollMemory.arrive(p, "/list", "REPLACE")).toEqual({ _tag: "ScrollTo", y: 0 })
    expect(ScrollMemory.arrive(p, "/new", "POP")).toEqual({ _tag: "ScrollTo", y: 0 })
    expect(ScrollMemory.arrive(p, "/constructor", "POP")).toEqual({ _tag: "ScrollTo", y: 0 })
  })
  it("a hash scrolls to its element unless a position is remembered for going back", () => {
    expect(ScrollMemory.arrive(ScrollMemory.empty, "/help", "PUSH", "#%E6%94%AF%E4%BB%98")).toEqual(
      { _tag: "ScrollToElement", id: "支付" },
    )
    expect(ScrollMemory.arrive(ScrollMemory.empty, "/help", "PUSH", "#%E0")).toEqual({
      _tag: "ScrollToElement",
      id: "%E0",
    })
    const p = ScrollMemory.remember(ScrollMemory.empty, "/help", 300)
    expect(ScrollMemory.arrive(p, "/help", "POP", "#top")).toEqual({ _tag: "Restore", y: 300 })
  })
  it("ignores positions that are not finite and non-negative", () => {
    const p = ScrollMemory.remember(ScrollMemory.empty, "/a", 10)
    expect(ScrollMemory.remember(p, "/a", Number.NaN)).toBe(p)
    expect(ScrollMemory.remember(p, "/a", -1)).toBe(p)
    expect(ScrollMemory.remember(p, "/a", 10)).toBe(p)
  })
  it("reads back only what it wrote", () => {
    expect(ScrollMemory.parse(null)).toEqual({})
    expect(ScrollMemory.parse("not json")).toEqual({})
    expect(ScrollMemory.parse("[1,2]")).toEqual({})
    expect(ScrollMemory.parse('{"/a":5,"/b":"7","/c":-3,"/d":1e400}')).toEqual({ "/a": 5 })
  })
  test.prop(
    [
      fc.array(fc.tuple(fc.constantFrom("/", "/list", "/cart", "/a b"), fc.nat(100000)), {
        maxLength: 20,
      }),
    ],
    runs,
  )(
    "the last position left at a key is the one going back returns to, after a reload too",
    (moves) => {
      let p = ScrollMemory.empty
      const last = new Map<string, number>()
      for (const [key, y] of moves) {
        p = ScrollMemory.remember(p, key, y)
        last.set(key, y)
      }
      const reloaded = ScrollMemory.parse(ScrollMemory.serialize(p))
      for (const [key, y] of last) {
        expect(ScrollMemory.arrive(reloaded, key, "POP")).toEqual({ _tag: "Restore", y })
        expect(ScrollMemory.arrive(reloaded, key, "PUSH")).toEqual({ _tag: "ScrollTo", y: 0 })
      }
    },
  )
})
