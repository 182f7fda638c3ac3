import fc from "fast-check"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import type { FooterHelpCategory } from "../../lib/api/schemas.ts"
import { resetHelpCategories } from "../../lib/session/helpCategories.ts"
import * as Model from "./model.ts"

const H = Messages.helpErrors

const tree: FooterHelpCategory[] = [
  {
    name: "新手指南",
    children: [
      { name: "会员注册", id: 11, path: "/help/xrzn/hyzc" },
      { name: "购物流程", id: 12, path: "/help/xrzn/gwlc" },
    ],
  },
  { name: "售后服务", children: [{ name: "退货政策", id: 21, path: "/help/shfw/thzc" }] },
]

const article = (id: number) => ({
  id,
  title: `文章${id}`,
  content: "<p>内容</p>",
  created_at: "2026-11-20 10:00:00",
})

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  resetHelpCategories()
  Model.categories.reset()
  Model.article.reset()
  Model.missingArticle.value = null
  Model.complaint.reset()
  Model.complaintSent.value = false
})
afterEach(() => vi.unstubAllGlobals())

describe("the help centre's tree and article", () => {
  it("reads the tree once; a failed read is asked again on the next page", async () => {
    const fetch = installFetch({ "GET /api/help/category": envelope(50000, "err", 500) })
    await Model.loadHelp()
    expect(Model.categories.status.value).toBe("failed")
    fetch.routes["GET /api/help/category"] = ok(tree)
    await Model.loadHelp()
    await Model.loadHelp()
    expect(fetch.count("GET /api/help/category")).toBe(2)
    expect(Model.categories.data.value).toEqual(tree)
  })

  it("a page shows its own article, or the one ?id= names; none until the tree is read", async () => {
    expect(Model.articleFor("/help/xrzn/gwlc", null)).toBeNull()
    installFetch({ "GET /api/help/category": ok(tree) })
    await Model.loadHelp()
    expect(Model.articleFor("/help/xrzn/gwlc", null)).toBe(12)
    expect(Model.articleFor("/help/xrzn/gwlc", "21")).toBe(21)
    expect(Model.articleFor("/help/elsewhere", null)).toBeNull()
  })

  it("any positive ?id= of up to 9 digits wins over the page's own article; a longer one does not", async () => {
    installFetch({ "GET /api/help/category": ok(tree) })
    await Model.loadHelp()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) => {
        expect(Model.articleFor("/help/xrzn/hyzc", String(id))).toBe(id)
      }),
    )
    expect(Model.articleFor("/help/xrzn/hyzc", "1000000000")).toBe(11)
  })

  it("an article the server does not have is told apart from one that could not be read", async () => {
    const fetch = installFetch({
      "GET /api/help/article/12": ok(article(12)),
      "GET /api/help/article/404": envelope(404, "文章不存在", 404),
      "GET /api/help/article/13": envelope(50000, "err", 500),
    })
    await Model.article.load(12)
    expect(Model.article.data.value?.title).toBe("文章12")
    await Model.article.load(404)
    expect(Model.article.status.value).toBe("failed")
    expect(Model.missingArticle.value).toBe(404)
    await Model.article.load(13)
    expect(Model.missingArticle.value).toBeNull()
    expect(fetch.calls).toHaveLength(3)
  })
})

describe("投诉与建议", () => {
  const type = (v: Partial<Record<"type" | "content" | "name" | "phone" | "email", string>>) => {
    for (const [k, value] of Object.entries(v)) Model.complaint.setField(k as "type", value)
  }

  it("needs a phone or an e-mail, said under the phone; nothing is sent", async () => {
    const fetch = installFetch({})
    type({ content: "配送太慢了，希望改进" })
    await Model.sendComplaint()
    expect(Model.complaint.errors.value.phone).toBe(H.contactRequired)
    expect(fetch.calls).toHaveLength(0)
  })

  it("sends only what was filled, the type as its number, then thanks the buyer", async () => {
    const fetch = installFetch({ "POST /api/help/complaint": ok({ id: 5 }) })
    type({ type: "2", content: "配送太慢了，希望改进", email: "a@example.com" })
    await Model.sendComplaint()
    expect(Object.fromEntries(new URLSearchParams(fetch.calls[0]?.body ?? ""))).toEqual({
      type: "2",
      content: "配送太慢了，希望改进",
      email: "a@example.com",
    })
    expect(Model.complaintSent.value).toBe(true)
    expect(toasts.success()).toEqual([Messages.help.complaintSent])
    expect(Model.complaint.values.value.content).toBe("")
  })

  it("a refused complaint keeps what was typed, also over a reload", async () => {
    installFetch({ "POST /api/help/complaint": envelope(50000, "err", 500) })
    type({ content: "配送太慢了，希望改进", phone: "13800138000" })
    await Model.sendComplaint()
    expect(Model.complaintSent.value).toBe(false)
    expect(JSON.parse(window.sessionStorage.getItem("mall.help.complaint") ?? "{}")).toMatchObject({
      content: "配送太慢了，希望改进",
      phone: "13800138000",
    })
  })
})
