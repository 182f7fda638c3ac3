/**
 * Combination lines in the cart (goods_type 3): counted and priced in whole sets. The line names
 * the goods of one set with their per-set numbers and the set stock, its goods carries the set's
 * terms (pack 1, unit 组), an edit takes any set count up to the set stock, and a set costs the
 * combination price.
 */
import { beforeEach, expect, it } from "vitest"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

interface Line {
  id: number
  number: number
  price: string
  goods_type: number
  combination: {
    id: number
    name: string
    stock: number
    goods: Array<{
      goods_id: number
      name: string
      ypgg: string
      bzdw: string
      image: string
      number: number
    }>
  } | null
  goods: {
    zbz: number
    bzdw: string
    number: number
    ladder_price: unknown[]
    is_free_shipping: number
  }
}

const server = serverPerFile()
let client: Client

beforeEach(async () => {
  client = server.client()
  await client.login()
})

const combination = () => server.app.db.combinations[0]!

async function addSets(sets: number): Promise<Line> {
  const c = combination()
  data(
    await client.post("/api/cart", {
      goods_id: [c.id],
      price: [(c.price / 100).toFixed(2)],
      number: [sets],
      ck_id: [0],
      type: [3],
    }),
  )
  const lines = data<{ data: Line[] }>(await client.get("/api/cart/list")).data
  return lines.find((l) => l.goods_type === 3)!
}

it("a combination line names its goods per set and its set stock, sold one set at a time", async () => {
  const c = combination()
  const line = await addSets(1)
  expect(line.number).toBe(1)
  expect(line.price).toBe((c.price / 100).toFixed(2))
  expect(line.combination).toMatchObject({ id: c.id, name: c.name, stock: c.stock })
  expect(line.combination?.goods.map((g) => [g.goods_id, g.number])).toEqual(
    c.items.map((it) => [it.goodsId, it.number]),
  )
  for (const g of line.combination?.goods ?? []) {
    expect(g.name).not.toBe("")
    expect(g.image).toMatch(/^\/static\/goods\//)
  }
  // the first goods has a pack above 1 in the seed; the set is still counted one by one
  expect(server.app.db.goodsById.get(c.items[0]!.goodsId)!.zbz).toBeGreaterThan(1)
  expect(line.goods).toMatchObject({ zbz: 1, bzdw: "组", number: c.stock, ladder_price: [] })
  expect(line.goods.is_free_shipping).toBe(0)
})

it("an edit takes set counts up to the set stock, each set at the combination price", async () => {
  const c = combination()
  const line = await addSets(1)
  for (const sets of [2, 3, 1]) {
    const edited = data<Line>(await client.post(`/api/cart/${line.id}/edit`, { number: sets }))
    expect(edited.number).toBe(sets)
    expect(edited.price).toBe((c.price / 100).toFixed(2))
  }
  data(await client.post(`/api/cart/${line.id}/edit`, { number: 3 }))
  const checkout = data<{ goods_amount: string }>(
    await client.post("/api/cart/checkout", { ids: [line.id] }),
  )
  expect(checkout.goods_amount).toBe(((c.price * 3) / 100).toFixed(2))

  const above = await client.post(`/api/cart/${line.id}/edit`, { number: c.stock + 1 })
  expect(above.status).toBe(400)
  expect(above.body.message).toBe(`库存不足，库存仅剩${c.stock}组`)
})

it("a keyword finds a combination by its name or its goods; it is no 降价 line", async () => {
  const c = combination()
  await addSets(1)
  const second = server.app.db.goodsById.get(c.items[1]!.goodsId)!
  for (const keywords of [c.name, second.name]) {
    const found = data<{ data: Line[] }>(await client.get("/api/cart/list", { keywords })).data
    expect(found.some((l) => l.combination?.id === c.id)).toBe(true)
  }
  const down = data<{ data: Line[] }>(await client.get("/api/cart/list", { filter: "price_down" }))
  expect(down.data.some((l) => l.goods_type === 3)).toBe(false)
})
