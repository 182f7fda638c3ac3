/**
 * Zones and campaigns over HTTP against a strict back end (every answer checked against
 * openapi.yaml): activities, cashback, 94% activity, controlled sales, free-shipping and
 * near-expiry goods, 好医汇, the training hub, the coupon centre and the points mall.
 */
import { beforeEach, describe, expect, it } from "vitest"
import * as DateTime from "@mall/core/DateTime"
import * as Money from "@mall/core/Money"
import type { Fen } from "@mall/core/Money"
import * as NearExpiry from "@mall/core/NearExpiry"
import * as Welfare from "@mall/core/Welfare"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

const server = serverPerFile()
let client: Client

interface Page<T> {
  data: T[]
  total: number
  current_page: number
  last_page: number
}
interface Goods {
  id: number
  name: string
  type: number
  yxq: string
  is_buy: number
  number: number
  base_price: string
  zbz: number
}
interface WelfareGoods extends Goods {
  original_price?: string
  ladder_price: { number: number; price: string }[]
  tags: { name: string }[]
}
const fen = (amount: string | undefined): Fen => Money.parseOr(amount)
const yuan = (amount: Fen): string => Money.toYuanString(amount)

beforeEach(async () => {
  client = server.client()
})

async function signedIn(username: string): Promise<Client> {
  const c = server.client()
  const answer = await c.login(username)
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(10000)
  return c
}

describe("activities (/yjh, /Hdzx)", () => {
  it("lists the activities not yet ended, or the asked ones in order without unknown ids", async () => {
    const all = data<{ id: number; end_time: number }[]>(await client.get("/api/campaign"))
    expect(all.map((a) => a.id)).toEqual([1, 2, 3])
    const asked = data<{ id: number }[]>(await client.get("/api/campaign", { ids: [3, 99, 1] }))
    expect(asked.map((a) => a.id)).toEqual([3, 1])
  })
  it("gives an activity's goods, and 404 for one that does not exist", async () => {
    const a = data<{ title: string; goods: Goods[]; start_time: number; end_time: number }>(
      await client.get("/api/campaign/1"),
    )
    expect(a.goods.length).toBeGreaterThan(0)
    expect(a.end_time).toBeGreaterThan(a.start_time)
    const missing = await client.get("/api/campaign/999")
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 404, message: "活动不存在" })
  })
})

describe("cashback (/hb)", () => {
  it("needs a session", async () => {
    expect((await client.get("/api/cashback")).status).toBe(401)
  })
  it("sums the demo company's paid orders; the fresh company has spent nothing", async () => {
    const demo = data<{ tiers: unknown[]; spent: string; order_count: number }>(
      await (await signedIn("demo")).get("/api/cashback"),
    )
    expect(demo.tiers).toHaveLength(3)
    expect(Number(demo.spent)).toBeGreaterThan(0)
    expect(demo.order_count).toBeGreaterThan(0)
    const fresh = data<{ spent: string; order_count: number }>(
      await (await signedIn("fresh")).get("/api/cashback"),
    )
    expect(fresh).toMatchObject({ spent: "0.00", order_count: 0 })
  })
})

describe("94% activity (/welfare)", () => {
  it("pages the storewide goods with the rate", async () => {
    const w = data<{ rate: number; goods: Page<Goods> }>(
      await client.get("/api/welfare", { page: 2 }),
    )
    expect(w.rate).toBe(94)
    expect(w.goods.current_page).toBe(2)
    expect(w.goods.data).toHaveLength(20)
  })

  it("the goods sell at 94% everywhere while it runs: list, detail, ladder and cart", async () => {
    const demo = await signedIn("demo")
    const w = data<{ goods: Page<WelfareGoods> }>(await demo.get("/api/welfare"))
    for (const g of w.goods.data) {
      expect(g.original_price).toBeDefined()
      expect(g.base_price).toBe(yuan(Welfare.price(fen(g.original_price))))
      expect(g.tags.map((t) => t.name)).not.toContain("秒")
      expect(g.tags.map((t) => t.name)).not.toContain("特")
    }
    const db = server.app.db
    const goods = db.goods.find(
      (g) =>
        g.originalPrice !== null &&
        g.ladderType === 2 &&
        g.ladder.length > 0 &&
        g.isBuy &&
        g.stock > 100,
    )
    const spike = db.goods.find((g) => g.spikePrice !== null)
    if (!goods || !spike) throw new Error("no ladder goods in the activity, or no spike goods")
    const detail = data<WelfareGoods>(await demo.get(`/api/goods/detail/${goods.id}`))
    expect(fen(detail.original_price)).toBe(goods.originalPrice)
    expect(fen(detail.base_price)).toBe(Welfare.price(goods.originalPrice as Fen))
    expect(
      data<WelfareGoods>(await demo.get(`/api/goods/detail/${spike.id}`)).original_price,
    ).toBeUndefined()

    const tier = detail.ladder_price[0]!
    const add = (number: number) =>
      demo.post("/api/cart", {
        goods_id: [goods.id],
        price: [detail.base_price],
        number: [number],
        ck_id: [0],
      })
    await add(1)
    const line = async () =>
      data<{ data: { goods: { id: number }; price: string }[] }>(
        await demo.get("/api/cart/list"),
      ).data.find((l) => l.goods.id === goods.id)
    expect((await line())?.price).toBe(detail.base_price)
    await add(tier.number - 1)
    expect((await line())?.price).toBe(tier.price)
  })
})

describe("controlled sales (/kxzq)", () => {
  it("shows controlled goods only to a company allowed to buy them, and tells the others why", async () => {
    const guest = data<{ allowed: number; reason: string; groups: { url: string }[] }>(
      await client.get("/api/kxzq"),
    )
    expect(guest).toMatchObject({ allowed: 0, reason: "请登录后查看控销商品" })
    expect(guest.groups.length).toBeGreaterThan(0)
    const url = guest.groups[0]!.url
    const empty = (p: string) => client.get(p)
    expect(data<{ goods: unknown[] }>(await empty("/api/focus/kxzq")).goods).toEqual([])
    expect(data<{ goods: unknown[] }>(await empty("/api/focus/new_kxzq")).goods).toEqual([])

    const demo = await signedIn("demo")
    expect(data<{ allowed: number }>(await demo.get("/api/kxzq")).allowed).toBe(1)
    const allowed = data<{ goods: Page<Goods> }>(await demo.get(`/api/kxzq/goods/${url}`))
    expect(allowed.goods.total).toBeGreaterThan(0)
    expect(
      data<{ goods: unknown[] }>(await demo.get("/api/focus/kxzq")).goods.length,
    ).toBeGreaterThan(0)

    const manager = await signedIn("manager")
    const refused = data<{ allowed: number; reason: string; goods: Page<Goods> }>(
      await manager.get(`/api/kxzq/goods/${url}`),
    )
    expect(refused.allowed).toBe(0)
    expect(refused.reason).toContain("控销")
    expect(refused.goods.total).toBe(0)
    expect(data<{ goods: unknown[] }>(await manager.get("/api/focus/new_kxzq")).goods).toEqual([])
  })
  it("the cart refuses controlled goods to a company without the right, with the reason", async () => {
    const demo = await signedIn("demo")
    const url = data<{ groups: { url: string }[] }>(await demo.get("/api/kxzq")).groups[0]!.url
    const goods = data<{ goods: Page<Goods> }>(await demo.get(`/api/kxzq/goods/${url}`)).goods
    const g = goods.data.find((x) => x.is_buy === 1 && x.number >= x.zbz)!
    const line = { goods_id: [g.id], price: [g.base_price], number: [g.zbz], ck_id: [0] }

    const manager = await signedIn("manager")
    const refused = await manager.post("/api/cart", line)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain("控销")
    expect(data<{ total: number }>(await manager.get("/api/cart/total")).total).toBe(0)
    // nor does it find them in the goods list or a search for them
    const listed = async (c: Client, q: Record<string, string | number>) =>
      data<{ data: Goods[] }>(await c.get("/api/goods/list", q)).data.map((x) => x.id)
    expect(await listed(manager, { keywords: g.name })).not.toContain(g.id)
    expect(await listed(demo, { keywords: g.name })).toContain(g.id)

    const allowed = await demo.post("/api/cart", line)
    expect(allowed.body.code).toBe(10000)
  })
  it("answers 404 for a group that does not exist", async () => {
    const answer = await client.get("/api/kxzq/goods/nosuchzone")
    expect(answer.status).toBe(404)
    expect(answer.body.code).toBe(404)
  })
})

describe("zone goods", () => {
  it("free-shipping zone goods are all of the special-offer type", async () => {
    const page = data<Page<Goods>>(await client.get("/api/goods/list", { yx: 1 }))
    expect(page.total).toBeGreaterThan(0)
    expect(page.data.every((g) => g.type === 2)).toBe(true)
    const rule = data<{ title: string; content: string }>(await client.get("/api/yx/rule"))
    expect(rule.title).toBe("包邮规则")
  })
  it("near-expiry goods come soonest first, across pages", async () => {
    const first = data<Page<Goods>>(
      await client.get("/api/goods/list", { jxq: 1, order: "expiry", per_page: 5 }),
    )
    const second = data<Page<Goods>>(
      await client.get("/api/goods/list", { jxq: 1, order: "expiry", per_page: 5, page: 2 }),
    )
    const all = [...first.data, ...second.data]
    expect(all.length).toBeGreaterThan(5)
    expect(NearExpiry.sortByExpiry(all)).toEqual(all)
    const now = Date.now()
    expect(all.every((g) => NearExpiry.isNear(g.yxq, now))).toBe(true)
  })
  it("好医汇: sections with goods, a section's list, 404 for an unknown section", async () => {
    const hub = data<{ sections: { id: number; goods: Goods[] }[] }>(await client.get("/api/yyh"))
    expect(hub.sections.length).toBeGreaterThan(1)
    const id = hub.sections[0]!.id
    const list = data<Page<Goods>>(await client.get("/api/yyh/goods", { section_id: id }))
    expect(list.total).toBeGreaterThanOrEqual(hub.sections[0]!.goods.length)
    expect((await client.get("/api/yyh/goods", { section_id: 99 })).status).toBe(404)
  })
})

describe("training hub (/yxt)", () => {
  it("categories count their courses; an empty category pages nothing; details; 404s", async () => {
    const cats = data<{ id: number; count: number }[]>(await client.get("/api/yxt/category"))
    const all = data<Page<{ id: number; category_id: number }>>(
      await client.get("/api/yxt/course", { per_page: 100 }),
    )
    expect(cats.reduce((s, c) => s + c.count, 0)).toBe(all.total)
    const emptyCat = cats.find((c) => c.count === 0)
    expect(emptyCat).toBeDefined()
    const none = data<Page<unknown>>(
      await client.get("/api/yxt/course", { category_id: emptyCat!.id }),
    )
    expect(none.total).toBe(0)
    const course = data<{ content: string; title: string }>(
      await client.get(`/api/yxt/course/${all.data[0]!.id}`),
    )
    expect(course.content).toContain(course.title)
    expect((await client.get("/api/yxt/course/999")).status).toBe(404)
    expect((await client.get("/api/yxt/course", { category_id: 99 })).status).toBe(404)
  })
})

interface CentreCoupon {
  id: number
  is_received: number
  remain: number
  start_time: string
}

/** When a coupon of the centre can first be claimed, on the mall's clock (NaN when unreadable). */
const startsAt = (c: CentreCoupon): number => DateTime.parse(c.start_time) ?? NaN

describe("coupon centre (/lqzx)", () => {
  it("shows each claim state; a claim takes one and the coupon is held", async () => {
    const demo = await signedIn("demo")
    const list = () =>
      demo.get("/api/coupon/center", { per_page: 50 }).then((a) => data<Page<CentreCoupon>>(a).data)
    const before = await list()
    expect(before.some((c) => c.is_received === 1)).toBe(true)
    expect(before.some((c) => c.remain === 0)).toBe(true)
    const fresh = before.find(
      (c) => c.is_received === 0 && c.remain > 0 && startsAt(c) <= Date.now(),
    )!
    expect((await demo.post(`/api/coupon/${fresh.id}/receive`)).body.message).toBe("领取成功")
    const after = (await list()).find((c) => c.id === fresh.id)!
    expect(after).toMatchObject({ is_received: 1, remain: fresh.remain - 1 })
    const held = data<Page<{ name: string }>>(await demo.get("/api/user/coupon", { status: 0 }))
    expect(held.total).toBeGreaterThan(0)
  })
  it("refuses a coupon not started (活动未开始) or sold out and changes nothing", async () => {
    const demo = await signedIn("demo")
    const before = data<Page<CentreCoupon>>(
      await demo.get("/api/coupon/center", { per_page: 50 }),
    ).data
    const notStarted = before.find((c) => startsAt(c) > Date.now())!
    const answer = await demo.post(`/api/coupon/${notStarted.id}/receive`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe("活动未开始")
    const soldOut = before.find((c) => c.remain === 0 && c.is_received === 0)!
    expect((await demo.post(`/api/coupon/${soldOut.id}/receive`)).status).toBe(400)
    const after = data<Page<CentreCoupon>>(
      await demo.get("/api/coupon/center", { per_page: 50 }),
    ).data
    expect(after).toEqual(before)
  })
  it("the fresh company holds no coupon yet", async () => {
    const fresh = await signedIn("fresh")
    const list = data<Page<CentreCoupon>>(await fresh.get("/api/coupon/center", { per_page: 50 }))
    expect(list.data.every((c) => c.is_received === 0)).toBe(true)
  })
})

describe("points mall (/jfsc)", () => {
  it("exchanges: points go down by the cost and the points order is listed", async () => {
    const demo = await signedIn("demo")
    const points = async () => data<{ points: number }>(await demo.get("/api/user/base")).points
    const goods = data<Page<{ id: number; points: number; stock: number }>>(
      await demo.get("/api/points/goods"),
    ).data
    const start = await points()
    const gift = goods.find((g) => g.stock > 0 && g.points <= start)!
    const address = data<{ id: number }[]>(await demo.get("/api/address"))[0]!
    const answer = await demo.post("/api/points/order", {
      goods_id: gift.id,
      number: 1,
      address_id: address.id,
    })
    expect(answer.body.code).toBe(10000)
    expect(await points()).toBe(start - gift.points)
    const orders = data<Page<{ points: number }>>(await demo.get("/api/points/order"))
    expect(orders.data[0]?.points).toBe(gift.points)
  })
  it("refuses another company's address and changes nothing", async () => {
    const manager = await signedIn("manager")
    const foreign = data<{ id: number }[]>(await manager.get("/api/address"))[0]!
    const demo = await signedIn("demo")
    const base = async () => data<{ points: number }>(await demo.get("/api/user/base")).points
    const before = await base()
    const ordersBefore = data<Page<unknown>>(await demo.get("/api/points/order")).total
    const gift = data<Page<{ id: number; stock: number }>>(
      await demo.get("/api/points/goods"),
    ).data.find((g) => g.stock > 0)!
    const answer = await demo.post("/api/points/order", {
      goods_id: gift.id,
      number: 1,
      address_id: foreign.id,
    })
    expect([400, 404, 422]).toContain(answer.status)
    expect(await base()).toBe(before)
    expect(data<Page<unknown>>(await demo.get("/api/points/order")).total).toBe(ordersBefore)
  })
  it("the fresh company has no points and cannot exchange", async () => {
    const fresh = await signedIn("fresh")
    expect(data<{ points: number }>(await fresh.get("/api/user/base")).points).toBe(0)
  })
})
