/**
 * The cart's edge: a warehouse the goods is not stocked in is refused (422) and adds nothing; a
 * batch delete naming any line that is not the company's deletes nothing and says so; lines per
 * add and lines per company are limited, with Chinese messages.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startServer } from "./support.ts"
import type { Client, TestServer } from "./support.ts"

let server: TestServer
let client: Client

beforeAll(async () => {
  server = await startServer({ security: { cartLines: 5 } })
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.control("/__control/reset")
  client = server.client()
  await client.login()
})

/** Buyable goods with stock, from the seed. */
const buyable = () =>
  server.app.db.goods.filter((g) => g.isBuy && g.stock > 100 && g.ladder.length === 0)
const lines = (userId: number) => server.app.db.cart.filter((l) => l.userId === userId)
const demoId = () => server.app.db.users.find((u) => u.username === "demo")?.id ?? 0
const add = (c: Client, goods: { id: number; ck: number }[]) =>
  c.post("/api/cart", {
    goods_id: goods.map((g) => g.id),
    price: goods.map(() => "1.00"),
    number: goods.map(() => 1),
    ck_id: goods.map((g) => g.ck),
  })

describe("warehouses", () => {
  it("refuses a warehouse the goods is not stocked in, and adds nothing of the batch", async () => {
    const [a, b] = buyable()
    if (!a || !b) throw new Error("no goods")
    const before = lines(demoId()).length
    const wrong = (b.ckId % 3) + 1
    const res = await add(client, [
      { id: a.id, ck: a.ckId },
      { id: b.id, ck: wrong },
    ])
    expect(res.status).toBe(422)
    expect(res.body.errors?.ck_id).toEqual(["该商品在所选仓库无货，请重新选择仓库"])
    expect(lines(demoId()).length).toBe(before)
    const right = await add(client, [
      { id: a.id, ck: a.ckId },
      { id: b.id, ck: 0 },
    ])
    expect(right.body.code).toBe(10000)
    expect(
      lines(demoId())
        .map((l) => l.ckId)
        .sort(),
    ).toEqual([a.ckId, b.ckId].sort())
  })
})

describe("batch delete", () => {
  it("naming another company's line deletes nothing and says so", async () => {
    const [a, b] = buyable()
    if (!a || !b) throw new Error("no goods")
    await add(client, [{ id: a.id, ck: 0 }])
    const manager = server.client()
    await manager.login("manager", "demo123")
    await add(manager, [{ id: b.id, ck: 0 }])
    const mine = lines(demoId()).map((l) => l.id)
    const theirs = server.app.db.cart.filter((l) => l.userId !== demoId()).map((l) => l.id)
    const total = server.app.db.cart.length
    const res = await client.post("/api/cart/batch_delete", { ids: [...mine, ...theirs] })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe("部分商品不在您的购物车中，未删除任何商品")
    expect(server.app.db.cart.length).toBe(total)
    const only = await client.post("/api/cart/batch_delete", { ids: theirs })
    expect(only.status).toBe(400)
    expect(server.app.db.cart.length).toBe(total)
    expect((await client.post("/api/cart/batch_delete", { ids: mine })).body.code).toBe(10000)
    expect(server.app.db.cart.length).toBe(total - mine.length)
  })
})

describe("limits", () => {
  it("refuses more than 500 lines in one add", async () => {
    // the seed has fewer goods than that: lines repeat goods, the count is what is refused
    const goods = buyable()
    const res = await add(
      client,
      Array.from({ length: 501 }, (_, i) => goods[i % goods.length]!).map((g) => ({
        id: g.id,
        ck: 0,
      })),
    )
    expect(res.status).toBe(422)
    expect(res.body.message).toMatch(/500/)
    expect(lines(demoId()).length).toBe(0)
  })

  it("keeps a company's cart to its line limit, adding nothing of a batch that would pass it", async () => {
    const goods = buyable().slice(0, 7)
    expect(
      (
        await add(
          client,
          goods.slice(0, 4).map((g) => ({ id: g.id, ck: 0 })),
        )
      ).body.code,
    ).toBe(10000)
    const over = await add(
      client,
      goods.slice(4, 6).map((g) => ({ id: g.id, ck: 0 })),
    )
    expect(over.status).toBe(400)
    expect(over.body.message).toBe("购物车最多可放5种商品，请先清理购物车")
    expect(lines(demoId()).length).toBe(4)
    // Raising an existing line still works at the limit.
    expect((await add(client, [{ id: goods[4]?.id ?? 0, ck: 0 }])).body.code).toBe(10000)
    expect((await add(client, [{ id: goods[0]?.id ?? 0, ck: 0 }])).body.code).toBe(10000)
    const quick = await client.post(`/api/cart/quick_add/${goods[6]?.id ?? 0}`)
    expect(quick.status).toBe(400)
    expect(lines(demoId()).length).toBe(5)
  })
})
