/** Serving a built web app from the same origin: files, content types, gzip and SPA fallback. */
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
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
