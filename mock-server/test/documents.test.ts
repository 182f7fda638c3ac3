/**
 * A company's documents under /static/ (licence pictures, 含麻 receipts, e-invoices, the WeChat
 * binding code) are served only to the signed-in stores of that company, privately cached; a
 * guest, another company and a key that names nothing all get the same 404.
 */
import { describe, expect, it } from "vitest"
import { data, serverPerFile } from "./support.ts"
import type { Client } from "./support.ts"

const server = serverPerFile()

type Rows<T> = { data: T[] }

/** The document URLs the demo company's answers hand out, one of each kind. */
async function documentsOf(c: Client): Promise<Record<string, string>> {
  const licences = data<{ image: string }[]>(await c.get("/api/user/zizhi"))
  const invoices = data<Rows<{ pdf_url: string }>>(await c.get("/api/invoice"))
  const receipts = data<Rows<{ receipt_image: string }>>(await c.get("/api/hmdd"))
  const code = data<{ qrcode_url: string }>(await c.post("/api/user/create_code"))
  return {
    licence: licences[0]?.image ?? "",
    invoice: invoices.data[0]?.pdf_url ?? "",
    receipt: receipts.data.find((r) => r.receipt_image !== "")?.receipt_image ?? "",
    wechat: code.qrcode_url,
  }
}

async function fetchAs(url: string, cookie: string): Promise<Response> {
  return fetch(new URL(url, server.url), { headers: cookie ? { cookie } : {} })
}

describe("documents of a company", () => {
  it("are shown to its own stores, privately cached, and to nobody else (404)", async () => {
    const demo = server.client()
    await demo.login("demo")
    const docs = await documentsOf(demo)
    expect(docs.licence).toMatch(/^\/static\/zizhi\/zizhi-\d+\.svg$/)
    expect(docs.invoice).toMatch(/^\/static\/invoice\/invoice-\d+\.svg$/)
    expect(docs.receipt).toMatch(/^\/static\/hmdd\/receipt-\d+\.svg$/)
    expect(docs.wechat).toMatch(/^\/static\/qrcode\/wechat-\d+\.svg$/)

    const branch = server.client()
    await branch.login("demo2")
    const other = server.client()
    await other.login("manager")
    for (const [kind, url] of Object.entries(docs)) {
      for (const [who, cookie] of [
        ["demo", demo.cookie],
        ["demo2, a store of the same company", branch.cookie],
      ]) {
        const res = await fetchAs(url, cookie ?? "")
        expect(res.status, `${kind} as ${who}`).toBe(200)
        expect(res.headers.get("content-type")).toBe("image/svg+xml")
        expect(res.headers.get("cache-control")).toMatch(/^private\b/)
        expect(await res.text()).toContain("<svg")
      }
      for (const [who, cookie] of [
        ["another company", other.cookie],
        ["a guest", ""],
      ]) {
        const res = await fetchAs(url, cookie ?? "")
        expect(res.status, `${kind} as ${who}`).toBe(404)
        expect(res.headers.get("cache-control")).toBe("no-store")
        expect(await res.json()).toEqual({ code: 404, message: "文件不存在", data: null })
      }
    }
  })

  it("a key that names nothing is the same 404, signed in or not", async () => {
    const demo = server.client()
    await demo.login("demo")
    for (const url of [
      "/static/zizhi/zizhi-999999.svg",
      "/static/hmdd/receipt-999999.svg",
      "/static/invoice/invoice-999999.svg",
      "/static/qrcode/wechat-999999.svg",
      "/static/qrcode/anything.svg",
    ]) {
      const res = await fetchAs(url, demo.cookie)
      expect(res.status, url).toBe(404)
    }
  })

  it("the pictures every page shows stay public", async () => {
    for (const url of ["/static/goods/1.svg", "/static/qr/app.svg", "/static/ad/ad-1.svg"]) {
      const res = await fetchAs(url, "")
      expect(res.status, url).toBe(200)
      expect(res.headers.get("cache-control")).toMatch(/^public\b/)
    }
  })
})
