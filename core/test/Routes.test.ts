import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Routes from "../src/Routes.ts"
import { runs } from "./arbitraries.ts"

const page = (path: string) => {
  const m = Routes.match(path)
  if (m._tag !== "Page") throw new Error(`${path} is ${m._tag}`)
  return m
}

describe("Routes.match", () => {
  it("matches pages with params", () => {
    expect(page("/").route.name).toBe("index")
    expect(page("/list/info/42")).toMatchObject({
      route: { name: "list_info", title: "商品详情" },
      params: { id: "42" },
    })
    expect(page("/list/other/7").params).toEqual({ id: "7" })
    expect(page("/list/other/7/%E6%84%9F%E5%86%92").params).toEqual({ id: "7", name: "感冒" })
    expect(page("/list/other/7/%E0%A4%A").params.name).toBe("%E0%A4%A")
    expect(page("/Hdzx/1,2/3").params).toEqual({ ids: "1,2", id: "3" })
    expect(page("/kxzq/goods/abc").route.name).toBe("kxzq_goods")
    expect(page("/ppzq/info/5/2").params).toEqual({ id: "5", page: "2" })
    expect(page("/ppzq").route.name).toBe("ppzq")
    expect(page("/news/info/3/1").route.title).toBe("资讯详情")
    expect(page("/cart/step3/99").route.title).toBe("支付订单")
    expect(page("/search?keywords=x#top").route.name).toBe("search")
    expect(page("/order/").route.name).toBe("order")
  })
  it("redirects", () => {
    expect(Routes.match("/register")).toMatchObject({ _tag: "Redirect", to: "/register_index" })
    expect(Routes.match("/register_index")).toMatchObject({
      _tag: "Redirect",
      to: "/register/step1",
    })
    expect(Routes.resolve("/register")).toMatchObject({
      _tag: "Page",
      route: { name: "register_step1" },
    })
    expect(Routes.match("/activity/a/b/c")).toMatchObject({
      _tag: "Redirect",
      to: "/loading/activity",
    })
    expect(Routes.match("/activity")).toMatchObject({ _tag: "Redirect", to: "/loading/activity" })
    expect(Routes.match("/order/wl/15")).toMatchObject({ _tag: "Redirect", to: "/order/info/15" })
    expect(Routes.match("/zhzx")).toMatchObject({ _tag: "Redirect", to: "/zhzx/basic" })
    expect(Routes.match("/wdqb")).toMatchObject({ _tag: "Redirect", to: "/wdqb/yegl" })
    expect(Routes.match("/zzfw")).toMatchObject({ _tag: "Redirect", to: "/zzfw/kjcg" })
    expect(Routes.match("/nope/x")).toMatchObject({ _tag: "Redirect", to: "/404", from: undefined })
    expect(Routes.resolve("/nope")).toMatchObject({
      _tag: "Page",
      route: { name: "notFound", title: "页面不存在" },
    })
    expect(Routes.match("/eleven_index")).toMatchObject({ _tag: "External", target: "mainSite" })
    expect(Routes.match("/hdzx/1")._tag).toBe("Redirect") // case-sensitive
  })
  it("chrome flags", () => {
    const rule = page("/yx/rule").route
    expect([rule.header, rule.footer, rule.rightPanel]).toEqual(["none", false, false])
    expect(page("/register/step2").route.header).toBe("login")
    expect(page("/forget/step1").route.header).toBe("login")
    expect(page("/loading").route.header).toBe("none")
    expect(page("/list").route.header).toBe("main")
    expect(page("/cart/step2").route.search).toBe(false)
    expect(page("/cart/step3/1").route.search).toBe(false)
    expect(page("/cart/hm").route.search).toBe(false)
    expect(page("/cart").route.search).toBe(true)
    expect(page("/cart/step4").route.search).toBe(true)
  })
  it("the login page has the login-style header", () => {
    expect(page("/login").route.header).toBe("login")
    expect(page("/404").route.header).toBe("main")
  })
  it("titles are {page} - {site}", () => {
    for (const [path, title] of [
      ["/404", "页面不存在 - 医药批发商城"],
      ["/noActivity", "活动不存在 - 医药批发商城"],
      ["/login", "登录 - 医药批发商城"],
      ["/dzht", "电子合同 - 医药批发商城"],
      ["/cart", "购物车 - 医药批发商城"],
      ["/cart/step2", "确认订单 - 医药批发商城"],
      ["/cart/step3/7", "支付订单 - 医药批发商城"],
      ["/cart/hm", "支付订单 - 医药批发商城"],
    ] as const)
      expect(Routes.documentTitle(page(path).route), path).toBe(title)
  })
  it("titles", () => {
    expect(Routes.documentTitle(page("/zzfw/star").route)).toBe("我的收藏 - 医药批发商城")
    expect(Routes.documentTitle(page("/zqmb").route)).toBe("医药批发商城")
    expect(Routes.documentTitle(page("/hdmb").route, "站点")).toBe("站点")
    expect(Routes.documentTitle(undefined)).toBe("医药批发商城")
    expect(page("/welfare").route.title).toBe("全场94折")
    expect(page("/hmdd").route.title).toBe("含麻订单回执")
  })
  it("activity routes", () => {
    expect(Routes.isActivityRoute("live")).toBe(true)
    expect(Routes.isActivityRoute("eleven_big_app")).toBe(true)
    expect(Routes.isActivityRoute("index")).toBe(false)
    expect(Routes.isActivityRoute(undefined)).toBe(false)
  })
  it("build and byName", () => {
    expect(Routes.build("/order/info/:id", { id: "a b" })).toBe("/order/info/a%20b")
    expect(Routes.build("/yjh/:id?")).toBe("/yjh")
    expect(Routes.build("/")).toBe("/")
    expect(Routes.byName("cart")?.path).toBe("/cart")
    expect(Routes.pathOf("")).toBe("/")
  })
  test.prop([fc.constantFrom(...Routes.routes)], runs)(
    "every route is reached by its own path",
    (route) => {
      const path = Routes.build(route.path, {
        id: "1",
        ids: "2",
        url: "u",
        type: "t",
        name: "n",
        page: "3",
      })
      const m = Routes.match(path)
      if (route.redirect !== undefined) expect(m._tag).toBe("Redirect")
      else if (route.external !== undefined) expect(m._tag).toBe("External")
      else expect(m).toMatchObject({ _tag: "Page", route: { name: route.name } })
    },
  )
  test.prop([fc.webPath()], runs)("every path resolves to a page or leaves the app", (p) => {
    expect(["Page", "External"]).toContain(Routes.resolve(p)._tag)
  })
  test.prop([fc.webPath()], runs)("a link lands where its path resolves, in one step", (p) => {
    const to = Routes.landing(p)
    const m = Routes.match(to)
    expect(m._tag === "Redirect" && m.from !== undefined).toBe(false)
    expect(Routes.landing(to)).toBe(to)
    const first = Routes.match(p)
    if (first._tag !== "Redirect" || first.from === undefined) expect(to).toBe(p)
  })
  it("a link to a redirecting path goes straight to its page", () => {
    expect(Routes.landing("/register")).toBe("/register/step1")
    expect(Routes.landing("/zhzx")).toBe("/zhzx/basic")
    expect(Routes.landing("/order/wl/42")).toBe("/order/info/42")
    expect(Routes.landing("/no/such/page")).toBe("/no/such/page")
    expect(Routes.landing("/static/uploads/a.pdf")).toBe("/static/uploads/a.pdf")
    expect(Routes.landing("/list/info/7?from=list#top")).toBe("/list/info/7?from=list#top")
    // a redirect keeps the query and hash
    expect(Routes.landing("/register?from=wx#form")).toBe("/register/step1?from=wx#form")
    expect(Routes.landing("/activity/a/b/c?redirect=%2Fyjh%2F1")).toBe(
      "/loading/activity?redirect=%2Fyjh%2F1",
    )
  })
  it("knows its pages, redirects and the main site, not the back end's files", () => {
    for (const p of ["/", "/list/info/7?x=1#y", "/register", "/order/wl/42", "/404"])
      expect(Routes.knows(p), p).toBe(true)
    for (const p of ["/static/uploads/a.pdf", "/no/such/page", "/api/goods/list"])
      expect(Routes.knows(p), p).toBe(false)
  })
  test.prop([fc.webPath()], runs)("a path it knows lands on a page it knows", (p) => {
    if (Routes.knows(p)) expect(Routes.knows(Routes.landing(p))).toBe(true)
    else expect(Routes.landing(p)).toBe(p)
  })
  it("route names are unique", () => {
    expect(new Set(Routes.routes.map((r) => r.name)).size).toBe(Routes.routes.length)
  })
})

describe("Routes: paths and filled patterns", () => {
  it("drops query, hash and trailing slashes from a location", () => {
    expect(Routes.pathOf("/order/info/7/?tab=1#top")).toBe("/order/info/7")
    expect(Routes.pathOf("/")).toBe("/")
    expect(Routes.pathOf("?x=1")).toBe("/")
    expect(Routes.pathOf("")).toBe("/")
  })
  it("fills params encoded, leaves out a missing optional one, blanks a missing required one", () => {
    expect(Routes.build("/order/info/:id", { id: "7 8" })).toBe("/order/info/7%208")
    expect(Routes.build("/list/:cat?", {})).toBe("/list")
    expect(Routes.build("/list/:cat?", { cat: "药" })).toBe("/list/%E8%8D%AF")
    expect(Routes.build("/order/info/:id")).toBe("/order/info/")
    expect(Routes.build("/")).toBe("/")
  })
})

describe("Routes.currentNavEntry", () => {
  const nav = ["/", "/yx", "/zyyp", "/ppzq", "/list?select=3", "/list", null, "/zhzx"]
  it("marks the entry of the page, or the one above it", () => {
    expect(Routes.currentNavEntry(nav, "/")).toBe(0)
    expect(Routes.currentNavEntry(nav, "/yx")).toBe(1)
    expect(Routes.currentNavEntry(nav, "/yx/table?page=2")).toBe(1)
    expect(Routes.currentNavEntry(nav, "/ppzq/info/5/2#top")).toBe(3)
    expect(Routes.currentNavEntry(nav, "/zyyp/")).toBe(2)
  })
  it("marks nothing outside every entry: the home entry holds the home page only", () => {
    expect(Routes.currentNavEntry(nav, "/cart")).toBe(-1)
    expect(Routes.currentNavEntry(nav, "/yxt")).toBe(-1)
    expect(Routes.currentNavEntry(nav, "/yxyz")).toBe(-1)
    expect(Routes.currentNavEntry([null, null], "/")).toBe(-1)
  })
  it("an entry with a query holds only the pages with its values; the closer entry wins", () => {
    expect(Routes.currentNavEntry(nav, "/list?select=3&page=2")).toBe(4)
    expect(Routes.currentNavEntry(nav, "/list?select=4")).toBe(5)
    expect(Routes.currentNavEntry(nav, "/list")).toBe(5)
  })
  it("an entry that redirects holds the pages it lands among", () => {
    expect(Routes.currentNavEntry(nav, "/zhzx/addr")).toBe(7)
    expect(Routes.currentNavEntry(["/register"], "/register/step1")).toBe(0)
  })

  // paths of few segments, so that entries and pages often hold one another
  const near = fc
    .array(fc.constantFrom("yx", "ppzq", "info", "5", "zhzx"), { maxLength: 3 })
    .map((s) => `/${s.join("/")}`)
  const located = fc.oneof(near, fc.webPath())
  const link = fc.oneof(fc.constant(null), near, fc.webPath())
  const holder = (at: string) => (l: string | null) =>
    l !== null &&
    [Routes.pathOf(l), Routes.pathOf(Routes.landing(l))].some(
      (p) => p === Routes.pathOf(at) || (p !== "/" && Routes.pathOf(at).startsWith(`${p}/`)),
    )
  const depth = (l: string, at: string) =>
    Math.max(
      ...[Routes.pathOf(l), Routes.pathOf(Routes.landing(l))]
        .filter((p) => holder(at)(p))
        .map((p) => p.split("/").length),
    )
  test.prop([fc.array(link, { maxLength: 12 }), located], runs)(
    "marks an entry that holds the page whenever one does, and none holds it more closely",
    (links, at) => {
      const i = Routes.currentNavEntry(links, at)
      const holders = links.filter(holder(at))
      expect(i === -1).toBe(holders.length === 0)
      if (i === -1) return
      const marked = links[i]!
      expect(holder(at)(marked)).toBe(true)
      for (const h of holders) expect(depth(h!, at)).toBeLessThanOrEqual(depth(marked, at))
    },
  )
  test.prop([fc.array(link, { maxLength: 12 }), fc.nat(11)], runs)(
    "a page that is an entry's own link is marked",
    (links, n) => {
      const own = links[n % Math.max(1, links.length)]
      if (own === undefined || own === null) return
      expect(Routes.currentNavEntry(links, own)).not.toBe(-1)
    },
  )
  test.prop([fc.array(link, { maxLength: 12 }), fc.nat(12), located], runs)(
    "an entry that leads out of the app is never marked and changes nothing",
    (links, n, at) => {
      const k = n % (links.length + 1)
      const before = Routes.currentNavEntry(links, at)
      const after = Routes.currentNavEntry([...links.slice(0, k), null, ...links.slice(k)], at)
      expect(after).toBe(before === -1 ? -1 : before < k ? before : before + 1)
    },
  )
})
