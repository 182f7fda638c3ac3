/**
 * What the seed shows a buyer, over HTTP against a strict back end: every ad is a campaign with
 * its own name, link and banner picture drawn locally; 好医汇 has banners of its own.
 */
import { beforeEach, describe, expect, it } from "vitest"
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
    const at = Date.parse("2025-11-20T10:00:00+08:00")
    const drawn = (db: ReturnType<typeof createDb>) =>
      [...db.imageLabels].filter(([, l]) => l.banner).map(([k, l]) => `${k}\n${renderSvg(l)}`)
    const first = drawn(createDb(at))
    expect(first.length).toBeGreaterThan(40)
    expect(drawn(createDb(at))).toEqual(first)
  })
})
