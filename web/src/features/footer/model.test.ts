import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import type { FooterHelpCategory } from "../../lib/api/schemas.ts"
import { resetHelpCategories } from "../../lib/session/helpCategories.ts"
import * as Model from "./model.ts"

const tree: FooterHelpCategory[] = [
  { name: "新手指南", children: [{ name: "会员注册", id: 11, path: "/help/xrzn/hyzc" }] },
]

beforeEach(() => {
  window.localStorage.clear()
  resetHelpCategories()
})
afterEach(() => vi.unstubAllGlobals())

describe("the footer", () => {
  it("shows the help categories once read, and keeps them for the next visit", async () => {
    const fetch = installFetch({ "GET /api/help/category": ok(tree) })
    Model.loadFooter()
    Model.loadFooter()
    await vi.waitFor(() => expect(Model.helpCategories.value).toEqual(tree))
    expect(fetch.count("GET /api/help/category")).toBe(1)
    resetHelpCategories()
    expect(Model.helpCategories.value).toEqual(tree)
  })

  it("a failed read keeps what was kept, and is asked again on the next load", async () => {
    const fetch = installFetch({ "GET /api/help/category": envelope(50000, "err", 500) })
    Model.loadFooter()
    await vi.waitFor(() => expect(fetch.count("GET /api/help/category")).toBe(1))
    expect(Model.helpCategories.value).toEqual([])
    fetch.routes["GET /api/help/category"] = ok(tree)
    await vi.waitFor(() => {
      Model.loadFooter()
      expect(Model.helpCategories.value).toEqual(tree)
    })
  })

  it("an article's link opens it on the help page, and the copyright year is this year", () => {
    expect(Model.helpHref(11)).toBe("/help/xrzn/hyzc?id=11")
    expect(Model.copyrightYear.value).toBe(new Date().getFullYear())
  })
})
