import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Display from "../src/Display.ts"
import { runs } from "./arbitraries.ts"

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
      Display.qualityInspection({ quality_inspection_url: "https://a.cn/r.pdf", msg: "x" }),
    ).toEqual({
      _tag: "Open",
      url: "https://a.cn/r.pdf",
    })
    expect(Display.qualityInspection({ quality_inspection_url: "", msg: "暂无报告" })).toEqual({
      _tag: "Alert",
      title: "温馨提示",
      message: "暂无报告",
    })
    expect(Display.qualityInspection({ quality_inspection_url: "javascript:alert(1)" })._tag).toBe(
      "Alert",
    )
    expect(Display.qualityInspection(undefined)).toMatchObject({ _tag: "Alert", message: "" })
  })
  it("tag colours", () => {
    expect(Display.tagColour("优").name).toBe("red")
    expect(Display.tagColour("秒杀").name).toBe("red")
    expect(Display.tagColour("满减").name).toBe("orange")
    expect(Display.tagColour("换购").name).toBe("blue")
    expect(Display.tagColour("赠品").name).toBe("pink")
    expect(Display.tagColour("特价").name).toBe("gold")
    expect(Display.tagColour("新品").name).toBe("red")
    expect(Display.tagColour("其他")).toBe(Display.defaultTagColour)
  })
  it("copyright year", () => {
    expect(Display.copyrightYear(new Date(2031, 5, 1))).toBe(2031)
  })
})

describe("Display time", () => {
  it("10-digit timestamps are seconds, 13-digit milliseconds", () => {
    expect(Display.toMillis(1700000000)).toBe(1700000000000)
    expect(Display.toMillis("1700000000")).toBe(1700000000000)
    expect(Display.toMillis(1700000000123)).toBe(1700000000123)
    expect(Display.toMillis("x")).toBeNull()
    expect(Display.toMillis(null)).toBeNull()
    expect(Display.toMillis(-1)).toBeNull()
  })
  it("countdown parts", () => {
    const c = Display.countdown(0, ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)
    expect([c.days, c.hours, c.minutes, c.seconds, c.ended]).toEqual([2, 3, 4, 5, false])
    expect(Display.countdown(10, 5)).toMatchObject({
      days: 0,
      seconds: 0,
      ended: true,
      remainingMs: 0,
    })
    expect(Display.pad2(5)).toBe("05")
    expect(Display.pad2(12)).toBe("12")
  })
  test.prop([fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 })], runs)(
    "countdown parts recompose the remaining whole seconds",
    (now, end) => {
      const c = Display.countdown(now, end)
      expect(c.hours).toBeLessThan(24)
      expect(c.minutes).toBeLessThan(60)
      expect(c.seconds).toBeLessThan(60)
      expect(((c.days * 24 + c.hours) * 60 + c.minutes) * 60 + c.seconds).toBe(
        Math.floor(Math.max(0, end - now) / 1000),
      )
    },
  )
})

describe("Display links", () => {
  it("a link with no target says 活动未开始", () => {
    expect(Display.activityLink("")).toEqual({ _tag: "NotStarted", message: "活动未开始" })
    expect(Display.activityLink(null)._tag).toBe("NotStarted")
    expect(Display.activityLink("/yjh/3")).toEqual({ _tag: "Navigate", url: "/yjh/3" })
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
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html;base64,xx",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "mailto:a@b.cn",
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

describe("Display tag colour contrast", () => {
  it("computes WCAG contrast ratios", () => {
    expect(Display.contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(Display.contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5)
    // the old 换购 blue, for the record: below AA
    expect(Display.contrastRatio("#1e88e5", "#ffffff")).toBeCloseTo(3.68, 2)
    expect(Display.contrastRatio("#c81623", "#FFFFFF")).toBeCloseTo(5.84, 2)
    expect(Display.contrastRatio("red", "#ffffff")).toBeNull()
    expect(Display.contrastRatio("#ffffff", "#fff")).toBeNull()
    expect(Display.relativeLuminance("#ffffff")).toBeCloseTo(1, 5)
  })
  it("every tag colour reads on white at WCAG AA (≥ 4.5:1)", () => {
    for (const c of [...Display.tagColours, Display.defaultTagColour]) {
      const ratio = Display.contrastRatio(c.hex, "#ffffff")
      expect(ratio, `${c.prefix || "default"} ${c.hex}`).not.toBeNull()
      expect(ratio ?? 0, `${c.prefix || "default"} ${c.hex}`).toBeGreaterThanOrEqual(4.5)
    }
  })
  test.prop([fc.string({ maxLength: 6 })], runs)(
    "whatever the tag, its colour reads on white",
    (t) => {
      expect(
        Display.contrastRatio(Display.tagColour(t).hex, "#ffffff") ?? 0,
      ).toBeGreaterThanOrEqual(4.5)
    },
  )
  test.prop([fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff })], runs)(
    "the ratio is symmetric and between 1 and 21",
    (a, b) => {
      const hex = (n: number) => `#${n.toString(16).padStart(6, "0")}`
      const r = Display.contrastRatio(hex(a), hex(b)) ?? 0
      expect(r).toBeGreaterThanOrEqual(1)
      expect(r).toBeLessThanOrEqual(21.000001)
      expect(Display.contrastRatio(hex(b), hex(a))).toBe(r)
    },
  )
})

describe("Display spike phase", () => {
  it("counts down to the start, then to the end, then stops", () => {
    const start = 1_700_000_000 // seconds
    const end = start + 3600
    const before = Display.phasedCountdown(start * 1000 - 61_000, start, end)
    expect(before.phase).toBe("upcoming")
    expect(before.parts).toMatchObject({ minutes: 1, seconds: 1 })
    const during = Display.phasedCountdown(start * 1000, String(start), end * 1000)
    expect(during.phase).toBe("running")
    expect(during.parts.hours).toBe(1)
    const after = Display.phasedCountdown(end * 1000, start, end)
    expect(after.phase).toBe("ended")
    expect(after.parts.ended).toBe(true)
    expect(Display.phasedCountdown(5, null, undefined).phase).toBe("ended")
  })
  test.prop(
    [fc.nat(4_000_000_000_000), fc.nat(4_000_000_000_000), fc.nat(4_000_000_000_000)],
    runs,
  )("the phase follows the clock", (now, a, b) => {
    const [s, e] = a <= b ? [a, b] : [b, a]
    const p = Display.phasedCountdown(now, s, e)
    const sMs = Display.toMillis(s) ?? 0
    const eMs = Display.toMillis(e) ?? 0
    expect(p.phase).toBe(now < sMs ? "upcoming" : now < eMs ? "running" : "ended")
    if (p.phase === "ended") expect(p.parts.ended).toBe(true)
    else expect(p.parts.remainingMs).toBeGreaterThan(0)
  })
})

describe("Display pager", () => {
  it("first, last and two either side of the current page, with gaps", () => {
    expect(Display.pagerItems(1, 1)).toEqual([1])
    expect(Display.pagerItems(1, 10)).toEqual([1, 2, 3, null, 10])
    expect(Display.pagerItems(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10])
    expect(Display.pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10])
    expect(Display.pagerItems(1, 0)).toEqual([])
  })
  test.prop([fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 })], runs)(
    "pages ascend within 1..last, include the ends and the current page, gaps only between",
    (a, b) => {
      const [current, last] = a <= b ? [a, b] : [b, a]
      const items = Display.pagerItems(current, last)
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
    expect(Display.pageAfterRemoval(3, 0)).toBe(2)
    expect(Display.pageAfterRemoval(3, 2)).toBe(3)
    expect(Display.pageAfterRemoval(1, 0)).toBe(1)
  })
})

describe("customer service links", () => {
  const company = { is_can_chat: 1, username: "demo", token: "t0k" }
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
      const url = Display.chatUrl({ is_can_chat: "1", username, token }, "/chat")
      const query = new URLSearchParams((url ?? "").split("?")[1])
      expect(query.get("username")).toBe(username)
      expect(query.get("token")).toBe(token)
    },
  )
  it("turns QQ numbers into QQ links and keeps only safe URLs", () => {
    expect(Display.imLink(" 800001001 ")).toBe(
      "https://wpa.qq.com/msgrd?v=3&uin=800001001&site=qq&menu=yes",
    )
    expect(Display.imLink("https://im.mall.cn/kf")).toBe("https://im.mall.cn/kf")
    expect(Display.imLink("javascript:alert(1)")).toBeNull()
    expect(Display.imLink("")).toBeNull()
    expect(Display.imLink(undefined)).toBeNull()
  })
})
