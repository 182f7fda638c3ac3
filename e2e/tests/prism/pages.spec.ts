/// <reference lib="dom" />
/**
 * The web app over the stateless Prism mock (`npm run start:prism`), started here on its own ports
 * (PRISM_PORT 4353, PRISM_WEB_PORT 4363, PRISM_STATIC_PORT 4373): every built page (pages.ts)
 * shows its h1 from Prism's examples, no message is toasted or alerted (no Prism error example
 * reaches the buyer) and every picture on it loads, offline.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { test, expect } from "@playwright/test"
import { builtPages, contentPages, zonePages } from "../pages.ts"

const root = new URL("../../..", import.meta.url).pathname
const mockPort = process.env.PRISM_PORT ?? "4353"
const webPort = process.env.PRISM_WEB_PORT ?? "4363"
const staticPort = process.env.PRISM_STATIC_PORT ?? "4373"
const web = `http://127.0.0.1:${webPort}`

let app: ChildProcess | undefined
/** What start:prism printed, all of it (the dev server says when it re-bundles and reloads). */
let output = ""

test.describe.configure({ mode: "serial", timeout: 120_000 })
test.use({ baseURL: web })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const child = spawn("node", ["scripts/start.mjs", "--prism"], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: mockPort, WEB_PORT: webPort, STATIC_PORT: staticPort },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  app = child
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      // npm start:prism prints the address once the page and /api answer
      if (output.includes(`医药批发商城: open ${web}/`)) resolve()
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.on("exit", (code) => reject(new Error(`start:prism exited with ${code}\n${output}`)))
  })
})

test.afterAll(() => {
  // the whole process group: start.mjs, Prism, the picture server and Vite
  if (app?.pid !== undefined) process.kill(-app.pid, "SIGTERM")
})

// pages that need state Prism's stateless examples cannot keep are marked `prism: false` there
for (const built of builtPages.filter((b) => b.prism !== false)) {
  test(`${built.name} on Prism's examples`, async ({ page }) => {
    const url = built.url.replace("{ids}", "1").replace("{order}", "1")
    const broken: string[] = []
    page.on("response", (res) => {
      if (res.request().resourceType() === "image" && res.status() >= 400) broken.push(res.url())
    })
    await page.goto(url)
    await expect(page.locator("main h1")).toHaveCount(1, { timeout: 30_000 })
    await page.waitForLoadState("networkidle")
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
    // pictures on the page load (they point at /static, served offline)
    const notLoaded = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.currentSrc !== "" && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    )
    expect(notLoaded).toEqual([])
    expect(broken).toEqual([])
  })
}

// the zone, help, news and registration pages (one test per kind, to keep the run short)
for (const [kind, urls] of [
  ["zones", zonePages],
  ["help, news and registration", contentPages],
] as const) {
  test(`${kind} on Prism's examples: ${urls.length} pages`, async ({ page }) => {
    test.setTimeout(60_000 + urls.length * 20_000)
    const toasts: string[] = []
    for (const url of urls) {
      await page.goto(url)
      await expect(page.locator("main h1"), url).toHaveCount(1, { timeout: 30_000 })
      await page.waitForLoadState("networkidle")
      const shown = await page.locator("[data-sonner-toast]").allInnerTexts()
      toasts.push(...shown.map((t) => `${url}: ${t}`))
      await expect(page.getByRole("alertdialog"), url).toHaveCount(0)
    }
    expect(toasts).toEqual([])
  })
}

test("the dev server never re-bundles and reloads a page mid-visit", () => {
  expect(output).not.toContain("optimized dependencies changed")
})

test("the chat page and the app QR are served in Prism mode", async ({ request }) => {
  const chat = await request.get("/static/chat/index.html?username=demo&token=t")
  expect(chat.status()).toBe(200)
  expect(await chat.text()).toContain("在线客服")
  const qr = await request.get("/static/qr/app.svg")
  expect(qr.status()).toBe(200)
  expect(qr.headers()["content-type"]).toContain("image/svg+xml")
})
