/**
 * Fetch Metadata: cross-site requests to /api are refused (403 envelope) except a top-level
 * navigation to a read-only GET; writes and GET /api/draw only from the same origin; origins
 * configured as allowed may call across sites; browsers without Fetch Metadata get the Origin
 * check. Content-Type of a body is matched exactly.
 */
import { request as httpRequest } from "node:http"
import fc from "fast-check"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { fetchAllowed, isFormType } from "../src/http/origin.ts"
import { startServer } from "./support.ts"
import type { Client, TestServer } from "./support.ts"

let server: TestServer
let client: Client

beforeAll(async () => {
  server = await startServer({ allowedOrigins: ["https://shop.example.com"] })
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.control("/__control/reset")
  client = server.client()
  await client.login()
})

/**
 * A GET with exactly these headers (fetch would set its own Sec-Fetch-Mode), with the client's
 * session cookie; the status.
 */
function rawGet(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, server.url),
      { headers: { ...headers, cookie: client.cookie } },
      (res) => {
        res.resume()
        res.on("end", () => resolve(res.statusCode ?? 0))
      },
    )
    req.on("error", reject)
    req.end()
  })
}

const crossSite = {
  "sec-fetch-site": "cross-site",
  "sec-fetch-mode": "cors",
  "sec-fetch-dest": "empty",
}
const navigation = {
  "sec-fetch-site": "cross-site",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
}

describe("Fetch Metadata on /api", () => {
  it("refuses a cross-site write and changes nothing", async () => {
    const before = server.app.db.favourites.length
    for (const site of ["cross-site", "same-site"]) {
      const res = await client.post(
        "/api/favorite",
        { goods_ids: [1] },
        { headers: { ...crossSite, "sec-fetch-site": site, origin: "https://evil.example" } },
      )
      expect(res.status).toBe(403)
      expect(res.body.code).toBe(403)
    }
    // A cross-site form post (navigation) is a write too.
    const form = await client.post(
      "/api/favorite",
      { goods_ids: [1] },
      { headers: { ...navigation, origin: "null" } },
    )
    expect(form.status).toBe(403)
    expect(server.app.db.favourites.length).toBe(before)
  })

  it("refuses a cross-site read by script or image, allows a top-level navigation to it", async () => {
    expect(await rawGet("/api/user/base", crossSite)).toBe(403)
    expect(
      await rawGet("/api/user/base", {
        ...crossSite,
        "sec-fetch-mode": "no-cors",
        "sec-fetch-dest": "image",
      }),
    ).toBe(403)
    expect(await rawGet("/api/user/base", { ...navigation, "sec-fetch-dest": "iframe" })).toBe(403)
    expect(await rawGet("/api/user/base", navigation)).toBe(200)
  })

  it("plays the draw only for a same-origin call, never for a cross-site navigation", async () => {
    await server.control("/__control/account", { username: "demo", draw_is_join: 0 })
    const drawId = server.app.db.draws[0]?.id ?? 1
    const records = server.app.db.drawRecords.length
    const variants: Record<string, string>[] = [
      navigation,
      { ...navigation, "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    ]
    for (const headers of variants)
      expect(await rawGet(`/api/draw?id=${drawId}`, headers), JSON.stringify(headers)).toBe(403)
    expect(server.app.db.drawRecords.length).toBe(records)
    const own = await rawGet(`/api/draw?id=${drawId}`, {
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "cors",
      "sec-fetch-dest": "empty",
    })
    expect(own).not.toBe(403)
    expect(server.app.db.drawRecords.length).toBeGreaterThan(records)
  })

  it("lets same-origin calls through, also through a proxy such as the dev server", async () => {
    const res = await client.post(
      "/api/favorite",
      { goods_ids: [2] },
      { headers: { "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:5173" } },
    )
    expect(res.body.code).toBe(10000)
  })

  it("lets an allowed origin call across sites", async () => {
    const res = await client.post(
      "/api/favorite",
      { goods_ids: [3] },
      { headers: { ...crossSite, origin: "https://shop.example.com" } },
    )
    expect(res.body.code).toBe(10000)
  })

  it("falls back to the Origin check without Fetch Metadata", async () => {
    const evil = await client.post(
      "/api/favorite",
      { goods_ids: [4] },
      { headers: { origin: "https://evil.example" } },
    )
    expect(evil.status).toBe(403)
    const none = await client.post("/api/favorite", { goods_ids: [4] })
    expect(none.body.code).toBe(10000)
  })

  it("does not restrict pages and pictures, which may be linked", async () => {
    const page = await fetch(new URL("/static/goods/1.svg", server.url), {
      headers: { ...crossSite, "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
    })
    expect(page.status).toBe(200)
  })

  it("never lets a cross-site write through, whatever the other headers (property)", () => {
    const allowed = new Set(["http://127.0.0.1:4020"])
    fc.assert(
      fc.property(
        fc.constantFrom("POST", "PUT", "DELETE", "PATCH"),
        fc.constantFrom("cross-site", "same-site"),
        fc.option(fc.constantFrom("navigate", "cors", "no-cors", "same-origin"), {
          nil: undefined,
        }),
        fc.option(fc.constantFrom("document", "empty", "iframe", "image"), { nil: undefined }),
        fc.option(fc.constantFrom("https://evil.example", "null", "http://localhost:5173"), {
          nil: undefined,
        }),
        fc.constantFrom("/api/cart", "/api/favorite", "/api/order"),
        (method, site, mode, dest, origin, path) => {
          const headers: Record<string, string> = { "sec-fetch-site": site }
          if (mode) headers["sec-fetch-mode"] = mode
          if (dest) headers["sec-fetch-dest"] = dest
          if (origin) headers.origin = origin
          return !fetchAllowed(method, path, headers, allowed, true)
        },
      ),
    )
  })
})

describe("Content-Type", () => {
  it("is matched exactly, not as a substring", async () => {
    expect(isFormType("application/x-www-form-urlencoded")).toBe(true)
    expect(isFormType("application/x-www-form-urlencoded; charset=UTF-8")).toBe(true)
    for (const t of [
      "text/plain; application/x-www-form-urlencoded",
      "text/plain;x-www-form-urlencoded",
      "application/x-www-form-urlencoded-evil",
      "application/x-www-form-urlencoded; charset=latin1",
      "multipart/form-data",
      undefined,
    ])
      expect(isFormType(t), String(t)).toBe(false)
    const before = server.app.db.favourites.length
    const res = await client.post("/api/favorite", undefined, {
      raw: "goods_ids%5B0%5D=5",
      contentType: "text/plain; application/x-www-form-urlencoded",
    })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe("请求数据格式错误")
    expect(server.app.db.favourites.length).toBe(before)
  })
})
