/**
 * The headers every answer carries (page, asset, API, picture, chat page, 404), and how the built
 * app is served: brotli or gzip, immutable hashed assets, no-cache index.html, ETag/304, no source
 * maps.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync } from "node:zlib"
import { request as httpRequest } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appCsp, cspSource } from "../src/http/headers.ts"
import { startServer } from "./support.ts"
import type { TestServer } from "./support.ts"

let server: TestServer
const script = `console.log(${JSON.stringify("医药".repeat(3000))})\n`

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "mall-headers-"))
  mkdirSync(join(dir, "assets"))
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="zh-CN"><title>x</title></html>',
  )
  writeFileSync(join(dir, "assets", "index-AbC123.js"), script)
  writeFileSync(join(dir, "assets", "index-AbC123.js.map"), '{"version":3,"sources":["secret.ts"]}')
  server = await startServer({
    staticDir: dir,
    csp: { img: ["https://img.example.com"], frame: ["https://chat.example.com"] },
  })
})
afterAll(() => server.close())

/** A raw GET, so no client decodes or adds anything. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, server.url), { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on("error", reject)
    req.end()
  })
}

function expectHardened(h: Record<string, string | string[] | undefined>, framedBySelf = false) {
  const csp = String(h["content-security-policy"])
  expect(csp).toMatch(framedBySelf ? /default-src 'none'/ : /default-src 'self'/)
  expect(csp).toContain("object-src 'none'")
  expect(csp).toMatch(/base-uri '(self|none)'/)
  expect(csp).toContain("form-action 'self'")
  expect(csp).toContain(framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'")
  expect(csp).toMatch(/script-src 'self'(;|$)/)
  expect(csp).not.toContain("unsafe-eval")
  expect(h["x-content-type-options"]).toBe("nosniff")
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(String(h["permissions-policy"])).toContain("camera=()")
  expect(h["cross-origin-opener-policy"]).toBe("same-origin")
}

describe("security headers", () => {
  it("are on the page, an asset, an API answer, a picture, an error and a 404", async () => {
    for (const path of [
      "/",
      "/cart",
      "/assets/index-AbC123.js",
      "/api/goods/hot",
      "/api/user/base",
      "/static/goods/1.svg",
      "/static/qr/app.svg",
      "/nowhere.js",
    ]) {
      const res = await get(path)
      expectHardened(res.headers)
      expect(res.headers["x-frame-options"], path).toBe("DENY")
    }
  })

  it("let the app frame its own chat page, which runs no inline script", async () => {
    const res = await get("/static/chat/index.html?username=demo&token=t")
    expect(res.status).toBe(200)
    expectHardened(res.headers, true)
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN")
    const html = res.body.toString()
    expect(html).not.toMatch(/<script>[^<]/)
    expect(html).not.toMatch(/<style>/)
    const js = await get("/static/chat/chat.js")
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expectHardened(js.headers)
  })

  it("allow pictures, calls and frames only from the own origin and the configured hosts", async () => {
    const csp = String((await get("/")).headers["content-security-policy"])
    expect(csp).toContain("img-src 'self' data: https://img.example.com")
    expect(csp).toContain("frame-src 'self' https://chat.example.com")
    expect(csp).toContain("connect-src 'self';")
    expect(() => appCsp({ img: ["https://user@evil.example"] })).toThrow()
    expect(() => cspSource("javascript:alert(1)")).toThrow()
    expect(cspSource("https://img.example.com/")).toBe("https://img.example.com")
  })
})

describe("the built app", () => {
  it("is served with brotli, else gzip, else plain; hashed assets immutable", async () => {
    const br = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip, deflate, br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(br.headers.vary).toBe("accept-encoding")
    const gz = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    const plain = await get("/assets/index-AbC123.js", { "accept-encoding": "br;q=0" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it("answers 304 to a matching ETag, per encoding, and index.html is no-cache", async () => {
    const first = await get("/assets/index-AbC123.js", { "accept-encoding": "br" })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await get("/assets/index-AbC123.js", {
      "accept-encoding": "br",
      "if-none-match": etag,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const otherEncoding = await get("/assets/index-AbC123.js", {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    })
    expect(otherEncoding.status).toBe(200)
    const page = await get("/list")
    expect(page.headers["cache-control"]).toBe("no-cache")
    expect(page.headers.etag).toBeDefined()
    expect((await get("/list", { "if-none-match": String(page.headers.etag) })).status).toBe(304)
  })

  it("never serves source maps", async () => {
    const map = await get("/assets/index-AbC123.js.map")
    expect(map.status).toBe(404)
    expect(map.body.toString()).not.toContain("secret.ts")
  })
})
