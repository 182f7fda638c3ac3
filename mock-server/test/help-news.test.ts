/** Help centre and news: articles by page, site qualifications, complaints, news paging. */
import { beforeEach, describe, expect, it } from "vitest"
import * as Routes from "@mall/core/Routes"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

const server = serverPerFile()
let guest: Client

beforeEach(async () => {
  guest = server.client()
})

interface Category {
  name: string
  children: { id: number; name: string; path?: string }[]
}
interface Article {
  id: number
  title: string
  content?: string
  created_at: string
}
interface NewsPage {
  data: Article[]
  total: number
  current_page: number
  last_page: number
}

describe("help centre", () => {
  it("every help page of the route table has its article in the footer's categories", async () => {
    const categories = data<Category[]>(await guest.get("/api/help/category"))
    const paths = categories.flatMap((c) => c.children.map((ch) => ch.path))
    const helpPages = Routes.routes.filter((r) => r.name.startsWith("help_")).map((r) => r.path)
    expect([...paths].sort()).toEqual([...helpPages].sort())
    for (const child of categories.flatMap((c) => c.children)) {
      const a = data<Article>(await guest.get(`/api/help/article/${child.id}`))
      expect(a.title).toBe(child.name)
      expect(a.content).toMatch(/<p>|<li>/)
    }
    expect((await guest.get("/api/help/article/999")).status).toBe(404)
  })

  it("the user agreement and the site's qualifications with licence numbers", async () => {
    const agreement = data<Article>(await guest.get("/api/help/article/5"))
    expect(agreement.title).toBe("用户协议")
    const q = data<{ name: string; number: string; valid_until: string }[]>(
      await guest.get("/api/help/qualifications"),
    )
    expect(q.map((x) => x.name)).toContain("药品经营许可证")
    expect(q.map((x) => x.name)).toContain("互联网药品信息服务资格证书")
    for (const x of q) {
      expect(x.number).not.toBe("")
      expect(x.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it("takes a complaint from a guest with a phone or an e-mail, and refuses one without", async () => {
    const none = await guest.post("/api/help/complaint", { type: 1, content: "发票迟迟未开具" })
    expect(none.status).toBe(422)
    expect(none.body.errors).toEqual({ phone: ["请填写手机号或邮箱"] })
    const badPhone = await guest.post("/api/help/complaint", {
      type: 1,
      content: "发票迟迟未开具",
      phone: "12345",
    })
    expect(badPhone.body.errors).toEqual({ phone: ["联系电话格式不正确"] })
    const badMail = await guest.post("/api/help/complaint", {
      type: 2,
      content: "希望增加夜间配送",
      email: "a@b",
    })
    expect(badMail.body.errors).toEqual({ email: ["邮箱格式不正确"] })
    expect(server.app.db.complaints).toEqual([])
    const ok = await guest.post("/api/help/complaint", {
      type: 2,
      content: "希望增加夜间配送",
      email: "li@example.com",
    })
    expect(ok.body.message).toBe("提交成功，我们会尽快处理")
    const landline = await guest.post("/api/help/complaint", {
      type: 1,
      content: "送货员态度不好",
      phone: "020-12345678",
    })
    expect(landline.status).toBe(200)
    expect(server.app.db.complaints.map((c) => [c.type, c.userId])).toEqual([
      [2, null],
      [1, null],
    ])
  })

  it("a signed-in store's complaint is its own", async () => {
    await guest.login("demo")
    data(
      await guest.post("/api/help/complaint", {
        type: 1,
        content: "订单发货太慢了",
        phone: "13912345678",
      }),
    )
    const demo = server.app.db.users.find((u) => u.username === "demo")
    expect(server.app.db.complaints[0]?.userId).toBe(demo?.id)
  })
})

describe("news", () => {
  it("pages each type, newest first", async () => {
    const p1 = data<NewsPage>(await guest.get("/api/news", { type: "hy" }))
    expect([p1.total, p1.current_page, p1.last_page, p1.data.length]).toEqual([12, 1, 2, 10])
    const p2 = data<NewsPage>(await guest.get("/api/news", { type: "hy", page: 2 }))
    expect(p2.data.length).toBe(2)
    const all = [...p1.data, ...p2.data]
    expect(new Set(all.map((n) => n.id)).size).toBe(12)
    const dates = all.map((n) => n.created_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    const company = data<NewsPage>(await guest.get("/api/news", { type: "company" }))
    expect(company.data.some((n) => all.some((h) => h.id === n.id))).toBe(false)
  })

  it("a news item with its previous and next of the same type", async () => {
    const list = data<NewsPage>(await guest.get("/api/news", { type: "company" })).data
    const [first, second, third] = list
    const mid = data<Article & { prev: Article | null; next: Article | null }>(
      await guest.get(`/api/news/${second!.id}`, { type: "company" }),
    )
    expect(mid.prev).toEqual({ id: first!.id, title: first!.title })
    expect(mid.next).toEqual({ id: third!.id, title: third!.title })
    const top = data<{ prev: unknown }>(await guest.get(`/api/news/${first!.id}`))
    expect(top.prev).toBeNull()
    expect((await guest.get(`/api/news/${first!.id}`, { type: "hy" })).status).toBe(404)
    expect((await guest.get("/api/news/9999")).status).toBe(404)
  })
})
