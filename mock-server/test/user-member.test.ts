/** Member-area calls over HTTP against a strict back end: every answer is checked against openapi.yaml. */
import { beforeEach, describe, expect, it } from "vitest"
import { barcodeOf } from "../src/data/member-seed.ts"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

const server = serverPerFile()
let demo: Client

interface Page<T> {
  data: T[]
  total: number
}
interface Licence {
  id: number
  name: string
  number?: string
  image: string
  expire_date: string
  status: number
}
interface Match {
  rows: { keyword: string; match_by: string | null; goods_ids: number[]; total: number }[]
  goods: { id: number; name: string; barcode: string; zbz?: number }[]
}

beforeEach(async () => {
  demo = server.client()
  await demo.login("demo")
})

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

/** Uploads a licence picture as `c` and answers its URL. */
async function uploaded(c: Client): Promise<string> {
  return data<{ url: string }>(
    await c.post("/api/upload", { kind: "licence", name: "新证.png", content: PNG }),
  ).url
}

async function signedIn(username: string): Promise<Client> {
  const c = server.client()
  data(await c.login(username))
  return c
}

describe("stores", () => {
  it("switches the session to another store of the same company", async () => {
    const stores = data<{ user_id: number; is_current: number }[]>(await demo.get("/api/store"))
    const other = stores.find((s) => s.is_current === 0)
    expect(other).toBeDefined()
    const answer = await demo.post("/api/store/switch", { user_id: other!.user_id })
    expect(data<{ user_id: number; is_current: number }>(answer)).toMatchObject({
      user_id: other!.user_id,
      is_current: 1,
    })
    expect(data<{ username: string }>(await demo.get("/api/user/base")).username).toBe("demo2")
  })
  it("refuses another company's store (404) and keeps the session", async () => {
    const manager = await signedIn("manager")
    const theirs = data<{ user_id: number }[]>(await manager.get("/api/store"))[0]!.user_id
    const answer = await demo.post("/api/store/switch", { user_id: theirs })
    expect(answer.status).toBe(404)
    expect(data<{ username: string }>(await demo.get("/api/user/base")).username).toBe("demo")
  })
  it("does not copy the cart to another company's store", async () => {
    const manager = await signedIn("manager")
    const theirs = data<{ user_id: number }[]>(await manager.get("/api/store"))[0]!.user_id
    const before = data<{ total: number }>(await manager.get("/api/cart/total"))
    const answer = await demo.post("/api/cart/copy", { ids: [1], other_user_ids: [theirs] })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(data<{ total: number }>(await manager.get("/api/cart/total"))).toEqual(before)
  })
})

describe("licences", () => {
  it("lists number, expiry and state: the expired one is 2", async () => {
    const list = data<Licence[]>(await demo.get("/api/user/zizhi"))
    expect(list.map((l) => l.name)).toContain("GSP证书")
    expect(list.every((l) => typeof l.number === "string" && l.number !== "")).toBe(true)
    expect(list.find((l) => l.name === "采购委托书")?.status).toBe(2)
    expect(list.find((l) => l.name === "GSP证书")?.status).toBe(1)
  })
  it("renews a licence: new date, number and picture, pending review", async () => {
    const gsp = data<Licence[]>(await demo.get("/api/user/zizhi")).find(
      (l) => l.name === "GSP证书",
    )!
    const image = await uploaded(demo)
    const answer = await demo.post(`/api/user/zizhi/${gsp.id}/renew`, {
      image,
      expire_date: "2099-12-31",
      number: "粤GSP2099",
    })
    expect(data<Licence>(answer)).toMatchObject({
      id: gsp.id,
      expire_date: "2099-12-31",
      number: "粤GSP2099",
      image,
      status: 0,
    })
    const again = data<Licence[]>(await demo.get("/api/user/zizhi")).find((l) => l.id === gsp.id)
    expect(again?.expire_date).toBe("2099-12-31")
  })
  it("puts a past date and a missing upload on their fields", async () => {
    const id = data<Licence[]>(await demo.get("/api/user/zizhi"))[0]!.id
    const past = await demo.post(`/api/user/zizhi/${id}/renew`, {
      image: await uploaded(demo),
      expire_date: "2001-01-01",
    })
    expect(past.status).toBe(422)
    expect(past.body.errors).toEqual({ expire_date: ["有效期须晚于今天"] })
    const noFile = await demo.post(`/api/user/zizhi/${id}/renew`, {
      image: "https://evil.example/a.png",
      expire_date: "2099-01-01",
    })
    expect(noFile.status).toBe(422)
    expect(Object.keys(noFile.body.errors ?? {})).toEqual(["image"])
    // Another company's upload is not ours to use.
    const theirs = await uploaded(await signedIn("manager"))
    const foreign = await demo.post(`/api/user/zizhi/${id}/renew`, {
      image: theirs,
      expire_date: "2099-01-01",
    })
    expect(foreign.status).toBe(422)
  })
  it("refuses another company's licence (404) and changes nothing", async () => {
    const manager = await signedIn("manager")
    const theirs = data<Licence[]>(await manager.get("/api/user/zizhi"))[0]!
    const answer = await demo.post(`/api/user/zizhi/${theirs.id}/renew`, {
      image: await uploaded(demo),
      expire_date: "2099-12-31",
    })
    expect(answer.status).toBe(404)
    expect(data<Licence[]>(await manager.get("/api/user/zizhi"))[0]).toEqual(theirs)
  })
})

describe("purchase requests", () => {
  it("seeds every state for demo and shows a detail with the answer", async () => {
    const list = data<Page<{ id: number; status: number; reply?: string }>>(
      await demo.get("/api/user/buy"),
    )
    expect(new Set(list.data.map((p) => p.status))).toEqual(new Set([0, 1, 2]))
    const arrived = list.data.find((p) => p.status === 1)!
    const detail = data<{ id: number; reply: string; phone: string }>(
      await demo.get(`/api/user/buy/${arrived.id}`),
    )
    expect(detail.reply).not.toBe("")
    expect(detail.phone).toBe("13912345678")
  })
  it("creates a request (§5 phone rule) that the list and the detail show", async () => {
    const bad = await demo.post("/api/user/buy", {
      name: "板蓝根颗粒",
      sccj: "广州白云山",
      ypgg: "10g*20袋",
      number: 30,
      phone: "12345",
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(["phone"])
    const created = data<{ id: number }>(
      await demo.post("/api/user/buy", {
        name: "板蓝根颗粒",
        sccj: "广州白云山",
        ypgg: "10g*20袋",
        number: 30,
        phone: "020-87654321",
        remarks: "",
      }),
    )
    const detail = data<{ name: string; phone: string; status: number }>(
      await demo.get(`/api/user/buy/${created.id}`),
    )
    expect(detail).toMatchObject({ name: "板蓝根颗粒", phone: "020-87654321", status: 0 })
    const list = data<Page<{ id: number }>>(await demo.get("/api/user/buy"))
    expect(list.data[0]?.id).toBe(created.id)
  })
  it("refuses another company's request (404)", async () => {
    const manager = await signedIn("manager")
    const theirs = data<Page<{ id: number }>>(await manager.get("/api/user/buy")).data[0]!.id
    expect((await demo.get(`/api/user/buy/${theirs}`)).status).toBe(404)
  })
})

describe("feedback", () => {
  it("takes a phone or an e-mail as contact, and says which field is wrong", async () => {
    const okMail = await demo.post("/api/user/feedback", {
      type: 3,
      content: "希望增加夜间配送服务",
      contact: "buyer_1@example.com",
    })
    expect(okMail.body.code).toBe(10000)
    const bad = await demo.post("/api/user/feedback", {
      type: 3,
      content: "希望增加夜间配送服务",
      contact: "not a contact",
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ contact: ["请输入正确的手机号、固定电话或邮箱"] })
  })
})

describe("bulk purchase matching", () => {
  it("matches by name, approval number, barcode and initials; says when nothing matches", async () => {
    const answer = await demo.post("/api/goods/match", {
      keyword: ["感冒灵颗粒", "国药准字Z20040063", barcodeOf({ id: 11 }), "lhqwjn", "不存在的药"],
      sccj: ["", "", "", "", ""],
      ypgg: ["", "", "", "", ""],
    })
    const match = data<Match>(answer)
    expect(match.rows.map((r) => [r.match_by, r.goods_ids])).toEqual([
      ["name", [1, 2, 3]],
      ["pzwh", [14]],
      ["barcode", [11]],
      ["initials", [14, 15, 16]],
      ["none", []],
    ])
    expect(match.goods.map((g) => g.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 11, 14, 15, 16])
    expect(match.goods.find((g) => g.id === 11)?.barcode).toBe(barcodeOf({ id: 11 }))
  })
  it("narrows by the maker hint", async () => {
    const match = data<Match>(
      await demo.post("/api/goods/match", { keyword: ["感冒灵颗粒"], sccj: ["华润三九"] }),
    )
    expect(match.rows[0]?.goods_ids).toEqual([1])
  })
  it("answers 500 rows, and refuses lists of different lengths", async () => {
    const keyword = Array.from({ length: 500 }, (_, i) => (i % 2 ? "感冒灵颗粒" : `gm${i}`))
    const started = performance.now()
    const match = data<Match>(await demo.post("/api/goods/match", { keyword }))
    expect(performance.now() - started).toBeLessThan(1000)
    expect(match.rows).toHaveLength(500)
    const bad = await demo.post("/api/goods/match", { keyword: ["a", "b"], sccj: ["x"] })
    expect(bad.status).toBe(422)
  })
  it("needs a session", async () => {
    expect((await server.client().post("/api/goods/match", { keyword: ["a"] })).status).toBe(401)
  })
})

describe("wallet and messages", () => {
  it("demo holds usable, used and expired coupons", async () => {
    for (const status of [0, 1, 2]) {
      const page = data<Page<{ status: number }>>(await demo.get("/api/user/coupon", { status }))
      expect(page.total).toBeGreaterThan(0)
      expect(page.data.every((c) => c.status === status)).toBe(true)
    }
  })
  it("marking another company's messages read changes nothing", async () => {
    const manager = await signedIn("manager")
    const theirs = data<Page<{ id: number }>>(await manager.get("/api/message", { is_read: 0 }))
    await demo.post("/api/message/read", { ids: theirs.data.map((m) => m.id) })
    const after = data<Page<{ id: number }>>(await manager.get("/api/message", { is_read: 0 }))
    expect(after.total).toBe(theirs.total)
  })
  it("marking one's own messages read lowers the header count", async () => {
    const before = data<{ message_count: number }>(await demo.get("/api/user/base")).message_count
    const unread = data<Page<{ id: number }>>(await demo.get("/api/message", { is_read: 0 }))
    await demo.post("/api/message/read", { ids: [unread.data[0]!.id] })
    const after = data<{ message_count: number }>(await demo.get("/api/user/base")).message_count
    expect(after).toBe(before - 1)
  })
  it("the company without history sees empty lists", async () => {
    const fresh = await signedIn("fresh")
    expect(data<unknown[]>(await fresh.get("/api/user/zizhi"))).toEqual([])
    expect(data<unknown[]>(await fresh.get("/api/address"))).toEqual([])
    for (const path of [
      "/api/user/coupon",
      "/api/user/buy",
      "/api/user/fast_buy",
      "/api/message",
      "/api/user/user_money_log",
      "/api/points/log",
      "/api/cash_voucher",
    ])
      expect(data<Page<unknown>>(await fresh.get(path)).total, path).toBe(0)
  })
})

describe("inspection reports", () => {
  type Report = { goods_name: string; sccj: string; created_at: string }
  type Filter = { makers: string[]; years: string[] }
  it("filters by a maker and a year from the filter call", async () => {
    const filter = data<Filter>(await demo.get("/api/jybg/filter"))
    expect(filter.makers.length).toBeGreaterThan(0)
    expect(filter.years.length).toBeGreaterThan(0)
    const maker = filter.makers[0]!
    const year = filter.years[0]!
    const all = data<{ total: number }>(await demo.get("/api/jybg")).total
    const byMaker = data<{ data: Report[]; total: number }>(await demo.get("/api/jybg", { maker }))
    expect(byMaker.total).toBeGreaterThan(0)
    expect(byMaker.total).toBeLessThanOrEqual(all)
    expect(byMaker.data.every((r) => r.sccj === maker)).toBe(true)
    const byYear = data<{ data: Report[] }>(await demo.get("/api/jybg", { year }))
    expect(byYear.data.every((r) => r.created_at.startsWith(year))).toBe(true)
    const none = data<{ total: number }>(await demo.get("/api/jybg", { maker: "无此厂家" }))
    expect(none.total).toBe(0)
  })
  it("finds a goods' reports by its name, its pinyin initials or its mnemonic, in any case", async () => {
    const names = async (keywords: string) =>
      new Set(
        data<{ data: Report[] }>(await demo.get("/api/jybg", { keywords })).data.map(
          (r) => r.goods_name,
        ),
      )
    for (const keywords of ["感冒灵", "gmlkl", "gmlj", " GMLJ "])
      expect([...(await names(keywords))], keywords).toEqual(["感冒灵颗粒"])
    expect((await names("zzzz")).size).toBe(0)
  })
  it("puts a year that is not four digits on its field", async () => {
    const answer = await demo.get("/api/jybg", { year: "24" })
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors ?? {})).toContain("year")
  })
})
