import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as HelpCentre from "../src/HelpCentre.ts"
import { runs } from "./arbitraries.ts"

const tree: HelpCentre.Category[] = [
  {
    name: "新手指南",
    children: [
      { id: 1, name: "会员注册指南", path: "/help/xrzn/hyzc" },
      { id: 2, name: "购物指南", path: "/help/xrzn/gwzn" },
    ],
  },
  {
    name: "服务保障",
    children: [
      { id: 4, name: "网站资质", path: "/help/fwbz/wzzz" },
      { id: 13, name: "常见问题" },
    ],
  },
  { name: "关于我们", children: [{ id: 10, name: "投诉建议", path: "/help/us/tsjy" }] },
]

describe("HelpCentre", () => {
  it("a page shows its own article, or the one its query names", () => {
    expect(HelpCentre.articleId(tree, "/help/xrzn/gwzn", null)).toBe(2)
    expect(HelpCentre.articleId(tree, "/help/xrzn/hyzc", "4")).toBe(4)
    expect(HelpCentre.articleId(tree, "/help/xrzn/hyzc", "x")).toBe(1)
    expect(HelpCentre.articleId(tree, "/help/xrzn/hyzc", "-3")).toBe(1)
    expect(HelpCentre.articleId(tree, "/help/pay", null)).toBeNull()
    expect(HelpCentre.articleId([], "/help/xrzn/hyzc", "99")).toBe(99)
  })
  it("the qualifications and complaints articles bring their blocks wherever shown", () => {
    expect(HelpCentre.extraOf(tree, 4)).toBe("qualifications")
    expect(HelpCentre.extraOf(tree, 10)).toBe("complaint")
    expect(HelpCentre.extraOf(tree, 1)).toBeNull()
    expect(HelpCentre.extraOf(tree, null)).toBeNull()
    expect(HelpCentre.locate(tree, 13)?.category.name).toBe("服务保障")
  })
  it("links go to the article's page, or by id", () => {
    expect(HelpCentre.href({ id: 4, name: "网站资质", path: "/help/fwbz/wzzz" })).toBe(
      "/help/fwbz/wzzz",
    )
    expect(HelpCentre.href({ id: 13, name: "常见问题" })).toBe("/help/xrzn/hyzc?id=13")
    expect(HelpCentre.href({ id: 5, name: "x", path: "https://evil.example/" })).toBe(
      "/help/xrzn/hyzc?id=5",
    )
  })
  test.prop(
    [fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(...tree.flatMap((c) => c.children))],
    runs,
  )("a valid query id always wins over the page's own article", (id, child) => {
    expect(HelpCentre.articleId(tree, child.path ?? "/help/pay", String(id))).toBe(id)
  })
  test.prop([fc.string()], runs)("any query is read without failing", (q) => {
    const id = HelpCentre.articleId(tree, "/help/xrzn/gwzn", q)
    expect(id === 2 || (id !== null && id > 0 && String(id) === q.trim().replace(/^0+/, ""))).toBe(
      true,
    )
  })
})
