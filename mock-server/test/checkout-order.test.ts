/**
 * 确认订单 and order creation on the dev back end: chosen lines that cannot be ordered are
 * answered (not dropped) and refuse the order with their names and reasons; a variety coupon
 * counts only the goods it names, as core Coupon judges it on the page.
 */
import { beforeEach, describe, expect, it } from "vitest"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

const server = serverPerFile()
let client: Client

interface Line {
  id: number
  number: number
  is_selected: number
  goods: { id: number; name: string }
}
interface Checkout {
  lines: Line[]
  goods_amount: string
  pay_amount: string
  addresses: { id: number }[]
  coupons: { id: number; type: number; goods_ids?: number[] }[]
}

beforeEach(async () => {
  client = server.client()
  await client.login()
})

/** Adds goods to the cart and answers the cart lines, in the order added. */
async function addLines(goods: ReadonlyArray<[number, number]>): Promise<Line[]> {
  const answer = await client.post("/api/cart", {
    goods_id: goods.map(([id]) => id),
    price: goods.map(() => "1.00"),
    number: goods.map(([, n]) => n),
    ck_id: goods.map(() => 0),
  })
  expect(answer.body.code).toBe(10000)
  const list = data<{ data: Line[] }>(await client.get("/api/cart/list")).data
  return goods.map(([id]) => {
    const line = list.find((l) => l.goods.id === id)
    if (!line) throw new Error(`no line of goods ${id}`)
    return line
  })
}

async function patchGoods(body: Record<string, unknown>): Promise<void> {
  const answer = await server.control("/__control/goods", body)
  expect(answer.code).toBe(10000)
}

describe("chosen lines that cannot be ordered", () => {
  it("are answered by the checkout, unselected and out of the amounts", async () => {
    const [a, b] = await addLines([
      [1, 20],
      [4, 10],
    ])
    await patchGoods({ id: 4, stock: 0 })
    const c = data<Checkout>(await client.post("/api/cart/checkout", { ids: [a!.id, b!.id] }))
    expect(c.lines.map((l) => [l.id, l.is_selected])).toEqual([
      [a!.id, 1],
      [b!.id, 0],
    ])
    const one = data<Checkout>(await client.post("/api/cart/checkout", { ids: [a!.id] }))
    expect(c.goods_amount).toBe(one.goods_amount)
  })

  it("none orderable: still answered, with every line and nothing to pay", async () => {
    const [b] = await addLines([[5, 10]])
    await patchGoods({ id: 5, is_buy: 0 })
    const answer = await client.post("/api/cart/checkout", { ids: [b!.id] })
    expect(answer.status).toBe(200)
    const c = data<Checkout>(answer)
    expect(c.lines.map((l) => l.is_selected)).toEqual([0])
    expect([c.goods_amount, c.pay_amount, c.coupons]).toEqual(["0.00", "0.00", []])
  })

  it("refuse the order, naming the goods and why; nothing is ordered or taken from the cart", async () => {
    const [a, b, d] = await addLines([
      [1, 20],
      [4, 10],
      [5, 10],
    ])
    const address = data<Checkout>(await client.post("/api/cart/checkout", { ids: [a!.id] }))
      .addresses[0]!.id
    await patchGoods({ id: 4, stock: 0 })
    await patchGoods({ id: 5, stock: 3 })
    const before = data<{ total: number }>(await client.get("/api/order", { page: 1 })).total
    const answer = await client.post("/api/order", {
      ids: [a!.id, b!.id, d!.id],
      address_id: address,
      pay_type: "wechat",
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(
      `以下商品无法购买，未提交订单：${b!.goods.name}（缺货）；${d!.goods.name}（库存不足，仅剩3盒）`,
    )
    expect(data<{ total: number }>(await client.get("/api/order", { page: 1 })).total).toBe(before)
    expect(data<{ total: number }>(await client.get("/api/cart/total")).total).toBe(3)
  })

  it("a chosen line deleted meanwhile refuses the order too", async () => {
    const [a, b] = await addLines([
      [1, 20],
      [4, 10],
    ])
    const address = data<Checkout>(await client.post("/api/cart/checkout", { ids: [a!.id] }))
      .addresses[0]!.id
    await client.post("/api/cart/batch_delete", { ids: [b!.id] })
    const answer = await client.post("/api/order", {
      ids: [a!.id, b!.id],
      address_id: address,
      pay_type: "wechat",
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe("1件所选商品已不在购物车中，请返回购物车重新选择")
  })
})

describe("a variety coupon (品种券)", () => {
  async function claimHerbCoupon(): Promise<{ id: number; goods_ids: number[] }> {
    const centre = data<{ data: { id: number; type: number; goods_ids?: number[] }[] }>(
      await client.get("/api/coupon/center", { page: 1 }),
    ).data
    const herbs = centre.find((c) => c.type === 3 && (c.goods_ids?.length ?? 0) > 0)
    if (!herbs?.goods_ids) throw new Error("no variety coupon with goods")
    expect((await client.post(`/api/coupon/${herbs.id}/receive`)).body.code).toBe(10000)
    const held = data<{ data: { id: number; type: number; goods_ids?: number[] }[] }>(
      await client.get("/api/user/availableCoupon", { page: 1 }),
    ).data.find((c) => c.type === 3)
    if (!held?.goods_ids) throw new Error("the claimed coupon does not name its goods")
    return { id: held.id, goods_ids: held.goods_ids }
  }

  it("is not offered, and refused, for goods it does not name", async () => {
    const herbs = await claimHerbCoupon()
    expect(herbs.goods_ids).not.toContain(1)
    const [a] = await addLines([[1, 20]])
    const c = data<Checkout>(await client.post("/api/cart/checkout", { ids: [a!.id] }))
    expect(Number(c.goods_amount)).toBeGreaterThan(200)
    expect(c.coupons.map((x) => x.id)).not.toContain(herbs.id)
    const answer = await client.post("/api/order", {
      ids: [a!.id],
      address_id: c.addresses[0]!.id,
      coupon_ids: [herbs.id],
      pay_type: "wechat",
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe("该优惠券不可用")
  })

  it("applies to the amount of its own goods", async () => {
    const herbs = await claimHerbCoupon()
    const goods = data<{
      data: { id: number; is_buy: number; number: number; base_price: string }[]
    }>(await client.get("/api/goods/list", { page: 1, limit: 100, zy: 2 })).data.find(
      (g) =>
        herbs.goods_ids.includes(g.id) &&
        g.is_buy === 1 &&
        g.number >= 10 &&
        Number(g.base_price) >= 30,
    )
    if (!goods) throw new Error("no buyable herbal goods")
    const [a] = await addLines([[goods.id, 10]])
    const c = data<Checkout>(await client.post("/api/cart/checkout", { ids: [a!.id] }))
    expect(c.coupons.map((x) => x.id)).toContain(herbs.id)
    const order = data<{ id: number; order_amount: string }>(
      await client.post("/api/order", {
        ids: [a!.id],
        address_id: c.addresses[0]!.id,
        coupon_ids: [herbs.id],
        pay_type: "wechat",
      }),
    )
    expect(Math.round(Number(order.order_amount) * 100)).toBe(
      Math.round(Number(c.pay_amount) * 100) - 1000,
    )
  })
})
