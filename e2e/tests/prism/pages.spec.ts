/// <reference lib="dom" />
/**
 * The web app over the stateless Prism mock (`npm run start:prism`), offline. The built app (the
 * run's build, served by Vite's preview server with the same proxies: `--preview`) on its own
 * ports (PRISM_PORT 4353, PRISM_WEB_PORT 4363, PRISM_STATIC_PORT 4373): every built page
 * (pages.ts), signed in as a developer signs in on Prism (its login answers the example's session
 * cookie), shows its h1 from Prism's examples and is not sent to /login (a call answered 401
 * would send it there), no message is toasted or alerted (no Prism error example reaches the
 * buyer) and every picture on it loads, but a company's documents (licence pictures, receipts,
 * invoices, the WeChat binding code: the contract serves them only to a real session of their
 * company, which Prism's example session is not). Then the dev server as a front-end developer runs it
 * (ports + 1): every page's module loads without Vite re-bundling and reloading.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { readdirSync } from "node:fs"
import { test, expect } from "@playwright/test"
import { login } from "../fixtures.ts"
import { untilQuiet } from "../watch.ts"
import { builtPages, contentPages, zonePages } from "../pages.ts"

const root = new URL("../../..", import.meta.url).pathname
const ports = (offset: number) => ({
  MOCK_PORT: String(Number(process.env.PRISM_PORT ?? 4353) + offset),
  WEB_PORT: String(Number(process.env.PRISM_WEB_PORT ?? 4363) + offset),
  STATIC_PORT: String(Number(process.env.PRISM_STATIC_PORT ?? 4373) + offset),
})
const web = `http://127.0.0.1:${ports(0).WEB_PORT}`
/** A company's private documents: 404 without a session the picture server knows. */
const privateDocument = (url: string) =>
  /^\/static\/(zizhi|hmdd|invoice|qrcode)\//.test(new URL(url).pathname)
const devWeb = `http://127.0.0.1:${ports(1).WEB_PORT}`

interface Started {
  child: ChildProcess
  /** What start:prism printed, all of it (the dev server says when it re-bundles and reloads). */
  output: () => string
}

/** `npm run start:prism` with `args`, resolved once it prints that the page and /api answer. */
async function startPrism(env: Record<string, string>, args: string[]): Promise<Started> {
  let output = ""
  const child = spawn("node", ["scripts/start.mjs", "--prism", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`医药批发商城: open http://127.0.0.1:${env.WEB_PORT}/`)) resolve()
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.on("exit", (code) => reject(new Error(`start:prism exited with ${code}\n${output}`)))
  })
  return { child, output: () => output }
}

/** Stops the whole process group: start.mjs, Prism, the picture server and Vite. */
const stopPrism = (started: Started | undefined) => {
  if (started?.child.pid !== undefined) process.kill(-started.child.pid, "SIGTERM")
}

test.describe.configure({ mode: "serial", timeout: 120_000 })

test.describe("the built app on Prism's examples", () => {
  let app: Started | undefined
  test.use({ baseURL: web })
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    app = await startPrism(ports(0), ["--preview", process.env.E2E_DIST ?? "dist"])
  })
  test.afterAll(() => stopPrism(app))

  // pages that need state Prism's stateless examples cannot keep are marked `prism: false` there;
  // one test for the guest's pages and one for the signed-in buyer's, a step per page
  for (const signedIn of [false, true]) {
    const pages = builtPages.filter((b) => b.prism !== false && (b.guest !== true) === signedIn)
    test(`${signedIn ? "signed in" : "as a guest"}: ${pages.length} pages on Prism's examples`, async ({
      page,
    }) => {
      test.setTimeout(60_000 + pages.length * 20_000)
      const broken: string[] = []
      page.on("response", (res) => {
        if (res.request().resourceType() === "image" && res.status() >= 400) broken.push(res.url())
      })
      if (signedIn) await login(page)
      for (const built of pages) {
        await test.step(built.name, async () => {
          const url = built.url.replace("{ids}", "1").replace("{order}", "1")
          await untilQuiet(page, () => page.goto(url))
          await expect(page.locator("main h1"), url).toHaveCount(1, { timeout: 30_000 })
          await untilQuiet(page, async () => undefined)
          // a call answered 401 (no session) would have sent the buyer to the sign-in page
          if (signedIn) expect(new URL(page.url()).pathname, url).not.toBe("/login")
          await expect(page.locator("[data-sonner-toast]"), url).toHaveCount(0)
          await expect(page.getByRole("alertdialog"), url).toHaveCount(0)
          // pictures on the page load (they point at /static, served offline)
          const notLoaded = await page.evaluate(() =>
            Array.from(document.images)
              .filter((img) => img.complete && img.currentSrc !== "" && img.naturalWidth === 0)
              .map((img) => img.currentSrc),
          )
          expect(
            notLoaded.filter((u) => !privateDocument(u)),
            url,
          ).toEqual([])
        })
      }
      expect(broken.filter((u) => !privateDocument(u))).toEqual([])
    })
  }

  // the zone pages signed in, the help, news and registration pages signed out (one test per
  // kind, to keep the run short)
  for (const [kind, urls, signedIn] of [
    ["zones", zonePages, true],
    ["help, news and registration", contentPages, false],
  ] as const) {
    test(`${kind} on Prism's examples: ${urls.length} pages`, async ({ page }) => {
      test.setTimeout(60_000 + urls.length * 20_000)
      if (signedIn) await login(page)
      const toasts: string[] = []
      for (const url of urls) {
        await untilQuiet(page, () => page.goto(url))
        await expect(page.locator("main h1"), url).toHaveCount(1, { timeout: 30_000 })
        await untilQuiet(page, async () => undefined)
        if (signedIn) expect(new URL(page.url()).pathname, url).not.toBe("/login")
        const shown = await page.locator("[data-sonner-toast]").allInnerTexts()
        toasts.push(...shown.map((t) => `${url}: ${t}`))
        await expect(page.getByRole("alertdialog"), url).toHaveCount(0)
      }
      expect(toasts).toEqual([])
    })
  }

  test("the chat page and the app QR are served in Prism mode", async ({ request }) => {
    const chat = await request.get("/static/chat/index.html?username=demo&token=t")
    expect(chat.status()).toBe(200)
    expect(await chat.text()).toContain("在线客服")
    const qr = await request.get("/static/qr/app.svg")
    expect(qr.status()).toBe(200)
    expect(qr.headers()["content-type"]).toContain("image/svg+xml")
  })
})

test.describe("npm run start:prism, the dev server", () => {
  let dev: Started | undefined
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dev = await startPrism(ports(1), [])
  })
  test.afterAll(() => stopPrism(dev))

  test("every page's module loads without the dev server re-bundling and reloading", async ({
    page,
  }) => {
    test.setTimeout(300_000)
    await page.goto(`${devWeb}/`)
    await expect(page.locator("main h1")).toHaveCount(1, { timeout: 60_000 })
    const modules = readdirSync(`${root}web/src/routes`).filter((f) => f.endsWith(".tsx"))
    const failed = await page.evaluate(async (files) => {
      const results = await Promise.allSettled(files.map((f) => import(`/src/routes/${f}`)))
      return results.flatMap((r, i) =>
        r.status === "rejected" ? [`${files[i]}: ${r.reason}`] : [],
      )
    }, modules)
    // what the dev server said, for a failure: a reload or a re-bundle fails every import at once
    expect(failed, dev?.output().slice(-3000)).toEqual([])
    expect(dev?.output()).not.toContain("optimized dependencies changed")
    expect(dev?.output()).not.toContain("page reload")
  })
})
