import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Heading from "../src/Heading.ts"
import { runs } from "./arbitraries.ts"

describe("Heading: worked examples", () => {
  it("an activity's own title is said only when it differs from the page's", () => {
    expect(Heading.subtitle("每日特价", "每日特价")).toBeNull()
    expect(Heading.subtitle("每日特价", " 每日 特价 ")).toBeNull()
    expect(Heading.subtitle("满额返现", "满额返现 多买多返")).toBe("满额返现 多买多返")
    expect(Heading.subtitle("全场94折", undefined)).toBeNull()
  })
  it("a rules text loses a first heading that repeats the page title", () => {
    const rules = "<ol><li>标注“包邮”的商品免运费。</li></ol>"
    expect(Heading.withoutTitle(`<h2>包邮规则</h2>${rules}`, "包邮规则")).toBe(rules)
    expect(Heading.withoutTitle(`  <H3 class="t"> 包邮规则 </H3>\n${rules}`, "包邮规则")).toBe(
      `\n${rules}`,
    )
    expect(Heading.withoutTitle(`<h2>说明</h2>${rules}`, "包邮规则")).toBe(`<h2>说明</h2>${rules}`)
    expect(Heading.withoutTitle(`<p>包邮规则</p>${rules}`, "包邮规则")).toBe(
      `<p>包邮规则</p>${rules}`,
    )
    expect(Heading.withoutTitle(`${rules}<h2>包邮规则</h2>`, "包邮规则")).toBe(
      `${rules}<h2>包邮规则</h2>`,
    )
  })
})

describe("Heading: properties", () => {
  test.prop([fc.string(), fc.string(), fc.integer({ min: 1, max: 6 })], runs)(
    "withoutTitle only ever takes a leading heading of the title off the front",
    (title, rest, level) => {
      const html = `<h${level}>${title}</h${level}>${rest}`
      const out = Heading.withoutTitle(html, title)
      expect(html.endsWith(out)).toBe(true)
      if (title.trim() !== "" && !/[<>]/.test(title)) expect(out).toBe(rest)
      if (!/^\s*<h[1-6]/i.test(rest)) expect(Heading.withoutTitle(rest, title)).toBe(rest)
    },
  )
  test.prop([fc.string(), fc.string()], runs)(
    "a subtitle is never the page title again, nor empty",
    (page, own) => {
      const s = Heading.subtitle(page, own)
      if (s !== null) {
        expect(s.trim()).not.toBe("")
        expect(s.replace(/\s+/g, "")).not.toBe(page.replace(/\s+/g, ""))
      }
    },
  )
})
