/** API flows over HTTP against a strict back end: every answer is checked against openapi.yaml. */
import { beforeEach, describe, expect, it } from "vitest"
import { CONTROL_SECRET, data, serverPerFile } from "./support.ts"
import { CONTROL_HEADER } from "../src/http/control.ts"
import type { Client } from "./support.ts"

const server = serverPerFile()
let client: Client

interface CartState {
  data: {
    id: number
    number: number
    price: string
    is_selected: number
    goods: { id: number; name: string }
  }[]
  activity_data: { manjians: { status: number }[] }
}
interface Page<T> {
  data: T[]
  total: number
  current_page: number
  last_page: number
  per_page: number
}

/** First goods that can be bought and has plenty of stock. */
async function buyableGoods(
  c: Client,
  skip = 0,
): Promise<{ id: number; base_price: string; zbz: number; ck_id: number }> {
  const list = data<
    Page<{
      id: number
      is_buy: number
      number: number
      base_price: string
      zbz: number
      ck_id: number
      ladder_price: unknown[]
    }>
  >(await c.get("/api/goods/list", { page: 1 }))
  const found = list.data.filter(
    (g) => g.is_buy === 1 && g.number > 500 && g.ladder_price.length === 0,
  )[skip]
  if (!found) throw new Error("no buyable goods in the seed")
  return found
}

function addForm(goodsId: number, number: number, price = "1.00") {
  return { goods_id: [goodsId], price: [price], number: [number], ck_id: [0] }
}

beforeEach(async () => {
  client = server.client()
})

describe("sessions", () => {
  it("answers 401 / 10001 to a member call without a session", async () => {
    const answer = await client.get("/api/cart/list")
    expect(answer.status).toBe(401)
    expect(answer.body.code).toBe(10001)
  })

  it("gives a guest the hotline and service links in focus/common, the same as a company's", async () => {
    type Config = { common_config?: { hot_line: string; qq1: string; qq2: string } }
    const guest = data<Config>(await client.get("/api/focus/common")).common_config
    expect(guest?.hot_line).not.toBe("")
    await client.login()
    expect(data<Config>(await client.get("/api/user/base")).common_config).toEqual(guest)
  })

  it("refuses a wrong password with a field error", async () => {
    const answer = await client.login("demo", "wrong-password")
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({ password: ["账号或密码错误"] })
  })

  it("sets an HttpOnly SameSite=Lax cookie and logs out", async () => {
    const answer = await client.login()
    const cookie = answer.headers.getSetCookie()[0] ?? ""
    expect(cookie).toMatch(/^mall_session=\w+/)
    expect(cookie).toContain("HttpOnly")
    expect(cookie).toContain("SameSite=Lax")
    const base = data<{ company: string; admin: { is_default: number } }>(
      await client.get("/api/user/base"),
    )
    expect(base.company).toBe("广州市康宁大药房有限公司")
    expect(base.admin.is_default).toBe(0)
    expect((await client.request("DELETE", "/api/user/logout")).body.code).toBe(10000)
    expect((await client.get("/api/user/base")).status).toBe(401)
  })

  it("refuses a state-changing call from a foreign origin, also the dev server's unless allowed", async () => {
    await client.login()
    const evil = await client.post(
      "/api/favorite",
      { goods_ids: [1] },
      { headers: { origin: "https://evil.example" } },
    )
    expect(evil.status).toBe(403)
    expect(evil.body.message).toContain("跨域")
    // The Vite dev server's origin is allowed only when the back end is told so (--allowed-origin).
    const vite = await client.post(
      "/api/favorite",
      { goods_ids: [1] },
      { headers: { origin: "http://localhost:5173" } },
    )
    expect(vite.status).toBe(403)
    const own = await client.post(
      "/api/favorite",
      { goods_ids: [2] },
      { headers: { origin: server.url } },
    )
    expect(own.body.code).toBe(10000)
  })

  it("answers 459 to member calls until the e-contract is signed", async () => {
    await client.login("nocontract")
    const blocked = await client.get("/api/cart/list")
    expect(blocked.status).toBe(459)
    expect(data<{ status: number }>(await client.get("/api/contract/status")).status).toBe(0)
    expect(
      (await client.post("/api/contract/sign", { agree: 1, sign_name: "马超" })).body.code,
    ).toBe(10000)
    expect((await client.get("/api/cart/list")).body.code).toBe(10000)
  })
})

describe("shopping", () => {
  it("adds, lists, edits, selects, checks out, orders, pays and shows the order", async () => {
    await client.login()
    const a = await buyableGoods(client, 0)
    const b = await buyableGoods(client, 1)
    const added = data<{ total: number }>(
      await client.post("/api/cart", {
        goods_id: [a.id, b.id],
        price: [a.base_price, b.base_price],
        number: [2, 3],
        ck_id: [0, 0],
      }),
    )
    expect(added.total).toBe(2)
    expect(data<{ total: number }>(await client.get("/api/cart/total")).total).toBe(2)

    let cart = data<CartState>(await client.get("/api/cart/list"))
    const lineA = cart.data.find((l) => l.goods.id === a.id)
    const lineB = cart.data.find((l) => l.goods.id === b.id)
    if (!lineA || !lineB) throw new Error("lines missing")
    expect(lineA.number).toBe(2)

    const edited = data<{ number: number }>(
      await client.post(`/api/cart/${lineA.id}/edit`, { number: 5 }),
    )
    expect(edited.number).toBe(5)
    await client.post("/api/cart/batch_select", { ids: [lineB.id], is_selected: 0 })
    cart = data<CartState>(await client.get("/api/cart/list"))
    expect(cart.data.find((l) => l.id === lineB.id)?.is_selected).toBe(0)

    const checkout = data<{
      lines: unknown[]
      pay_amount: string
      goods_amount: string
      addresses: { id: number }[]
    }>(await client.post("/api/cart/checkout", { ids: [lineA.id] }))
    expect(checkout.lines).toHaveLength(1)
    const address = checkout.addresses[0]
    if (!address) throw new Error("no address")
    const order = data<{ id: number; order_sn: string; order_amount: string }>(
      await client.post("/api/order", {
        ids: [lineA.id],
        address_id: address.id,
        pay_type: "balance",
      }),
    )
    expect(order.order_amount).toBe(checkout.pay_amount)
    // The ordered line left the cart; the other stayed.
    expect(data<{ total: number }>(await client.get("/api/cart/total")).total).toBe(1)

    const before = data<{ user_money: string }>(await client.get("/api/user/user_money"))
    const paid = data<{ amount: string; pay_url: string }>(
      await client.post(`/api/order/${order.id}/pay`, { pay_type: "balance" }),
    )
    expect(paid.amount).toBe(order.order_amount)
    const after = data<{ user_money: string }>(await client.get("/api/user/user_money"))
    expect(Math.round((Number(before.user_money) - Number(after.user_money)) * 100)).toBe(
      Math.round(Number(order.order_amount) * 100),
    )

    const detail = data<{ status: number; goods: { goods_id: number; number: number }[] }>(
      await client.get(`/api/order/${order.id}`),
    )
    expect(detail.status).toBe(1)
    expect(detail.goods[0]).toMatchObject({ goods_id: a.id, number: 5 })
    const paidList = data<Page<{ id: number }>>(await client.get("/api/order", { status: 1 }))
    expect(paidList.data.map((o) => o.id)).toContain(order.id)

    // A day later the order has shipped and can be confirmed.
    await server.control("/__control/clock", { advance: "25h" })
    expect(data<{ status: number }>(await client.get(`/api/order/${order.id}`)).status).toBe(2)
    expect(
      data<{ traces: unknown[] }>(await client.get(`/api/order/${order.id}/logistics`)).traces
        .length,
    ).toBeGreaterThan(0)
    expect((await client.post(`/api/order/${order.id}/confirm`)).body.code).toBe(10000)
    expect(data<{ status: number }>(await client.get(`/api/order/${order.id}`)).status).toBe(3)
  })

  it("prices ladder tiers and marks reached manjian tiers", async () => {
    await client.login()
    const goods = server.app.db.goods.find(
      (g) =>
        g.ladderType === 2 &&
        g.ladder.length > 0 &&
        g.isBuy &&
        g.stock > 100 &&
        g.manjianId !== null,
    )
    if (!goods) throw new Error("no ladder goods with manjian")
    const tier = goods.ladder[0]
    if (!tier) throw new Error("no tier")
    await client.post("/api/cart", addForm(goods.id, tier.number))
    const cart = data<CartState>(await client.get("/api/cart/list"))
    expect(cart.data[0]?.price).toBe((tier.price / 100).toFixed(2))
    const eligible = tier.price * tier.number
    const reached = cart.activity_data.manjians.map((m) => m.status)
    const expected = server.app.db.manjians[0]?.tiers.map((t) => (eligible >= t.amount ? 1 : 0))
    expect(reached).toEqual(expected)
  })

  it("charges a spike (秒) or special (特) price at any quantity, as the goods' card shows it", async () => {
    await client.login()
    const special = server.app.db.goods.filter(
      (g) => (g.spikePrice !== null || g.everydayPrice !== null) && g.isBuy && g.stock >= 100,
    )
    expect(special.length).toBeGreaterThan(0)
    for (const g of special) {
      const shown = data<{ base_price: string; ladder_price: unknown[] }>(
        await client.get(`/api/goods/detail/${g.id}`),
      )
      expect(shown.ladder_price, g.name).toEqual([])
      for (const number of [1, 10, 60]) {
        await client.post("/api/cart", addForm(g.id, number))
        const line = data<CartState>(await client.get("/api/cart/list")).data.find(
          (l) => l.goods.id === g.id,
        )
        expect(line?.price, `${g.name} ×${number}`).toBe(shown.base_price)
      }
    }
  })

  it("quick-adds a pack, copies the cart to another store and deletes lines", async () => {
    await client.login()
    const g = await buyableGoods(client)
    const quick = data<{ added: { number: number }[] }>(
      await client.post(`/api/cart/quick_add/${g.id}`),
    )
    expect(quick.added[0]?.number).toBe(Math.max(1, g.zbz))
    const stores = data<{ user_id: number; is_current: number }[]>(await client.get("/api/store"))
    const other = stores.find((s) => s.is_current === 0)
    if (!other) throw new Error("no other store")
    const line = data<CartState>(await client.get("/api/cart/list")).data[0]
    if (!line) throw new Error("no line")
    expect(
      (await client.post("/api/cart/copy", { ids: [line.id], other_user_ids: [other.user_id] }))
        .body.code,
    ).toBe(10000)
    const store2 = server.client()
    await store2.login("demo2")
    expect(data<CartState>(await store2.get("/api/cart/list")).data.map((l) => l.goods.id)).toEqual(
      [g.id],
    )
    expect((await client.post("/api/cart/batch_delete", { ids: [line.id] })).body.code).toBe(10000)
    expect(data<{ total: number }>(await client.get("/api/cart/total")).total).toBe(0)
  })

  it("answers bad input with a clear Chinese message and never crashes", async () => {
    await client.login()
    const g = await buyableGoods(client)
    const unknown = await client.post("/api/cart", addForm(999999, 1))
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe("商品不存在")
    const negative = await client.post("/api/cart", {
      goods_id: [g.id],
      price: ["1.00"],
      number: [-3],
      ck_id: [0],
    })
    expect(negative.status).toBe(422)
    expect(negative.body.message).toBe("购买数量须为正整数")
    const huge = await client.post("/api/cart", addForm(g.id, 50_000_000))
    expect(huge.status).toBe(422)
    expect(huge.body.message).toBe("购买数量超出限制")
    const stock = server.app.db.goodsById.get(g.id)?.stock ?? 0
    const tooMany = await client.post("/api/cart", addForm(g.id, stock + 1))
    expect(tooMany.body.message).toContain("库存不足")
    const malformed = await client.post("/api/cart", undefined, {
      raw: "goods_id[0]=%E0%A4%A&number[0]=1",
    })
    expect(malformed.status).toBe(422)
    // Repeated keys are the canonical list form: they reach the handler (these lines are unknown).
    const repeated = await client.post("/api/cart/batch_delete", undefined, { raw: "ids=1&ids=2" })
    expect(repeated.body.message).toBe("购物车商品不存在")
    const gapped = await client.post("/api/cart/batch_delete", undefined, {
      raw: "ids%5B0%5D=1&ids%5B2%5D=2",
    })
    expect(gapped.status).toBe(422)
    const wrongType = await client.get("/api/goods/list", { page: "abc" })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.errors?.page?.[0]).toBe("页码格式不正确")
    const uneven = await client.post("/api/cart", {
      goods_id: [g.id, g.id],
      price: ["1.00"],
      number: [1],
      ck_id: [0, 0],
    })
    expect(uneven.status).toBe(422)
    // An unknown (or another company's) id: 404 with the envelope (docs/contract.md).
    const unknownOrder = await client.get("/api/order/999999")
    expect(unknownOrder.status).toBe(404)
    expect(unknownOrder.body.message).toBe("订单不存在")
  })

  it("keeps the cart consistent under a burst of concurrent adds", async () => {
    await client.login()
    const g = await buyableGoods(client)
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => client.post("/api/cart", addForm(g.id, 2))),
    )
    expect(answers.every((a) => a.body.code === 10000)).toBe(true)
    const cart = data<CartState>(await client.get("/api/cart/list"))
    expect(cart.data).toHaveLength(1)
    expect(cart.data[0]?.number).toBe(80)
  })
})

describe("favourites, coupons, profile, search, draw", () => {
  it("favourites and cancels", async () => {
    await client.login()
    expect((await client.post("/api/favorite", { goods_ids: [5, 6] })).body.message).toBe(
      "收藏成功",
    )
    const list = data<Page<{ id: number; is_favorite: number }>>(await client.get("/api/favorite"))
    expect(list.data.map((g) => g.id)).toEqual(expect.arrayContaining([5, 6]))
    expect(list.data.every((g) => g.is_favorite === 1)).toBe(true)
    expect((await client.post("/api/favorite/cancel", { goods_ids: [5] })).body.message).toBe(
      "取消收藏成功",
    )
    expect(
      data<Page<{ id: number }>>(await client.get("/api/favorite")).data.map((g) => g.id),
    ).not.toContain(5)
  })

  it("claims coupons in the coupon centre", async () => {
    await client.login()
    const centre = data<Page<{ id: number; is_received: number; name: string }>>(
      await client.get("/api/coupon/center"),
    )
    // a running coupon with some left that demo has not claimed yet (the seed gives demo some)
    const fresh = centre.data.find(
      (c) => c.is_received === 0 && !c.name.startsWith("周末专享") && !c.name.startsWith("已领完"),
    )
    if (!fresh) throw new Error("no claimable coupon")
    const before = data<{ count: number }>(await client.get("/api/user/couponNum")).count
    expect((await client.post(`/api/coupon/${fresh.id}/receive`)).body.message).toBe("领取成功")
    expect(data<{ count: number }>(await client.get("/api/user/couponNum")).count).toBe(before + 1)
    expect((await client.post(`/api/coupon/${fresh.id}/receive`)).body.message).toBe(
      "您已领取过该优惠券",
    )
    const notStarted = centre.data.find((c) => c.name.startsWith("周末专享"))
    if (!notStarted) throw new Error("no future coupon")
    const answer = await client.post(`/api/coupon/${notStarted.id}/receive`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe("活动未开始")
  })

  it("answers 422 to a bad contact phone in updateUserInfo and saves a mobile or a landline", async () => {
    await client.login()
    const bad = await client.post("/api/user/updateUserInfo", { name: "张伟", phone: "12345" })
    expect(bad.status).toBe(422)
    expect(bad.body.errors?.phone).toEqual(["联系电话格式不正确"])
    expect(
      (await client.post("/api/user/updateUserInfo", { name: "张伟", phone: "13800000000" })).body
        .code,
    ).toBe(10000)
    expect(data<{ phone: string }>(await client.get("/api/user/base")).phone).toBe("13800000000")
    // a contact phone may be a landline with its area code (spec §5)
    expect(
      (await client.post("/api/user/updateUserInfo", { name: "张伟", phone: "020-12345678" })).body
        .code,
    ).toBe(10000)
    expect(data<{ phone: string }>(await client.get("/api/user/base")).phone).toBe("020-12345678")
  })

  it("suggests by pinyin initials and by maker", async () => {
    const byInitials = data<{ name: string }[]>(
      await client.get("/api/goods/search", { keywords: "gmlj" }),
    )
    expect(byInitials[0]?.name).toBe("感冒灵颗粒")
    const names = byInitials.map((s) => s.name)
    expect(new Set(names).size).toBe(names.length) // one suggestion per name
    const byMaker = data<{ name: string }[]>(
      await client.get("/api/goods/search", { keywords: "以岭", type: 2 }),
    )
    expect(byMaker[0]?.name).toBe("石家庄以岭药业股份有限公司")
    const list = data<Page<{ name: string }>>(
      await client.get("/api/goods/list", { keywords: "lhqw" }),
    )
    expect(list.data[0]?.name).toBe("连花清瘟胶囊")
  })

  it("filters the goods list by name or maker, page size and near expiry", async () => {
    type Row = { name: string; sccj: string; yxq?: string }
    const byMaker = data<Page<Row>>(
      await client.get("/api/goods/list", { keywords: "以岭", type: 2, per_page: 50 }),
    )
    expect(byMaker.data.length).toBeGreaterThan(0)
    expect(byMaker.data.every((g) => g.sccj.includes("以岭"))).toBe(true)
    const byName = data<Page<Row>>(
      await client.get("/api/goods/list", { keywords: "以岭", type: 1 }),
    )
    expect(byName.data.every((g) => g.name.includes("以岭"))).toBe(true)
    const small = data<Page<Row>>(await client.get("/api/goods/list", { per_page: 5 }))
    expect(small.data).toHaveLength(5)
    expect(small.per_page).toBe(5)
    const all = data<Page<Row>>(await client.get("/api/goods/list", { per_page: 100 }))
    const near = data<Page<Row>>(await client.get("/api/goods/list", { jxq: 1, per_page: 100 }))
    expect(near.total).toBeGreaterThan(0)
    expect(near.total).toBeLessThan(all.total)
    const tooMany = await client.get("/api/goods/list", { per_page: 1000 })
    expect(tooMany.status).toBe(422)
  })

  it("filters devices and herbs and pages the list", async () => {
    const qx = data<Page<{ id: number }>>(await client.get("/api/goods/list", { qx: 2 }))
    expect(qx.data.every((g) => server.app.db.goodsById.get(g.id)?.category === "qx")).toBe(true)
    const zy = data<Page<{ id: number }>>(await client.get("/api/goods/list", { zy: 2, page: 2 }))
    expect(zy.current_page).toBe(2)
    expect(zy.total).toBeGreaterThan(20)
  })

  it("shows the draw banner until the draw is done", async () => {
    await client.login()
    expect(data<{ is_join: number }>(await client.get("/api/draw/simple")).is_join).toBe(0)
    const result = data<{ result: { name: string } | null }>(
      await client.get("/api/draw", { id: 1 }),
    )
    expect(result.result?.name).toBeTruthy()
    expect(data<{ is_join: number }>(await client.get("/api/draw/simple")).is_join).toBe(1)
    await server.control("/__control/account", { username: "demo", draw_is_join: 0 })
    expect(data<{ is_join: number }>(await client.get("/api/draw/simple")).is_join).toBe(0)
  })

  it("serves generated SVG pictures", async () => {
    const res = await fetch(new URL("/static/goods/1.svg", server.url))
    expect(res.headers.get("content-type")).toBe("image/svg+xml")
    expect(await res.text()).toContain("感冒灵颗粒")
  })
})

describe("control API", () => {
  it("injects an envelope code for the next call only", async () => {
    await client.login()
    await server.control("/__control/fault", {
      method: "GET",
      path: "/api/cart/list",
      code: 459,
      times: 1,
    })
    const first = await client.get("/api/cart/list")
    expect(first.status).toBe(459)
    expect(first.body.code).toBe(459)
    expect((await client.get("/api/cart/list")).body.code).toBe(10000)
  })

  it("injects 422 field errors, 500s and delays", async () => {
    await server.control("/__control/fault", {
      path: "/api/goods/hot",
      code: 422,
      errors: { keywords: ["关键词不能为空"] },
      times: 1,
    })
    const invalid = await client.get("/api/goods/hot")
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({ keywords: ["关键词不能为空"] })
    await server.control("/__control/fault", { path: "/api/goods/*", status: 500, times: 1 })
    expect((await client.get("/api/goods/hot")).body.message).toBe("系统繁忙，请稍后再试")
    await server.control("/__control/fault", { path: "/api/goods/hot", delay: 300, times: 1 })
    const t = Date.now()
    expect((await client.get("/api/goods/hot")).body.code).toBe(10000)
    expect(Date.now() - t).toBeGreaterThanOrEqual(290)
  })

  it("switches account flags of the signed-in account", async () => {
    await client.login()
    const headers = {
      "content-type": "application/json",
      cookie: client.cookie,
      [CONTROL_HEADER]: CONTROL_SECRET,
    }
    await fetch(new URL("/__control/account", server.url), {
      method: "POST",
      headers,
      body: JSON.stringify({ "admin.is_default": 1, is_can_chat: 0, is_passed: 0 }),
    })
    const base = data<{ admin: { is_default: number }; is_can_chat: number; is_passed: number }>(
      await client.get("/api/user/base"),
    )
    expect(base).toMatchObject({ admin: { is_default: 1 }, is_can_chat: 0, is_passed: 0 })
  })

  it("catches a deliberately broken response in strict mode", async () => {
    await server.control("/__control/fault", {
      path: "/api/goods/list",
      break: "data.total",
      times: 1,
    })
    const broken = await client.get("/api/goods/list")
    expect(broken.status).toBe(500)
    expect(broken.body.message).toContain("响应不符合接口契约")
    expect(server.app.violations).toHaveLength(1)
    expect(server.app.violations[0]?.errors.join(" ")).toContain("total")
    server.app.violations = []
  })
})
