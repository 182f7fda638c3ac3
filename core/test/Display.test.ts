import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Display from "../src/Display.ts"
import * as UrlPolicy from "../src/UrlPolicy.ts"
import { disguisedSchemes, runs } from "./arbitraries.ts"

const policy = UrlPolicy.make({ origin: "https://mall.cn", linkHosts: ["https://a.cn"] })

describe("Display.badge", () => {
  it("caps at 99 and hides 0", () => {
    expect(Display.badge(0)).toBeNull()
    expect(Display.badge(-3)).toBeNull()
    expect(Display.badge(undefined)).toBeNull()
    expect(Display.badge(Number.NaN)).toBeNull()
    expect(Display.badge(1)).toBe("1")
    expect(Display.badge(99)).toBe("99")
    expect(Display.badge(100)).toBe("99+")
  })
  test.prop([fc.integer({ min: -1000, max: 100000 })], runs)("badge format", (n) => {
    const b = Display.badge(n)
    if (n <= 0) expect(b).toBeNull()
    else if (n <= 99) expect(b).toBe(String(n))
    else expect(b).toBe("99+")
  })
})

describe("Display lists and labels", () => {
  test.prop([fc.array(fc.nat(), { maxLength: 30 })], runs)(
    "menus show 7, top nav at most 9",
    (xs) => {
      expect(Display.menuEntries(xs)).toEqual(xs.slice(0, 7))
      expect(Display.topNavItems(xs).length).toBe(Math.min(9, xs.length))
    },
  )
  it("manager label", () => {
    expect(Display.managerLabel({ is_default: 0 })).toBe("专属客服")
    expect(Display.managerLabel({ is_default: "0" })).toBe("专属客服")
    expect(Display.managerLabel({ is_default: 1 })).toBe("客户经理")
    expect(Display.managerLabel(null)).toBe("客户经理")
  })
  it("quality inspection: URL when supplied, else an alert with msg", () => {
    expect(
      Display.qualityInspection(policy, { quality_inspection_url: "https://a.cn/r.pdf", msg: "x" }),
    ).toEqual({
      _tag: "Open",
      link: { _tag: "Site", href: "https://a.cn/r.pdf" },
    })
    expect(
      Display.qualityInspection(policy, { quality_inspection_url: "https://b.cn/r.pdf" }),
    ).toEqual({ _tag: "Open", link: { _tag: "Foreign", href: "https://b.cn/r.pdf" } })
    expect(
      Display.qualityInspection(policy, { quality_inspection_url: "", msg: "暂无报告" }),
    ).toEqual({
      _tag: "Alert",
      title: "温馨提示",
      message: "暂无报告",
    })
    for (const url of ["javascript:alert(1)", "https://mall.cn@b.cn/r.pdf", "/\\b.cn/r.pdf"])
      expect(Display.qualityInspection(policy, { quality_inspection_url: url })._tag).toBe("Alert")
    expect(Display.qualityInspection(policy, undefined)).toMatchObject({
      _tag: "Alert",
      message: "",
    })
  })
  it("copyright year", () => {
    expect(Display.copyrightYear(new Date(2031, 5, 1))).toBe(2031)
  })
})

describe("Display links", () => {
  it("a link with no target says 活动未开始", () => {
    expect(Display.activityLink(policy, "")).toEqual({
      _tag: "NotStarted",
      message: "活动未开始",
    })
    expect(Display.activityLink(policy, null)._tag).toBe("NotStarted")
    expect(Display.activityLink(policy, "http://mall@b.cn/x")._tag).toBe("NotStarted")
    expect(Display.activityLink(policy, "/yjh/3")).toEqual({
      _tag: "Open",
      link: { _tag: "App", path: "/yjh/3" },
    })
    expect(Display.activityLink(policy, "https://b.cn/x")).toEqual({
      _tag: "Open",
      link: { _tag: "Foreign", href: "https://b.cn/x" },
    })
  })
  it("safeUrl accepts http(s), relative and same-site paths", () => {
    for (const u of [
      "https://mall.cn/a?b=1",
      "HTTP://x.cn",
      "/list/info/3",
      "list/table",
      "./a",
      "../b",
      "?q=1",
      "#top",
      "/a:b",
    ])
      expect(Display.safeUrl(u), u).toBe(u)
    expect(Display.safeUrl("  /x  ")).toBe("/x")
    expect(Display.safeUrl("//mall.cn/x", "mall.cn")).toBe("//mall.cn/x")
  })
  it("safeUrl rejects script and other schemes, however disguised", () => {
    for (const u of [
      ...disguisedSchemes,
      "//evil.com/x",
      "/\\evil.com",
      "\\\\evil.com",
      "javascript&colon;alert(1)",
      "",
      "   ",
    ])
      expect(Display.safeUrl(u), JSON.stringify(u)).toBeNull()
    expect(Display.safeUrl("//evil.com/x", "mall.cn")).toBeNull()
    expect(Display.safeUrl(42)).toBeNull()
  })
  test.prop(
    [
      fc.constantFrom("javascript", "data", "vbscript", "file", "blob"),
      fc.string({ maxLength: 20 }),
    ],
    runs,
  )("no non-http scheme gets through", (scheme, rest) => {
    const mixed = [...scheme].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join("")
    expect(Display.safeUrl(`${mixed}:${rest}`)).toBeNull()
  })
  test.prop([fc.webUrl()], runs)("every web URL is accepted", (u) => {
    expect(Display.safeUrl(u)).toBe(u)
  })
})

describe("customer service links", () => {
  const company = { is_can_chat: 1, username: "demo", token: "t0k" } as const
  it("frames the chat page with username and token for a company that may chat", () => {
    expect(Display.chatUrl(company, "/static/chat/index.html")).toBe(
      "/static/chat/index.html?username=demo&token=t0k",
    )
    expect(Display.chatUrl(company, "https://im.mall.cn/c?x=1")).toBe(
      "https://im.mall.cn/c?x=1&username=demo&token=t0k",
    )
  })
  it("gives no chat page without the flag, without a company or with an unsafe URL", () => {
    expect(Display.chatUrl({ ...company, is_can_chat: 0 }, "/chat")).toBeNull()
    expect(Display.chatUrl(null, "/chat")).toBeNull()
    expect(Display.chatUrl(company, "javascript:alert(1)")).toBeNull()
    expect(Display.chatUrl(company, "")).toBeNull()
  })
  test.prop([fc.string(), fc.string()])(
    "escapes whatever username and token hold",
    (username, token) => {
      const url = Display.chatUrl({ is_can_chat: 1, username, token }, "/chat")
      const query = new URLSearchParams((url ?? "").split("?")[1])
      expect(query.get("username")).toBe(username)
      expect(query.get("token")).toBe(token)
    },
  )
  it("turns QQ numbers into QQ links and keeps only safe URLs", () => {
    expect(Display.imLink(policy, " 800001001 ")).toEqual({
      _tag: "Foreign",
      href: "https://wpa.qq.com/msgrd?v=3&uin=800001001&site=qq&menu=yes",
    })
    expect(Display.imLink(policy, "https://im.mall.cn/kf")).toEqual({
      _tag: "Foreign",
      href: "https://im.mall.cn/kf",
    })
    expect(Display.imLink(policy, "https://a.cn/kf")).toEqual({
      _tag: "Site",
      href: "https://a.cn/kf",
    })
    expect(Display.imLink(policy, "javascript:alert(1)")).toBeNull()
    expect(Display.imLink(policy, "https://a.cn@b.cn/kf")).toBeNull()
    expect(Display.imLink(policy, "")).toBeNull()
    expect(Display.imLink(policy, undefined)).toBeNull()
  })
})

describe("Display: chat links and protocol-relative URLs", () => {
  it("keeps a protocol-relative URL only on the site's own host", () => {
    expect(Display.safeUrl("//shop.example.com/a", "SHOP.example.com")).toBe("//shop.example.com/a")
    expect(Display.safeUrl("//evil.example.com/a", "shop.example.com")).toBeNull()
    expect(Display.safeUrl("//shop.example.com/a")).toBeNull()
    expect(Display.safeUrl("javascript:alert(1)")).toBeNull()
    expect(Display.safeUrl("a&colon;b/c")).toBeNull()
    expect(Display.safeUrl(42)).toBeNull()
  })
  it("adds the user's name and token to the configured chat page", () => {
    const user = { is_can_chat: 1, username: "张三", token: "t 1" } as const
    expect(Display.chatUrl(user, "https://chat.example.com/im?from=mall")).toBe(
      "https://chat.example.com/im?from=mall&username=%E5%BC%A0%E4%B8%89&token=t+1",
    )
    expect(Display.chatUrl({ is_can_chat: 1 }, "https://chat.example.com/im")).toBe(
      "https://chat.example.com/im?username=&token=",
    )
    expect(Display.chatUrl(null, "https://chat.example.com/im")).toBeNull()
    expect(Display.chatUrl({ ...user, is_can_chat: 0 }, "https://chat.example.com/im")).toBeNull()
    expect(Display.chatUrl(user, "javascript:alert(1)")).toBeNull()
    expect(Display.chatUrl(user, "")).toBeNull()
  })
})

describe("Display.orDash", () => {
  it("shows - for what is empty, the value otherwise", () => {
    expect(Display.orDash("")).toBe("-")
    expect(Display.orDash("   ")).toBe("-")
    expect(Display.orDash(null)).toBe("-")
    expect(Display.orDash(undefined)).toBe("-")
    expect(Display.orDash("微信支付")).toBe("微信支付")
    expect(Display.orDash(" 请尽快发货 ")).toBe("请尽快发货")
    expect(Display.orDash(0)).toBe("0")
  })
  test.prop([fc.string()], runs)("never blank; the trimmed text whenever there is one", (s) => {
    const shown = Display.orDash(s)
    expect(shown.trim()).not.toBe("")
    expect(shown).toBe(s.trim() === "" ? "-" : s.trim())
  })
})
