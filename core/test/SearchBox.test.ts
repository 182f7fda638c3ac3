import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as SearchBox from "../src/SearchBox.ts"
import { runs } from "./arbitraries.ts"

const run = (s0: SearchBox.State, events: ReadonlyArray<SearchBox.Event>) => {
  let s = s0
  const effects: Array<SearchBox.Effect> = []
  for (const e of events) {
    const [next, fx] = SearchBox.step(s, e)
    s = next
    effects.push(...fx)
  }
  return { state: s, effects }
}
const items = (...ks: Array<string>) => ks.map((keyword) => ({ keyword }))

describe("SearchBox", () => {
  it("looks up 500 ms after the last keystroke", () => {
    const r = run(SearchBox.initial(), [
      { _tag: "Input", value: "g", now: 0 },
      { _tag: "Input", value: "gm", now: 300 },
      { _tag: "Tick", now: 500 },
    ])
    expect(r.effects).toEqual([
      { _tag: "ScheduleTick", at: 500 },
      { _tag: "ScheduleTick", at: 800 },
    ])
    const due = run(r.state, [{ _tag: "Tick", now: 800 }])
    expect(due.effects).toEqual([{ _tag: "Fetch", requestId: 1, keyword: "gm", mode: "name" }])
    expect(SearchBox.dropdown(due.state)).toEqual({ _tag: "Searching", text: "搜索中..." })
    const answered = run(due.state, [
      { _tag: "Results", requestId: 1, items: items("感冒灵", "感冒清"), now: 900 },
    ])
    expect(SearchBox.dropdown(answered.state)).toMatchObject({
      _tag: "Suggestions",
      highlighted: -1,
    })
    expect(answered.effects).toEqual([
      { _tag: "SaveCache", key: "name:gm", entry: { at: 900, items: items("感冒灵", "感冒清") } },
    ])
  })
  it("uses the session cache when younger than 5000 ms", () => {
    const cache = { "name:gm": { at: 0, items: items("a") } }
    const fresh = run(SearchBox.initial(cache), [
      { _tag: "Input", value: "gm", now: 4000 },
      { _tag: "Tick", now: 4499 },
    ])
    expect(fresh.effects).toEqual([{ _tag: "ScheduleTick", at: 4500 }])
    const hit = run(fresh.state, [{ _tag: "Tick", now: 4500 }])
    expect(hit.effects).toEqual([])
    expect(hit.state.suggestions).toEqual(items("a"))
    const stale = run(SearchBox.initial(cache), [
      { _tag: "Input", value: "gm", now: 4600 },
      { _tag: "Tick", now: 5100 },
    ])
    expect(stale.effects[1]).toMatchObject({ _tag: "Fetch" })
    expect(SearchBox.isFresh(undefined, 0)).toBe(false)
    const emptyHit = run(SearchBox.initial({ "name:x": { at: 0, items: [] } }), [
      { _tag: "Input", value: "x", now: 0 },
      { _tag: "Tick", now: 500 },
    ])
    expect(SearchBox.dropdown(emptyHit.state)).toEqual({ _tag: "Empty", text: "暂无数据" })
  })
  it("no data, failures and stale answers", () => {
    const base = run(SearchBox.initial(), [
      { _tag: "Input", value: "zz", now: 0 },
      { _tag: "Tick", now: 500 },
    ]).state
    expect(
      SearchBox.dropdown(run(base, [{ _tag: "Results", requestId: 1, items: [], now: 1 }]).state)
        ._tag,
    ).toBe("Empty")
    expect(SearchBox.dropdown(run(base, [{ _tag: "Failed", requestId: 1 }]).state)._tag).toBe(
      "Empty",
    )
    expect(run(base, [{ _tag: "Failed", requestId: 0 }]).state).toBe(base)
    expect(run(base, [{ _tag: "Results", requestId: 0, items: items("old"), now: 1 }]).state).toBe(
      base,
    )
  })
  it("empty input closes and clears", () => {
    const r = run(SearchBox.initial(), [
      { _tag: "Input", value: "gm", now: 0 },
      { _tag: "Tick", now: 500 },
      { _tag: "Results", requestId: 1, items: items("a"), now: 600 },
      { _tag: "Input", value: "  ", now: 700 },
      { _tag: "Tick", now: 1200 },
    ])
    expect(SearchBox.dropdown(r.state)).toEqual({ _tag: "Closed" })
    expect(r.state.suggestions).toEqual([])
  })
  it("arrows, Enter, Esc, pick and blur", () => {
    const open = run(SearchBox.initial(), [
      { _tag: "Input", value: "gm", now: 0 },
      { _tag: "Tick", now: 500 },
      { _tag: "Results", requestId: 1, items: items("a", "b", "c"), now: 600 },
    ]).state
    expect(run(open, [{ _tag: "Key", key: "ArrowDown" }]).state.highlighted).toBe(0)
    expect(run(open, [{ _tag: "Key", key: "ArrowUp" }]).state.highlighted).toBe(2)
    expect(
      run(open, [
        { _tag: "Key", key: "ArrowDown" },
        { _tag: "Key", key: "ArrowUp" },
      ]).state.highlighted,
    ).toBe(2)
    expect(run(open, Array(4).fill({ _tag: "Key", key: "ArrowDown" })).state.highlighted).toBe(0)
    const enter = run(open, [
      { _tag: "Key", key: "ArrowDown" },
      { _tag: "Key", key: "ArrowDown" },
      { _tag: "Key", key: "Enter" },
    ])
    expect(enter.effects).toEqual([{ _tag: "Submit", keyword: "b", mode: "name" }])
    expect(enter.state.input).toBe("b")
    expect(SearchBox.dropdown(enter.state)._tag).toBe("Closed")
    expect(run(open, [{ _tag: "Key", key: "Enter" }]).effects).toEqual([
      { _tag: "Submit", keyword: "gm", mode: "name" },
    ])
    expect(SearchBox.dropdown(run(open, [{ _tag: "Key", key: "Escape" }]).state)._tag).toBe(
      "Closed",
    )
    expect(run(open, [{ _tag: "Pick", index: 2 }]).effects).toEqual([
      { _tag: "Submit", keyword: "c", mode: "name" },
    ])
    expect(run(open, [{ _tag: "Pick", index: 9 }]).effects).toEqual([])
    expect(run(open, [{ _tag: "Blur" }]).state.open).toBe(false)
    const closed = run(open, [{ _tag: "Blur" }]).state
    expect(run(closed, [{ _tag: "Key", key: "ArrowDown" }]).state).toBe(closed)
    expect(run(closed, [{ _tag: "Key", key: "ArrowUp" }]).state).toBe(closed)
    expect(run(SearchBox.initial(), [{ _tag: "Key", key: "Enter" }]).effects).toEqual([])
  })
  it("mode toggle and hot list", () => {
    const r = run(SearchBox.initial(), [
      { _tag: "Input", value: "gm", now: 0 },
      { _tag: "ToggleMode", now: 100 },
      { _tag: "Tick", now: 600 },
      { _tag: "HotLoaded", items: ["感冒灵"] },
    ])
    expect(r.state.mode).toBe("maker")
    expect(r.effects[2]).toEqual({ _tag: "Fetch", requestId: 1, keyword: "gm", mode: "maker" })
    expect(r.state.hot).toEqual(["感冒灵"])
    expect(SearchBox.modeLabel("name")).toBe("药品名称")
    expect(SearchBox.modeLabel("maker")).toBe("生产厂家")
    expect(run(SearchBox.initial(), [{ _tag: "ToggleMode", now: 0 }]).effects).toEqual([])
  })

  it("lists each suggested word once: goods that share a name are one suggestion", () => {
    const looking = run(SearchBox.initial(), [
      { _tag: "Input", value: "gm", now: 0 },
      { _tag: "Tick", now: 500 },
    ])
    const r = run(looking.state, [
      {
        _tag: "Results",
        requestId: 1,
        items: [
          { keyword: "感冒灵颗粒", raw: { id: 1, sccj: "华润三九" } },
          { keyword: "感冒灵颗粒 ", raw: { id: 2, sccj: "白云山" } },
          { keyword: "  " },
          { keyword: "感冒清热颗粒", raw: { id: 3 } },
        ],
        now: 600,
      },
    ])
    expect(r.state.suggestions.map((x) => x.keyword)).toEqual(["感冒灵颗粒", "感冒清热颗粒"])
    expect(r.state.suggestions[0]?.raw).toEqual({ id: 1, sccj: "华润三九" })
  })

  const eventArb: fc.Arbitrary<SearchBox.Event> = fc.oneof(
    fc
      .tuple(fc.constantFrom("", " ", "g", "gm", "感冒"), fc.nat(20000))
      .map(([value, now]) => ({ _tag: "Input" as const, value, now })),
    fc.nat(20000).map((now) => ({ _tag: "Tick" as const, now })),
    fc.nat(20000).map((now) => ({ _tag: "ToggleMode" as const, now })),
    fc
      .tuple(
        fc.nat(5),
        fc.array(fc.constantFrom("a", "b", " a", ""), { maxLength: 4 }),
        fc.nat(20000),
      )
      .map(([requestId, ks, now]) => ({
        _tag: "Results" as const,
        requestId,
        items: items(...ks),
        now,
      })),
    fc
      .constantFrom("ArrowDown", "ArrowUp", "Enter", "Escape")
      .map((key) => ({ _tag: "Key" as const, key: key as "Enter" })),
    fc.constant({ _tag: "Blur" as const }),
  )
  test.prop([fc.array(eventArb, { maxLength: 40 })], runs)(
    "the highlight stays in range; suggestions are distinct, trimmed words; a shown list is never empty; empty input, Esc and blur close the dropdown; submits are trimmed and non-empty",
    (events) => {
      let s = SearchBox.initial()
      for (const e of events) {
        const [next, fx] = SearchBox.step(s, e)
        s = next
        expect(s.highlighted).toBeGreaterThanOrEqual(-1)
        expect(s.highlighted).toBeLessThan(Math.max(1, s.suggestions.length))
        const words = s.suggestions.map((x) => x.keyword)
        expect(new Set(words).size).toBe(words.length)
        for (const w of words) expect(w).toBe(w.trim())
        for (const w of words) expect(w).not.toBe("")
        if (s.input.trim() === "") expect(SearchBox.dropdown(s)._tag).toBe("Closed")
        // the suggestion list, when shown, is never empty; Esc and leaving the box close it
        const d = SearchBox.dropdown(s)
        if (d._tag === "Suggestions") expect(d.items.length).toBeGreaterThan(0)
        if (e._tag === "Blur" || (e._tag === "Key" && e.key === "Escape"))
          expect(d._tag).toBe("Closed")
        for (const f of fx) if (f._tag === "Submit") expect(f.keyword).toBe(f.keyword.trim())
        for (const f of fx) if (f._tag === "Submit") expect(f.keyword).not.toBe("")
      }
    },
  )
})
