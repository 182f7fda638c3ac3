/**
 * The first load's HTML names the page's own chunks: the SPA fallback reads the build's manifest
 * and puts the chunks and CSS of the path's page module in index.html's head.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { start } from "../src/server.ts"
import type { Running } from "../src/server.ts"

let server: Running

const manifest = {
  "index.html": {
    file: "assets/index-E.js",
    isEntry: true,
    imports: ["_framework-F.js"],
    css: ["assets/index-E.css"],
    dynamicImports: ["src/routes/index.tsx", "src/routes/list_info.tsx"],
  },
  "_framework-F.js": { file: "assets/framework-F.js" },
  "_goods-bits-G.js": {
    file: "assets/goods-bits-G.js",
    imports: ["_framework-F.js"],
    css: ["assets/goods-bits-G.css"],
  },
  "src/routes/index.tsx": {
    file: "assets/routes-H.js",
    isDynamicEntry: true,
    imports: ["_framework-F.js", "index.html", "_goods-bits-G.js"],
    css: ["assets/routes-H.css", "assets/index-E.css"],
  },
  "src/routes/list_info.tsx": {
    file: "assets/list_info-D.js",
    isDynamicEntry: true,
    imports: ["_framework-F.js", "_goods-bits-G.js"],
  },
  "src/routes/notFound.tsx": { file: "assets/notFound-N.js", isDynamicEntry: true },
  "src/routes/zhzx_basic.tsx": { file: "assets/zhzx_basic-B.js", isDynamicEntry: true },
}

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "mall-preload-"))
  mkdirSync(join(dir, "assets"))
  mkdirSync(join(dir, ".vite"))
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="zh-CN"><head><title>医药批发商城</title>' +
      '<script type="module" crossorigin src="/assets/index-E.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  )
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest))
  server = await start({ port: 0, strict: true, staticDir: dir, logger: () => undefined })
})
afterAll(() => server.close())

const head = async (path: string): Promise<string> => {
  const html = await (await fetch(new URL(path, server.url))).text()
  return html.slice(0, html.indexOf("</head>"))
}
const preloaded = (html: string): string[] =>
  [
    ...html.matchAll(
      /<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">/g,
    ),
  ]
    .map((m) => m[1]!)
    .sort()

it("names the home page's chunks and CSS in the head of /, not the entry's own", async () => {
  expect(preloaded(await head("/"))).toEqual([
    "/assets/goods-bits-G.css",
    "/assets/goods-bits-G.js",
    "/assets/routes-H.css",
    "/assets/routes-H.js",
  ])
})

it("names a goods detail's chunks for /list/info/:id, and nothing of other pages", async () => {
  expect(preloaded(await head("/list/info/7?from=list"))).toEqual([
    "/assets/goods-bits-G.css",
    "/assets/goods-bits-G.js",
    "/assets/list_info-D.js",
  ])
})

it("follows redirects to the page shown, and names the not-found page for an unknown path", async () => {
  expect(preloaded(await head("/zhzx"))).toEqual(["/assets/zhzx_basic-B.js"])
  expect(preloaded(await head("/no/such/page"))).toEqual(["/assets/notFound-N.js"])
})

it("keeps one ETag per page's HTML, answered 304 when it matches, and never serves the manifest", async () => {
  const home = await fetch(new URL("/", server.url))
  const detail = await fetch(new URL("/list/info/1", server.url))
  const etag = home.headers.get("etag")
  expect(etag).not.toBeNull()
  expect(detail.headers.get("etag")).not.toBe(etag)
  expect(home.headers.get("cache-control")).toBe("no-cache")
  const again = await fetch(new URL("/", server.url), { headers: { "if-none-match": etag! } })
  expect(again.status).toBe(304)
  expect((await fetch(new URL("/.vite/manifest.json", server.url))).status).toBe(404)
})
