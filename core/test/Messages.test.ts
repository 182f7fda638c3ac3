import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import * as Messages from "../src/Messages.ts"
import * as Money from "../src/Money.ts"
import * as Routes from "../src/Routes.ts"

/**
 * The product wording (docs/glossary.md, a verbatim copy of the product's glossary) read as data:
 * every `| key | … | zh-CN |` row of its message and commerce tables, and every route → title row
 * of its page-title table. The catalogue is checked against the document, not against a copy.
 */
const glossary = readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8")

const rows = (heading: string): ReadonlyArray<ReadonlyArray<string>> => {
  const start = glossary.indexOf(`## ${heading}`)
  const end = glossary.indexOf("\n## ", start + 1)
  return glossary
    .slice(start, end === -1 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*(key|route|---)/.test(line))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}

/** key → zh-CN for the rows whose wording is plain text (templates are checked one by one). */
const wording: Record<string, string> = {}
/** The zh-CN column of each table: Site (key, zh-CN, note), spec messages (key, gloss, zh-CN), commerce (key, zh-CN). */
const tables: ReadonlyArray<readonly [string, number]> = [
  ["Site", 1],
  ["Messages from the spec", 2],
  ["Commerce words", 1],
]
for (const [heading, column] of tables) {
  for (const cells of rows(heading)) {
    const keys = (cells[0] ?? "").replace(/\s*\(.*\)$/, "").split(" / ")
    const words = (cells[column] ?? "").split(" / ")
    keys.forEach((k, i) => {
      const word = words[keys.length === 1 ? 0 : i] ?? ""
      if (!word.includes("`") && !word.includes("{")) wording[k] = word
    })
  }
}
wording["lang"] =
  /lang="([^"]+)"/.exec(rows("Site").find(([k]) => k === "lang")?.[1] ?? "")?.[1] ?? ""
wording["badge.max"] = "99+"

/** path → title for every row of the page-title table that names a title. */
const titles: Array<[string, string]> = []
for (const cells of rows("Page titles (document title before the site title)")) {
  for (let i = 0; i + 1 < cells.length; i += 2) {
    const title = cells[i + 1] ?? ""
    if (title.startsWith("(")) continue
    for (const path of (cells[i] ?? "").split(", ")) titles.push([path, title])
  }
}

/** A concrete pathname for a glossary route (`/list/info/{id}` → `/list/info/1`, `/ppzq…` → `/ppzq`). */
const concrete = (path: string): string =>
  path
    .replace(/…$/, "")
    .replace(/\{\w+\?\}/g, "")
    .replace(/\{\w+\}/g, "1")
    .replace(/\/+$/, "") || "/"

describe("Messages", () => {
  it("every fixed string is the glossary's, under its key", () => {
    expect(Object.keys(wording).length).toBeGreaterThan(50)
    const extra = Object.keys(wording).filter((k) => !(k in Messages.text))
    const missing = Object.keys(Messages.text).filter((k) => !(k in wording))
    expect({ extra, missing }).toEqual({ extra: [], missing: [] })
    expect(Messages.text).toEqual(wording)
    for (const key of Object.keys(wording)) {
      expect(Messages.get(key as Messages.TextKey)).toBe(wording[key])
    }
  })
  it("every page title is the glossary's, on the route it names", () => {
    expect(titles.length).toBeGreaterThan(80)
    for (const [path, title] of titles) {
      const at = concrete(path.startsWith("/") ? path : `/${path}`)
      // a section named by its prefix alone (/Hdzx for /Hdzx/{ids}, /register/dd/… for its steps)
      // is reached with one more segment
      const page = [at, `${at}/1`, `${at}/step1`]
        .map((p) => Routes.resolve(p))
        .find((m) => m._tag === "Page" && (m.route.name !== "notFound" || at === "/404"))
      expect(page?._tag, path).toBe("Page")
      if (page?._tag === "Page") expect(page.route.title, path).toBe(title)
    }
  })
  it("page titles", () => {
    expect(Messages.pageTitles.hmdd).toBe("含麻订单回执")
    expect(Messages.pageTitles.welfare).toBe("全场94折")
    expect(Messages.pageTitles.jxqzc).toBe("近效期专场")
    expect(
      Object.values(Messages.pageTitles).every((t: string) => t.trim() === t && t.length > 0),
    ).toBe(true)
  })
  it("templates", () => {
    expect(Messages.drawResult("感冒灵", "一等奖")).toBe("恭喜您抽中感冒灵（一等奖）")
    expect(Messages.titleJoin("首页")).toBe("首页 - 医药批发商城")
    expect(Messages.titleJoin(undefined)).toBe("医药批发商城")
    expect(Messages.titleJoin("", "X")).toBe("X")
    expect(Messages.priceYuan(Money.fen(1230))).toBe("¥12.30")
    expect(Messages.ladderUpTo(10, "盒", Money.fen(1800))).toBe("10盒及以下 ¥18.00")
    expect(Messages.ladderAtLeast(10, "盒", Money.fen(1800))).toBe("满10盒 ¥18.00")
    expect(Messages.shippingItem(3, "瓶")).toBe("满3瓶包邮")
    expect(Messages.shippingOrderGap(Money.fen(5))).toBe("还差¥0.05免运费")
    expect(Messages.manjianTier(Money.yuan(300), Money.yuan(20))).toBe("满¥300.00减¥20.00")
    expect(Messages.manjianGap(Money.fen(12020), Money.yuan(50))).toBe("再买¥120.20可减¥50.00")
    expect(Messages.aboveStock(5, "盒")).toBe("库存仅剩5盒")
    expect(Messages.packAdjusted(12, "盒")).toBe("已按中包装调整为12盒")
  })
  it("shop page words reuse the wording table", () => {
    expect(Messages.common.favoriteOf("感冒灵")).toBe("收藏 感冒灵")
    expect(Messages.common.unfavoriteOf("感冒灵")).toBe("取消收藏 感冒灵")
    expect(Messages.common.deleteOf("感冒灵")).toBe("删除 感冒灵")
    expect(Messages.goodsList.searchMode).toEqual({ 1: "按药品名称", 2: "按生产厂家" })
    expect(Messages.checkout.steps).toEqual(["我的购物车", "确认订单", "支付订单", "支付完成"])
    expect(Messages.checkout.myOrders).toBe("我的订单")
    expect(Messages.checkout.hmNotice).toBe(
      "本订单含含麻黄碱类药品，支付后请在“含麻订单回执”中上传回执",
    )
    expect(Messages.home.zones).toEqual({ yx: "包邮专区", zyzq: "中药专区", kxzq: "控销专区" })
    expect(Messages.goodsDetail.home).toBe("首页")
  })
  it("shell, login and e-contract words reuse the wording table", () => {
    expect(Messages.shell.chatTitle).toBe("在线客服")
    expect(Messages.shell.qrHint).toBe("扫码下载手机APP")
    expect(Messages.auth.submit).toBe("登录")
    expect(Messages.contract.preview).toBe("电子合同")
    expect(Messages.shell.qqService(2)).toBe("QQ客服2")
    expect(Messages.shell.copyright(2025, "某某医药")).toBe("Copyright © 2025 某某医药 版权所有")
    expect(Messages.shell.copyright(2025)).toBe("Copyright © 2025 医药批发商城 版权所有")
    expect(Messages.form.contractAgreeRequired).toBe("请阅读并同意合同条款")
  })
  it("shop page templates", () => {
    expect(Messages.couponShortfall(Money.fen(1205))).toBe("还差¥12.05可用")
    expect(Messages.couponMinimum(Money.yuan(200))).toBe("满¥200.00可用")
    expect(Messages.common.gift(2)).toBe("赠品 ×2")
    expect(Messages.common.withUnit(10, "盒")).toBe("10盒")
    expect(Messages.common.page(3)).toBe("第 3 页")
    expect(Messages.goodsList.searchResult("感冒")).toBe("“感冒”的搜索结果")
    expect(Messages.cart.selectedCount(4)).toBe("已选商品 4 种")
    expect(Messages.favorites.total(7)).toBe("共 7 件")
    expect(Messages.goodsDetail.imageN(1)).toBe("查看第 1 张图片")
  })
  it("the catalogue holds no empty string, and no template makes one", () => {
    const empties: Array<string> = []
    const visit = (path: string, value: unknown): void => {
      if (typeof value === "string") {
        if (value.trim() === "") empties.push(path)
      } else if (typeof value === "function") {
        if (path === "get") return // checked above, key by key
        const fn = value as (...args: ReadonlyArray<unknown>) => unknown
        const out = fn(...Array.from({ length: fn.length }, () => 1))
        if (typeof out !== "string" || out.trim() === "") empties.push(`${path}()`)
      } else if (typeof value === "object" && value !== null) {
        for (const [k, v] of Object.entries(value)) visit(path === "" ? k : `${path}.${k}`, v)
      }
    }
    visit("", Messages)
    expect(empties).toEqual([])
    // the walk reached the shop page groups
    expect(Object.keys(Messages)).toEqual(
      expect.arrayContaining([
        ...["common", "home", "goodsList", "goodsDetail", "cart", "checkout"],
        ...["shell", "auth", "contract", "system"],
      ]),
    )
  })
})

describe("Messages.zones: templates", () => {
  const z = Messages.zones
  const f = Money.fen
  it("words the countdowns, cashback tiers and coupons exactly", () => {
    expect(z.daysLeft(3)).toBe("剩余3天")
    expect(z.daysLeft(1)).toBe("剩余1天")
    expect(z.daysLeft(0)).toBe("已过期")
    expect(z.daysLeft(-2)).toBe("已过期")
    expect(z.cashbackTier(f(100000), f(5000))).toBe("满¥1000.00返¥50.00")
    expect(z.cashbackSpent(f(123456))).toBe("活动期间已消费¥1234.56")
    expect(z.cashbackGap(f(2050), f(800))).toBe("再消费¥20.50可返¥8.00")
    expect(z.cashbackTop(f(30000))).toBe("已达最高档，可返¥300.00")
    expect(z.cashbackThreshold(f(300000))).toBe("满¥3000.00")
    expect(z.save(f(75))).toBe("省¥0.75")
    expect(Messages.couponMinimum(f(0))).toBe("无门槛")
    expect(Messages.couponMinimum(f(30000))).toBe("满¥300.00可用")
    expect(z.couponRemain(12)).toBe("剩余12张")
    expect(z.combinationSaving(f(1990))).toBe("共省¥19.90")
    expect(z.combinationQuantityOf("感冒组合装")).toBe("感冒组合装 组合数量")
    expect(z.moreOf("诊所常用药")).toBe("诊所常用药 更多")
  })
  it("words the points mall and the training hub exactly", () => {
    expect(z.points(1200)).toBe("1200积分")
    expect(z.exchangeConfirm(300, "医用口罩", 2)).toBe("确定用300积分兑换“医用口罩”×2吗？")
    expect(z.exchangeAddressLine("北京市朝阳区建国路1号")).toBe("收货地址：北京市朝阳区建国路1号")
    expect(z.yxtViews(56)).toBe("56人学习")
    expect(z.minutes(45)).toBe("45分钟")
    expect(z.couponTypes[2]).toBe("折扣券")
  })
})
