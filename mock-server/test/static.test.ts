/** Serving a built web app from the same origin: files, content types, gzip and SPA fallback. */
import { request } from "node:http"
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync } from "node:zlib"
import { afterAll, beforeAll, expect, it } from "vitest"
import { start } from "../src/server.ts"
import type { Running } from "../src/server.ts"

let server: Running

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "mall-static-"))
  mkdirSync(join(dir, "assets"))
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="zh-CN"><title>医药批发商城</title></html>',
  )
  writeFileSync(join(dir, "assets", "app.js"), `console.log(${JSON.stringify("x".repeat(4000))})`)
  // the build's own brotli sibling (web/vite.config.ts precompress), told apart by its content
  const big = (word: string) => `console.log(${JSON.stringify(word.repeat(1000))})`
  writeFileSync(join(dir, "assets", "built.js"), big("file"))
  writeFileSync(join(dir, "assets", "built.js.br"), brotliCompressSync(big("sibling")))
  // a sibling older than its file, left by an earlier build: not used
  writeFileSync(join(dir, "assets", "stale.js"), big("file"))
  writeFileSync(join(dir, "assets", "stale.js.br"), brotliCompressSync(big("stale")))
  const before = new Date(Date.now() - 60_000)
  utimesSync(join(dir, "assets", "stale.js.br"), before, before)
  server = await start({ port: 0, strict: true, staticDir: dir, logger: () => undefined })
})
afterAll(() => server.close())

it("serves files with their content type and gzip", async () => {
  const res = await fetch(new URL("/assets/app.js", server.url), {
    headers: { "accept-encoding": "gzip" },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
  expect(res.headers.get("content-encoding")).toBe("gzip")
  expect(res.headers.get("cache-control")).toContain("immutable")
  expect((await res.text()).length).toBeGreaterThan(4000)
})

it("serves the build's brotli sibling of a file as it is, unless it is older than the file", async () => {
  // the bytes as sent, read through a raw request (fetch would decode them itself)
  const sent = (path: string) =>
    new Promise<{ coding: string | undefined; text: string }>((done, fail) => {
      request(new URL(path, server.url), { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () =>
          done({
            coding: res.headers["content-encoding"],
            text: brotliDecompressSync(Buffer.concat(chunks)).toString("utf8"),
          }),
        )
      })
        .on("error", fail)
        .end()
    })
  const built = await sent("/assets/built.js")
  expect(built.coding).toBe("br")
  expect(built.text).toContain("sibling")
  const stale = await sent("/assets/stale.js")
  expect(stale.coding).toBe("br")
  expect(stale.text).toContain("file")
  expect(stale.text).not.toContain("stale")
})

it("falls back to index.html for app routes, not for missing assets or the API", async () => {
  const page = await fetch(new URL("/cart/step2?x=1", server.url))
  expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
  expect(await page.text()).toContain("医药批发商城")
  expect((await fetch(new URL("/assets/missing.js", server.url))).status).toBe(404)
  const api = await fetch(new URL("/api/nope", server.url))
  expect(api.status).toBe(404)
  expect(((await api.json()) as { message: string }).message).toBe("接口不存在")
})

it("serves the generated chat page, app QR code and seed pictures", async () => {
  const chat = await fetch(new URL("/static/chat/index.html?username=demo&token=t", server.url))
  expect(chat.status).toBe(200)
  expect(chat.headers.get("content-type")).toBe("text/html; charset=utf-8")
  const html = await chat.text()
  expect(html).toContain("在线客服")
  expect(html).toContain('<script src="/static/chat/chat.js"></script>')
  const script = await (await fetch(new URL("/static/chat/chat.js", server.url))).text()
  expect(script).toContain("textContent")
  expect(script).not.toContain("innerHTML")
  const qr = await fetch(new URL("/static/qr/app.svg", server.url))
  expect(qr.status).toBe(200)
  expect(qr.headers.get("content-type")).toBe("image/svg+xml")
  expect(await qr.text()).toContain("扫码下载手机APP")
  const goods = await fetch(new URL("/static/goods/1.svg", server.url))
  expect(goods.status).toBe(200)
  const missing = await fetch(new URL("/static/nothing/here.svg", server.url))
  expect(missing.status).toBe(404)
})
