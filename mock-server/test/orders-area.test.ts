/**
 * The order area over HTTP against a strict back end (every answer checked against openapi.yaml):
 * 我的订单 filters and counts, detail fields, buy again, returns and after-sales (lists, forms,
 * details), uploads and their serving, 含麻 receipts, invoices and points orders; another
 * company's order, return, after-sales case, receipt and upload are refused and change nothing.
 */
import { beforeEach, describe, expect, it } from "vitest"
import * as Money from "@mall/core/Money"
import * as Returns from "@mall/core/Returns"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

interface Page<T> {
  data: T[]
  total: number
  current_page: number
  last_page: number
  per_page: number
}
interface OrderItem {
  id: number
  order_sn: string
  status: number
  created_at: string
  paid_at: string
  shipped_at: string
  finished_at: string
  goods_images: { goods_id: number; name: string; image: string }[]
  is_hm: number
  returnable: number
  invoice_url: string
  return_ids: number[]
  after_sale_ids: number[]
}
interface OrderGoods {
  id: number
  name: string
  price: string
  number: number
  batch: string
  expiry_date: string
  is_gift: number
  returned?: number
}
interface OrderDetail extends OrderItem {
  goods: OrderGoods[]
  goods_amount: string
  manjian_amount: string
  coupon_amount: string
}

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n").toString("base64")
const SVG = Buffer.from(
  "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
).toString("base64")

const server = serverPerFile()
let demo: Client
let other: Client

beforeEach(async () => {
  demo = server.client()
  other = server.client()
  data(await demo.login("demo"))
  data(await other.login("manager"))
})

async function allOrders(
  c: Client,
  query: Record<string, string | number> = {},
): Promise<OrderItem[]> {
  const first = data<Page<OrderItem>>(await c.get("/api/order", { ...query, page: 1 }))
  const out = [...first.data]
  for (let p = 2; p <= first.last_page; p++)
    out.push(...data<Page<OrderItem>>(await c.get("/api/order", { ...query, page: p })).data)
  return out
}

async function upload(c: Client, kind: string, content: string, name = "a.png") {
  return c.post("/api/upload", { kind, name, content })
}

describe("我的订单", () => {
  it("lists demo's orders in every status with counts that agree, filtered by keyword and dates", async () => {
    const orders = await allOrders(demo)
    const counts = data<Record<string, number>>(await demo.get("/api/order_count"))
    expect(counts.all).toBe(orders.length)
    const names = ["unpaid", "unshipped", "shipped", "completed", "cancelled"]
    names.forEach((name, status) => {
      const n = orders.filter((o) => o.status === status).length
      expect(n).toBeGreaterThan(0)
      expect(counts[name]).toBe(n)
    })
    expect(counts.after_sale).toBeGreaterThanOrEqual(6)
    for (let status = 0; status <= 4; status++) {
      const filtered = await allOrders(demo, { status })
      expect(filtered.every((o) => o.status === status)).toBe(true)
      expect(filtered.length).toBe(orders.filter((o) => o.status === status).length)
    }
    const target = orders[3]!
    expect((await allOrders(demo, { keyword: target.order_sn })).map((o) => o.id)).toEqual([
      target.id,
    ])
    const name = target.goods_images[0]!.name
    const byName = await allOrders(demo, { keyword: name })
    expect(byName.map((o) => o.id)).toContain(target.id)
    const day = target.created_at.slice(0, 10)
    const onDay = await allOrders(demo, { start_date: day, end_date: day })
    expect(onDay.map((o) => o.id)).toContain(target.id)
    expect(onDay.every((o) => o.created_at.startsWith(day))).toBe(true)
    const bad = await demo.get("/api/order", { start_date: "2024-10-31", end_date: "2024-10-01" })
    expect(bad.status).toBe(422)
    expect(bad.body.errors?.end_date?.[0]).toBe("结束日期不能早于开始日期")
  })

  it("shows times, thumbnails, what can be returned and the invoice on each order", async () => {
    const orders = await allOrders(demo)
    for (const o of orders) {
      expect(o.paid_at === "").toBe(o.status === 0 || (o.status === 4 && o.paid_at === ""))
      expect(o.shipped_at !== "").toBe(o.status === 2 || o.status === 3)
      expect(o.finished_at !== "").toBe(o.status === 3 || o.status === 4)
      expect(o.goods_images.length).toBeGreaterThan(0)
      if (o.status !== 2 && o.status !== 3) expect(o.returnable).toBe(0)
    }
    const withInvoice = orders.find((o) => o.invoice_url !== "")
    expect(withInvoice?.status).toBe(3)
    const detail = data<OrderDetail>(await demo.get(`/api/order/${withInvoice!.id}`))
    for (const g of detail.goods) {
      expect(g.batch).not.toBe("")
      expect(g.expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it("cancel and confirm record when they happened", async () => {
    const orders = await allOrders(demo)
    const unpaid = orders.find((o) => o.status === 0)!
    data(await demo.post(`/api/order/${unpaid.id}/cancel`, { reason: "不想买了" }))
    const cancelled = data<OrderDetail>(await demo.get(`/api/order/${unpaid.id}`))
    expect(cancelled.status).toBe(4)
    expect(cancelled.finished_at).not.toBe("")
    const shipped = orders.find((o) => o.status === 2)!
    data(await demo.post(`/api/order/${shipped.id}/confirm`))
    const done = data<OrderDetail>(await demo.get(`/api/order/${shipped.id}`))
    expect(done.status).toBe(3)
    expect(done.finished_at).not.toBe("")
  })

  it("buys again: the order's goods go to the cart; another company's order is refused", async () => {
    const before = data<{ total: number }>(await demo.get("/api/cart/total")).total
    const order = (await allOrders(demo)).find((o) => o.status === 4)!
    const result = data<{ added: number; cart_count: number }>(
      await demo.post(`/api/order/${order.id}/rebuy`),
    )
    expect(result.added).toBeGreaterThan(0)
    expect(result.cart_count).toBeGreaterThan(before)
    const othersOrder = (await allOrders(other))[0]!
    const otherCart = data<{ total: number }>(await other.get("/api/cart/total")).total
    const refused = await demo.post(`/api/order/${othersOrder.id}/rebuy`)
    expect(refused.status).toBe(404)
    expect(data<{ total: number }>(await demo.get("/api/cart/total")).total).toBe(result.cart_count)
    expect(data<{ total: number }>(await other.get("/api/cart/total")).total).toBe(otherCart)
  })
  it("buys again without the goods that can no longer be bought, and names them", async () => {
    const order = (await allOrders(demo)).find((o) => o.status === 4)!
    const detail = data<OrderDetail>(await demo.get(`/api/order/${order.id}`))
    const lines = server.app.db.orders.find((o) => o.id === order.id)!.lines
    const gone = lines.find((l) => l.combinationId === null)!
    server.app.db.goodsById.get(gone.goodsId)!.stock = 0
    const result = data<{ added: number; skipped: string[] }>(
      await demo.post(`/api/order/${order.id}/rebuy`),
    )
    expect(result.skipped).toContain(gone.name)
    expect(result.added).toBe(
      detail.goods.filter((g) => g.is_gift !== 1).length - result.skipped.length,
    )
  })
})

describe("returns", () => {
  it("lists demo's returns in every status, each with its detail", async () => {
    const list = data<Page<{ id: number; status: number; order_id: number }>>(
      await demo.get("/api/returns"),
    )
    expect(new Set(list.data.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]))
    for (const r of list.data) {
      const d = data<{ goods: unknown[]; progress: unknown[]; order_id: number }>(
        await demo.get(`/api/returns/${r.id}`),
      )
      expect(d.goods.length).toBeGreaterThan(0)
      expect(d.progress.length).toBeGreaterThan(0)
      expect(d.order_id).toBe(r.order_id)
    }
  })

  it("applies for a return up to what was bought, refunds by core Returns, and shows it everywhere", async () => {
    const order = (await allOrders(demo)).find((o) => o.status === 2 && o.returnable === 1)!
    const detail = data<OrderDetail>(await demo.get(`/api/order/${order.id}`))
    const line = detail.goods.find((g) => g.is_gift === 0)!
    const left = line.number - (line.returned ?? 0)
    const tooMany = await demo.post("/api/returns", {
      order_id: order.id,
      order_goods_ids: [line.id],
      numbers: [left + 1],
      reason: "质量问题",
    })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.message).toBe(`退货数量不能超过可退数量${left}`)
    const picture = data<{ url: string }>(await upload(demo, "return", PNG))
    const created = data<{ id: number }>(
      await demo.post("/api/returns", {
        order_id: order.id,
        order_goods_ids: [line.id],
        numbers: [left],
        reason: "质量问题",
        description: "胶囊粘连",
        images: [picture.url],
      }),
    )
    const shown = data<{
      amount: string
      images: string[]
      description: string
      status: number
      goods: { number: number }[]
    }>(await demo.get(`/api/returns/${created.id}`))
    const value = Money.mul(Money.parseOr(line.price), left)
    const expected = Returns.refundAmount(value, {
      goodsAmount: Money.parseOr(detail.goods_amount),
      discount: Money.add(
        Money.parseOr(detail.manjian_amount),
        Money.parseOr(detail.coupon_amount),
      ),
    })
    expect(Money.parseOr(shown.amount)).toBe(expected)
    expect(shown.images).toEqual([picture.url])
    expect(shown.description).toBe("胶囊粘连")
    expect(shown.status).toBe(0)
    expect(shown.goods[0]?.number).toBe(left)
    const list = data<Page<{ id: number }>>(await demo.get("/api/returns"))
    expect(list.data[0]?.id).toBe(created.id)
    const after = data<OrderDetail>(await demo.get(`/api/order/${order.id}`))
    expect(after.return_ids).toContain(created.id)
    expect(after.goods.find((g) => g.id === line.id)?.returned).toBe(line.number)
    // Nothing of that line is left to return.
    const again = await demo.post("/api/returns", {
      order_id: order.id,
      order_goods_ids: [line.id],
      numbers: [1],
      reason: "质量问题",
    })
    expect(again.status).toBe(422)
  })

  it("keeps parallel quantities that repeat (two lines returning the same number)", async () => {
    const orders = await allOrders(demo)
    for (const o of orders.filter((x) => x.status === 3 && x.returnable === 1)) {
      const d = data<OrderDetail>(await demo.get(`/api/order/${o.id}`))
      const lines = d.goods.filter((g) => g.is_gift === 0 && g.number - (g.returned ?? 0) >= 1)
      if (lines.length < 2) continue
      const created = data<{ id: number }>(
        await demo.post("/api/returns", {
          order_id: o.id,
          order_goods_ids: [lines[0]!.id, lines[1]!.id],
          numbers: [1, 1],
          reason: "其他",
        }),
      )
      const shown = data<{ goods: { number: number }[] }>(
        await demo.get(`/api/returns/${created.id}`),
      )
      expect(shown.goods.map((g) => g.number)).toEqual([1, 1])
      return
    }
    throw new Error("no order with two returnable lines in the seed")
  })

  it("refuses another company's order, return and pictures, and changes nothing", async () => {
    const othersReturn = data<Page<{ id: number }>>(await other.get("/api/returns")).data[0]!
    expect((await demo.get(`/api/returns/${othersReturn.id}`)).status).toBe(404)
    const othersOrder = (await allOrders(other)).find((o) => o.status === 2 || o.status === 3)!
    const otherDetail = data<OrderDetail>(await other.get(`/api/order/${othersOrder.id}`))
    const refused = await demo.post("/api/returns", {
      order_id: othersOrder.id,
      order_goods_ids: [otherDetail.goods[0]!.id],
      numbers: [1],
      reason: "质量问题",
    })
    expect(refused.status).toBe(404)
    expect(data<OrderDetail>(await other.get(`/api/order/${othersOrder.id}`)).return_ids).toEqual(
      otherDetail.return_ids,
    )
    // A picture uploaded by another company cannot be attached.
    const foreignPicture = data<{ url: string }>(await upload(other, "return", PNG))
    const mine = (await allOrders(demo)).find((o) => o.status === 3 && o.returnable === 1)!
    const mineDetail = data<OrderDetail>(await demo.get(`/api/order/${mine.id}`))
    const before = data<Page<unknown>>(await demo.get("/api/returns")).total
    const withForeign = await demo.post("/api/returns", {
      order_id: mine.id,
      order_goods_ids: [mineDetail.goods.find((g) => g.is_gift === 0)!.id],
      numbers: [1],
      reason: "质量问题",
      images: [foreignPicture.url],
    })
    expect(withForeign.status).toBe(422)
    expect(data<Page<unknown>>(await demo.get("/api/returns")).total).toBe(before)
  })
})

describe("after-sales", () => {
  it("lists both statuses, applies with a picture, and refuses another company's case", async () => {
    const list = data<Page<{ id: number; status: number }>>(await demo.get("/api/after_sales"))
    expect(new Set(list.data.map((a) => a.status))).toEqual(new Set([0, 1]))
    const done = list.data.find((a) => a.status === 1)!
    const detail = data<{ replies: { from: string }[] }>(
      await demo.get(`/api/after_sales/${done.id}`),
    )
    expect(detail.replies.map((r) => r.from)).toContain("service")

    const order = (await allOrders(demo)).find((o) => o.status === 3)!
    const short = await demo.post("/api/after_sales", {
      order_id: order.id,
      type: 1,
      content: "坏了",
    })
    expect(short.status).toBe(422)
    const picture = data<{ url: string }>(await upload(demo, "after_sale", PNG))
    const created = data<{ id: number }>(
      await demo.post("/api/after_sales", {
        order_id: order.id,
        type: 1,
        content: "药盒外包装受潮发霉",
        images: [picture.url],
      }),
    )
    const shown = data<{ images: string[]; status: number; type: number }>(
      await demo.get(`/api/after_sales/${created.id}`),
    )
    expect(shown).toMatchObject({ images: [picture.url], status: 0, type: 1 })
    expect(data<OrderDetail>(await demo.get(`/api/order/${order.id}`)).after_sale_ids).toContain(
      created.id,
    )

    const othersCase = data<Page<{ id: number }>>(await other.get("/api/after_sales")).data[0]!
    expect((await demo.get(`/api/after_sales/${othersCase.id}`)).status).toBe(404)
  })
})

describe("uploads", () => {
  it("stores a picture or PDF and serves it only to the uploading company", async () => {
    const up = data<{ url: string; type: string; size: number }>(
      await upload(demo, "receipt", PDF, "回执.pdf"),
    )
    expect(up.type).toBe("application/pdf")
    expect(up.url).toMatch(/^\/static\/uploads\/[0-9a-f]{32}\.pdf$/)
    const mine = await fetch(new URL(up.url, server.url), { headers: { cookie: demo.cookie } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get("content-type")).toBe("application/pdf")
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff")
    expect(Buffer.from(await mine.arrayBuffer()).toString("base64")).toBe(PDF)
    const theirs = await fetch(new URL(up.url, server.url), { headers: { cookie: other.cookie } })
    expect(theirs.status).toBe(404)
    expect((await fetch(new URL(up.url, server.url))).status).toBe(404)
    // A store of the same company may read it.
    const sister = server.client()
    data(await sister.login("demo2"))
    expect(
      (await fetch(new URL(up.url, server.url), { headers: { cookie: sister.cookie } })).status,
    ).toBe(200)
  })

  it("refuses other types, files too large, PDFs where only pictures go, and bad kinds", async () => {
    const svg = await upload(demo, "return", SVG, "a.svg")
    expect(svg.status).toBe(422)
    expect(svg.body.errors?.content?.[0]).toBe("只能上传 PNG、JPG 文件")
    const pdfAsPicture = await upload(demo, "return", PDF, "a.pdf")
    expect(pdfAsPicture.status).toBe(422)
    const big = Buffer.concat([Buffer.from(PNG, "base64"), Buffer.alloc(512 * 1024)]).toString(
      "base64",
    )
    const tooLarge = await upload(demo, "receipt", big)
    expect(tooLarge.status).toBe(422)
    expect(tooLarge.body.message).toBe("文件不能超过512KB")
    expect((await upload(demo, "nope", PNG)).status).toBe(422)
    expect(
      (await server.client().post("/api/upload", { kind: "receipt", name: "a", content: PNG }))
        .status,
    ).toBe(401)
  })
})

describe("含麻 receipts", () => {
  it("the list points at the blank receipt form, which is served as a printable page", async () => {
    const list = data<{ receipt_form_url: string }>(await demo.get("/api/hmdd"))
    expect(list.receipt_form_url).toBe("/static/forms/hmdd-receipt.svg")
    const res = await fetch(new URL(list.receipt_form_url, server.url))
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/svg+xml")
    const form = await res.text()
    for (const part of ["含麻黄碱类药品购销回执单", "订单号", "购货单位（公章）", "含麻订单回执"])
      expect(form).toContain(part)
  })

  it("lists receipts in every status; uploading one sets it to 待审核 and shows the file", async () => {
    const list = data<Page<{ id: number; status: number; receipt_image: string }>>(
      await demo.get("/api/hmdd"),
    )
    expect(new Set(list.data.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]))
    const waiting = list.data.find((r) => r.status === 0)!
    expect(waiting.receipt_image).toBe("")
    const up = data<{ url: string }>(await upload(demo, "receipt", PDF, "回执.pdf"))
    data(await demo.post(`/api/hmdd/${waiting.id}/receipt`, { receipt_image: up.url }))
    const after = data<Page<{ id: number; status: number; receipt_image: string }>>(
      await demo.get("/api/hmdd"),
    )
    expect(after.data.find((r) => r.id === waiting.id)).toMatchObject({
      status: 1,
      receipt_image: up.url,
    })

    const passed = list.data.find((r) => r.status === 2)!
    const again = await demo.post(`/api/hmdd/${passed.id}/receipt`, { receipt_image: up.url })
    expect(again.status).toBe(400)
    const notOurs = await demo.post(`/api/hmdd/${waiting.id}/receipt`, {
      receipt_image: "javascript:alert(1)",
    })
    expect(notOurs.status).toBe(422)
  })

  it("refuses another company's receipt and leaves it as it was", async () => {
    const theirs = data<Page<{ id: number; status: number; receipt_image: string }>>(
      await other.get("/api/hmdd"),
    ).data[0]!
    const up = data<{ url: string }>(await upload(demo, "receipt", PNG))
    const refused = await demo.post(`/api/hmdd/${theirs.id}/receipt`, { receipt_image: up.url })
    expect(refused.status).toBe(404)
    const still = data<Page<{ id: number; status: number; receipt_image: string }>>(
      await other.get("/api/hmdd"),
    )
    expect(still.data.find((r) => r.id === theirs.id)).toEqual(theirs)
  })
})

describe("invoices and points orders", () => {
  it("lists demo's invoices by order and date, never another company's", async () => {
    const all = data<
      Page<{ id: number; order_id: number; order_sn: string; created_at: string; title: string }>
    >(await demo.get("/api/invoice"))
    expect(all.total).toBeGreaterThan(0)
    const mine = new Set((await allOrders(demo)).map((o) => o.id))
    expect(all.data.every((i) => mine.has(i.order_id))).toBe(true)
    const one = all.data[0]!
    const bySn = data<Page<{ id: number }>>(
      await demo.get("/api/invoice", { order_sn: one.order_sn }),
    )
    expect(bySn.data.map((i) => i.id)).toEqual([one.id])
    const day = one.created_at.slice(0, 10)
    const byDay = data<Page<{ created_at: string }>>(
      await demo.get("/api/invoice", { start_date: day, end_date: day }),
    )
    expect(byDay.data.length).toBeGreaterThan(0)
    expect(byDay.data.every((i) => i.created_at.startsWith(day))).toBe(true)
    const theirs = data<Page<{ order_sn: string }>>(await other.get("/api/invoice")).data[0]!
    expect(
      data<Page<unknown>>(await demo.get("/api/invoice", { order_sn: theirs.order_sn })).total,
    ).toBe(0)
  })

  it("pages demo's points orders in every status", async () => {
    const p1 = data<Page<{ status: number }>>(await demo.get("/api/points/order"))
    expect(p1.total).toBe(12)
    expect(p1.last_page).toBe(2)
    const p2 = data<Page<{ status: number }>>(await demo.get("/api/points/order", { page: 2 }))
    expect(new Set([...p1.data, ...p2.data].map((o) => o.status))).toEqual(new Set([0, 1, 2, 3]))
  })
})

describe("an account without history", () => {
  it("has no orders, returns, after-sales, receipts, invoices or points orders", async () => {
    const fresh = server.client()
    data(await fresh.login("fresh"))
    expect(data<Page<unknown>>(await fresh.get("/api/order")).total).toBe(0)
    expect(data<Record<string, number>>(await fresh.get("/api/order_count"))).toEqual({
      all: 0,
      unpaid: 0,
      unshipped: 0,
      shipped: 0,
      completed: 0,
      cancelled: 0,
      after_sale: 0,
    })
    for (const path of [
      "/api/returns",
      "/api/after_sales",
      "/api/hmdd",
      "/api/invoice",
      "/api/points/order",
    ])
      expect(data<Page<unknown>>(await fresh.get(path)).total).toBe(0)
  })
})
