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

describe("Zone: titles said once", () => {
  it("an activity's own title is said only when it differs from the page's", () => {
    expect(Zone.subtitle("每日特价", "每日特价")).toBeNull()
    expect(Zone.subtitle("每日特价", " 每日 特价 ")).toBeNull()
    expect(Zone.subtitle("满额返现", "满额返现 多买多返")).toBe("满额返现 多买多返")
    expect(Zone.subtitle("全场94折", undefined)).toBeNull()
  })
  it("a rules text loses a first heading that repeats the page title", () => {
    const rules = "<ol><li>标注“包邮”的商品免运费。</li></ol>"
    expect(Zone.withoutTitle(`<h2>包邮规则</h2>${rules}`, "包邮规则")).toBe(rules)
    expect(Zone.withoutTitle(`  <H3 class="t"> 包邮规则 </H3>\n${rules}`, "包邮规则")).toBe(
      `\n${rules}`,
    )
    expect(Zone.withoutTitle(`<h2>说明</h2>${rules}`, "包邮规则")).toBe(`<h2>说明</h2>${rules}`)
    expect(Zone.withoutTitle(`<p>包邮规则</p>${rules}`, "包邮规则")).toBe(`<p>包邮规则</p>${rules}`)
    expect(Zone.withoutTitle(`${rules}<h2>包邮规则</h2>`, "包邮规则")).toBe(
      `${rules}<h2>包邮规则</h2>`,
    )
  })
})

describe("Zone: properties", () => {
  test.prop([fc.string(), fc.string(), fc.integer({ min: 1, max: 6 })], runs)(
    "withoutTitle only ever takes a leading heading of the title off the front",
    (title, rest, level) => {
      const html = `<h${level}>${title}</h${level}>${rest}`
      const out = Zone.withoutTitle(html, title)
      expect(html.endsWith(out)).toBe(true)
      if (title.trim() !== "" && !/[<>]/.test(title)) expect(out).toBe(rest)
      if (!/^\s*<h[1-6]/i.test(rest)) expect(Zone.withoutTitle(rest, title)).toBe(rest)
    },
  )
  test.prop([fc.string(), fc.string()], runs)(
    "a subtitle is never the page title again, nor empty",
    (page, own) => {
      const s = Zone.subtitle(page, own)
      if (s !== null) {
        expect(s.trim()).not.toBe("")
        expect(s.replace(/\s+/g, "")).not.toBe(page.replace(/\s+/g, ""))
      }
    },
  )
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
