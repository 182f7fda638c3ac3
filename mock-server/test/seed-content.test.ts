/**
 * What the seed shows a buyer, over HTTP against a strict back end: every ad is a campaign with
 * its own name, link and banner picture drawn locally; 好医汇 has banners of its own; each
 * message's text says what its title announces, with the company's own orders, coupons and
 * licences.
 */
import { beforeEach, describe, expect, it } from "vitest"
import * as DateTime from "@mall/core/DateTime"
import { createDb } from "../src/data/seed.ts"
import { renderSvg } from "../src/data/images.ts"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

const server = serverPerFile()
let demo: Client

interface Ad {
  image: string
  url: string
  name: string
}
interface Page<T> {
  data: T[]
  total: number
  last_page: number
}
interface Message {
  title: string
  content: string
  is_read: number
}

beforeEach(async () => {
  demo = server.client()
  await demo.login("demo")
})

/** Every ad the web app shows, by the call that brings it. */
async function allAds(c: Client): Promise<Map<string, Ad[]>> {
  const zone = async (path: string, query?: Record<string, number | number[]>) =>
    data<{ ads: Ad[] }>(await c.get(path, query)).ads
  const list = async (path: string, query?: Record<string, number[]>) =>
    data<Ad[]>(await c.get(path, query))
  return new Map([
    ["/api/focus", await list("/api/focus")],
    ["/api/focus/top", await list("/api/focus/top")],
    ["/api/focus/right", await list("/api/focus/right")],
    ["/api/focus/login", await list("/api/focus/login")],
    ["/api/focus/yx", await zone("/api/focus/yx")],
    ["/api/focus/zyzq", await zone("/api/focus/zyzq")],
    ["/api/focus/ppzq", await zone("/api/focus/ppzq")],
    ["/api/focus/kxzq", await zone("/api/focus/kxzq")],
    ["/api/focus/new_kxzq", await zone("/api/focus/new_kxzq")],
    ["/api/focus/kxzq_ad", await list("/api/focus/kxzq_ad", { ids: [26, 27, 28, 29] })],
    ["/api/focus/demo", await zone("/api/focus/demo", { id: 1 })],
    ["/api/draw/ads", await list("/api/draw/ads")],
    ["/api/yyh", await zone("/api/yyh")],
  ])
}

/** The headline of a banner picture: its boldest words. */
const headlineOf = (svg: string): string =>
  /<text [^>]*font-weight="800"[^>]*>([^<]+)<\/text>/.exec(svg)?.[1] ?? ""

describe("ads", () => {
  it("are named after their campaign, never after their slot and a number", async () => {
    for (const [call, ads] of await allAds(demo)) {
      expect(ads.length, call).toBeGreaterThan(0)
      for (const ad of ads)
        expect(ad.name, call).not.toMatch(
          /^(首页轮播|顶部通栏|右侧广告|登录页|包邮专区|中药专区|品牌专区|控销专区|控销新品|控销广告|活动模板|幸运抽奖)\s*\d+$/,
        )
      expect(new Set(ads.map((a) => a.name)).size, call).toBe(ads.length)
    }
  })

  it("each show their own banner: the campaign's headline, the app's Chinese fonts, nothing from elsewhere", async () => {
    const seen = new Set<string>()
    for (const [call, ads] of await allAds(demo)) {
      for (const ad of ads) {
        const res = await fetch(new URL(ad.image, server.url))
        expect(res.headers.get("content-type"), ad.image).toBe("image/svg+xml")
        const svg = await res.text()
        expect(ad.name, `${call} ${ad.image}`).toContain(headlineOf(svg))
        expect(headlineOf(svg)).not.toBe("")
        expect(svg).toContain("Noto Sans CJK SC")
        // the CSP allows pictures from the site itself only: no linked image, font or sheet
        expect(svg).not.toMatch(/href|@import|url\((?!#)/)
        seen.add(svg)
      }
    }
    const count = [...(await allAds(demo)).values()].flat().length
    expect(seen.size).toBe(count)
  })

  it("one campaign has not started: its carousel ad leads nowhere yet", async () => {
    const carousel = data<Ad[]>(await demo.get("/api/focus"))
    const upcoming = carousel.filter((a) => a.url === "")
    expect(upcoming).toHaveLength(1)
    const campaigns = data<{ title: string; start_time: number }[]>(await demo.get("/api/campaign"))
    const named = campaigns.find((c) => c.title === upcoming[0]?.name)
    expect(named?.start_time).toBeGreaterThan(Date.now() / 1000)
  })

  it("好医汇 has banners of its own, not the home carousel's", async () => {
    const carousel = data<Ad[]>(await demo.get("/api/focus")).map((a) => a.image)
    const hub = data<{ ads: Ad[] }>(await demo.get("/api/yyh")).ads
    expect(hub.length).toBeGreaterThan(0)
    for (const ad of hub) expect(carousel).not.toContain(ad.image)
  })

  it("are drawn the same on every start", () => {
    const at = DateTime.parse("2025-11-20 10:00:00")!
    const drawn = (db: ReturnType<typeof createDb>) =>
      [...db.imageLabels].filter(([, l]) => l.banner).map(([k, l]) => `${k}\n${renderSvg(l)}`)
    const first = drawn(createDb(at))
    expect(first.length).toBeGreaterThan(40)
    expect(drawn(createDb(at))).toEqual(first)
  })
})

describe("goods pictures", () => {
  it("show the goods in its pack, printed with its name, spec and approval number", async () => {
    // boxes, 中药饮片 pouches, device cartons, bottles, tubes and granule bags
    const lists: Record<string, string | number>[] = [
      {},
      { zy: 2 },
      { qx: 2 },
      { keywords: "丹参滴丸" },
      { keywords: "软膏" },
      { keywords: "板蓝根" },
    ]
    for (const query of lists) {
      const goods = data<Page<{ name: string; ypgg: string; pzwh: string; goods_image: string[] }>>(
        await demo.get("/api/goods/list", query),
      ).data.slice(0, 4)
      expect(goods.length, JSON.stringify(query)).toBeGreaterThan(0)
      for (const g of goods) {
        const svg = await (await fetch(new URL(g.goods_image[0] ?? "", server.url))).text()
        const printed = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join("")
        expect(printed, g.name).toContain(g.name.replace(/ 饮片$/, ""))
        expect(printed, g.name).toContain(g.ypgg)
        expect(printed, g.name).toContain(g.pzwh)
      }
    }
  })
})

describe("brand logos", () => {
  it("carry the brand's name in the colour of its goods' packs", async () => {
    const brands = data<{ brand: { id: number; name: string; logo: string }[] }>(
      await demo.get("/api/focus/common"),
    ).brand
    expect(brands.length).toBeGreaterThan(0)
    const svgOf = async (url: string) => (await fetch(new URL(url, server.url))).text()
    for (const b of brands) {
      const logo = await svgOf(b.logo)
      expect(logo).toContain(`>${b.name}</text>`)
      expect(logo).not.toContain(">品牌<")
      const colour = /<rect x="14" y="22" [^>]*fill="(#[0-9a-f]{6})"/.exec(logo)?.[1] ?? "none"
      const goods = data<Page<{ goods_image: string[] }>>(
        await demo.get("/api/goods/list", { brand_id: b.id }),
      ).data
      const packs = await Promise.all(goods.map((g) => svgOf(g.goods_image[0] ?? "")))
      expect(
        packs.some((svg) => svg.includes(colour)),
        b.name,
      ).toBe(true)
    }
  })
})

/** The words printed on a picture, fetched with demo's session (a company's documents are its own). */
async function printedOn(url: string): Promise<string> {
  const headers: Record<string, string> = demo.cookie === "" ? {} : { cookie: demo.cookie }
  const svg = await (await fetch(new URL(url, server.url), { headers })).text()
  return [...svg.matchAll(/<text [^>]*>(?:<textPath [^>]*>)?([^<]*)</g)].map((m) => m[1]).join(" ")
}

describe("points mall", () => {
  it("shows each gift in its pack with its name, leaving its points to the card", async () => {
    const gifts = data<Page<{ name: string; points: number; image: string }>>(
      await demo.get("/api/points/goods"),
    ).data
    expect(gifts.length).toBeGreaterThan(0)
    for (const g of gifts) {
      const printed = await printedOn(g.image)
      expect(printed).toContain(g.name.replace(/（.*）$/, ""))
      expect(printed).not.toContain(`${g.points}积分`)
    }
  })
})

describe("documents", () => {
  it("a licence's picture shows the company, its number and, when it has one, its last day", async () => {
    const licences = data<{ name: string; number?: string; image: string; expire_date: string }[]>(
      await demo.get("/api/user/zizhi"),
    )
    expect(licences.length).toBeGreaterThan(0)
    for (const l of licences) {
      const printed = await printedOn(l.image)
      expect(printed, l.name).toContain("广州市康宁大药房有限公司")
      if (l.name !== "采购人员身份证") expect(printed, l.name).toContain(l.number ?? "")
      if (l.name !== "营业执照" && l.name !== "采购人员身份证")
        expect(printed, l.name).toContain(l.expire_date)
    }
  })

  it("the e-contract a company signs is a contract between the mall's company and its members", async () => {
    const c = data<{ contract_url: string }>(await demo.get("/api/contract/status"))
    const printed = await printedOn(c.contract_url)
    expect(printed).toContain("药品采购电子合同")
    expect(printed).toContain("签约会员单位")
  })

  it("an inspection report shows its goods and batch; an invoice its number, order and amount", async () => {
    const reports = data<Page<{ goods_name: string; ph: string; report_url: string }>>(
      await demo.get("/api/jybg"),
    ).data.slice(0, 3)
    expect(reports.length).toBeGreaterThan(0)
    for (const r of reports) {
      const printed = await printedOn(r.report_url)
      expect(printed).toContain(r.goods_name)
      expect(printed).toContain(r.ph)
    }
    const invoices = data<
      Page<{ invoice_no: string; order_sn: string; amount: string; title: string; pdf_url: string }>
    >(await demo.get("/api/invoice")).data
    expect(invoices.length).toBeGreaterThan(0)
    for (const i of invoices) {
      const printed = await printedOn(i.pdf_url)
      for (const fact of [i.invoice_no, i.order_sn, `¥${i.amount}`, i.title])
        expect(printed, i.pdf_url).toContain(fact)
    }
  })
})

describe("combinations", () => {
  it("hold what their name says", async () => {
    const sets = data<Page<{ name: string; goods: { name: string }[] }>>(
      await demo.get("/api/combination"),
    ).data
    const goodsOf = (name: string) =>
      sets.find((c) => c.name === name)?.goods.map((g) => g.name) ?? []
    expect(goodsOf("感冒组合装")).toEqual(["感冒灵颗粒", "板蓝根颗粒"])
    expect(goodsOf("心脑健康组合")).toContain("复方丹参滴丸")
    expect(goodsOf("肠胃调理组合")).toContain("蒙脱石散")
    expect(goodsOf("止咳化痰组合")).toContain("急支糖浆")
  })
})

/** Every row of a paged list, page after page. */
async function allPages<T>(c: Client, path: string): Promise<T[]> {
  const first = data<Page<T>>(await c.get(path))
  const rows = [...first.data]
  for (let page = 2; page <= first.last_page; page++)
    rows.push(...data<Page<T>>(await c.get(path, { page })).data)
  return rows
}

const messagesOf = (c: Client) => allPages<Message>(c, "/api/message")

describe("messages", () => {
  it("demo has 15 of every kind, the five newest unread", async () => {
    const messages = await messagesOf(demo)
    expect(messages).toHaveLength(15)
    expect(new Set(messages.map((m) => m.title))).toEqual(
      new Set(["订单发货通知", "优惠券到账提醒", "资质即将过期提醒", "系统公告", "活动通知"]),
    )
    expect(messages.map((m) => m.is_read)).toEqual([0, 0, 0, 0, 0, ...Array(10).fill(1)])
  })

  it("a shipping notice names the company's shipped order, its courier and its waybill", async () => {
    const notices = (await messagesOf(demo)).filter((m) => m.title === "订单发货通知")
    expect(notices.length).toBeGreaterThan(0)
    for (const m of notices) {
      const sn = /订单(\d{14})/.exec(m.content)?.[1] ?? ""
      const orders = data<Page<{ id: number; order_sn: string; shipped_at: string }>>(
        await demo.get("/api/order", { keyword: sn }),
      ).data
      expect(
        orders.map((o) => o.order_sn),
        m.content,
      ).toEqual([sn])
      const order = orders[0]!
      expect(m.content).toContain(`已于${order.shipped_at}`)
      const way = data<{ company: string; tracking_no: string }>(
        await demo.get(`/api/order/${order.id}/logistics`),
      )
      expect(m.content).toContain(`由${way.company}发出，运单号${way.tracking_no}`)
    }
  })

  it("a coupon notice names a coupon the company holds and the day it ends", async () => {
    const held = await allPages<{ name: string; end_time: string }>(demo, "/api/user/coupon")
    const notices = (await messagesOf(demo)).filter((m) => m.title === "优惠券到账提醒")
    expect(notices.length).toBeGreaterThan(0)
    for (const m of notices) {
      const name = /“([^”]+)”优惠券/.exec(m.content)?.[1]
      const coupon = held.find((c) => c.name === name)
      expect(coupon, m.content).toBeDefined()
      expect(m.content).toContain(`有效期至${coupon!.end_time.slice(0, 10)}`)
    }
  })

  it("a licence notice names the company's licence, its number and the day it expires", async () => {
    const licences = data<{ name: string; number?: string; expire_date: string }[]>(
      await demo.get("/api/user/zizhi"),
    )
    const notices = (await messagesOf(demo)).filter((m) => m.title === "资质即将过期提醒")
    expect(notices.length).toBeGreaterThan(0)
    for (const m of notices) {
      const [, name, number] = /《([^》]+)》（证号([^）]+)）/.exec(m.content) ?? []
      const licence = licences.find((l) => l.name === name && l.number === number)
      expect(licence, m.content).toBeDefined()
      expect(m.content).toContain(`将于${licence!.expire_date}到期`)
    }
  })

  it("a campaign notice names a campaign the mall runs", async () => {
    const titles = [
      ...data<{ title: string }[]>(await demo.get("/api/campaign")).map((c) => c.title),
      data<{ title: string }>(await demo.get("/api/welfare")).title,
      data<{ title: string }>(await demo.get("/api/cashback")).title,
    ]
    const notices = (await messagesOf(demo)).filter((m) => m.title === "活动通知")
    expect(notices.length).toBeGreaterThan(0)
    for (const m of notices) expect(titles, m.content).toContain(/“([^”]+)”/.exec(m.content)?.[1])
  })
})

describe("reset", () => {
  it("gives the same seed on one day, and a change made to one Db never reaches the next", () => {
    const now = Date.parse("2026-11-27T10:00:00+08:00")
    const first = createDb(now)
    const again = createDb(now + 3_600_000)
    expect(again).toEqual(first)
    first.goods[0]!.name = "改过的名字"
    first.users.pop()
    const third = createDb(now)
    expect(third.goods[0]!.name).toBe(again.goods[0]!.name)
    expect(third.users.length).toBe(again.users.length)
    expect(createDb(now + 86_400_000).seedTime).toBe(first.seedTime + 86_400_000)
  })
})
