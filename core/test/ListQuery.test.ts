import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as DateTime from "../src/DateTime.ts"
import * as ListQuery from "../src/ListQuery.ts"
import { runs } from "./arbitraries.ts"

const spec = {
  page: ListQuery.page,
  status: ListQuery.oneOf(["all", "unpaid", "shipped"]),
  keywords: ListQuery.text(20),
  start: ListQuery.date,
  end: ListQuery.date,
}
type V = ListQuery.Values<typeof spec>

const fromPairs = (pairs: ReadonlyArray<readonly [string, string]>) => {
  const params = new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v]))
  return (k: string) => params.get(k)
}

const day = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const values: fc.Arbitrary<V> = fc.record({
  page: fc.integer({ min: 1, max: 999_999 }),
  status: fc.constantFrom("all" as const, "unpaid" as const, "shipped" as const),
  keywords: fc.string({ maxLength: 20 }).map((s) => s.trim()),
  start: fc.oneof(fc.constant(""), day),
  end: fc.oneof(fc.constant(""), day),
})

describe("ListQuery", () => {
  it("reads a URL, falling back to defaults for what is missing or wrong", () => {
    expect(ListQuery.read(spec, fromPairs([]))).toEqual({
      page: 1,
      status: "all",
      keywords: "",
      start: "",
      end: "",
    })
    const get = fromPairs([
      ["page", "3"],
      ["status", "unpaid"],
      ["keywords", "  感冒 "],
      ["start", "2026-02-30"],
      ["end", "2026-11-01"],
    ])
    expect(ListQuery.read(spec, get)).toEqual({
      page: 3,
      status: "unpaid",
      keywords: "感冒",
      start: "",
      end: "2026-11-01",
    })
    expect(ListQuery.read(spec, fromPairs([["page", "0"]])).page).toBe(1)
    expect(ListQuery.read(spec, fromPairs([["page", "1e9"]])).page).toBe(1)
    expect(ListQuery.read(spec, fromPairs([["status", "蓝"]])).status).toBe("all")
  })

  it("writes only what differs from the defaults, so the plain list has a plain URL", () => {
    const plain = ListQuery.read(spec, fromPairs([]))
    expect(ListQuery.write(spec, plain)).toEqual([])
    expect(ListQuery.write(spec, { ...plain, page: 2, status: "shipped" })).toEqual([
      ["page", "2"],
      ["status", "shipped"],
    ])
  })

  it("a new filter starts at page 1; a page change keeps the filters", () => {
    const v: V = { page: 4, status: "unpaid", keywords: "a", start: "", end: "" }
    expect(ListQuery.change(spec, v, { status: "shipped" })).toMatchObject({
      page: 1,
      status: "shipped",
    })
    expect(ListQuery.change(spec, v, { page: 5 })).toEqual({ ...v, page: 5 })
  })

  it("cuts text that is too long to the field's length (in characters, not code units)", () => {
    const long = "感冒灵颗粒".repeat(10)
    expect(ListQuery.read(spec, fromPairs([["keywords", long]])).keywords).toBe(long.slice(0, 20))
    const field = ListQuery.text(2)
    expect(field.parse(" 😀😀😀 ")).toBe("😀😀")
  })

  it("leaves out a value that formats as nothing", () => {
    const blankable = { mode: ListQuery.oneOf(["all", ""]) }
    expect(ListQuery.write(blankable, { mode: "" })).toEqual([])
  })

  it("names real calendar days only, and inverted ranges", () => {
    expect(DateTime.isDate("2024-02-29")).toBe(true)
    expect(DateTime.isDate("2023-02-29")).toBe(false)
    expect(DateTime.isDate("2024-13-01")).toBe(false)
    expect(ListQuery.rangeInverted("2026-11-02", "2026-11-01")).toBe(true)
    expect(ListQuery.rangeInverted("2026-11-01", "")).toBe(false)
  })

  test.prop([values], runs)("read(write(v)) is v", (v) => {
    expect(ListQuery.read(spec, fromPairs(ListQuery.write(spec, v)))).toEqual(v)
  })

  test.prop([fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 8 })], runs)(
    "any query string reads as valid values (never throws, always within the spec)",
    (pairs) => {
      const v = ListQuery.read(spec, fromPairs(pairs))
      expect(Number.isInteger(v.page) && v.page >= 1).toBe(true)
      expect(["all", "unpaid", "shipped"]).toContain(v.status)
      expect([...v.keywords].length).toBeLessThanOrEqual(20)
      expect(v.start === "" || DateTime.isDate(v.start)).toBe(true)
    },
  )

  test.prop([values, values], runs)("any change but the page alone resets the page", (v, w) => {
    const changed = ListQuery.change(spec, v, { status: w.status, keywords: w.keywords })
    expect(changed.page).toBe(1)
    expect(ListQuery.change(spec, v, { page: w.page })).toEqual({ ...v, page: w.page })
  })
})
