/// <reference lib="dom" />
/**
 * The Content-Security-Policy holds the built app: every built page (the lists in pages.ts), as
 * the demo company with the draw banner and the chat frame, and as a guest where the page is a
 * guest's, runs with 0 CSP violations (securitypolicyviolation events in any frame, and the
 * browser's own console reports) and loses no call's answer to a repeat of the same path; the
 * chat page works inside the app's sandboxed frame; another origin cannot frame the mall.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { ConsoleMessage, Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"
import { builtPages, contentPages, zonePages } from "../pages.ts"
import { prepare } from "../a11y/axe.ts"

const MARK = "[csp-violation]"

/** Collects CSP violations of every frame of the page from now on. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.addInitScript((mark) => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `${mark} ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  }, MARK)
  page.on("console", (msg: ConsoleMessage) => {
    const text = msg.text()
    if (text.startsWith(MARK) || /Content Security Policy/i.test(text)) seen.push(text)
  })
  return seen
}

/**
 * Collects the calls whose answer was lost while the page loaded: a repeat request to the same
 * path cancels the earlier one (spec §9), so a page that asks one path twice at once with two
 * queries loses the first answer. A call cut short and asked again as it was is not lost.
 * `quiet()` waits until nothing on the page is loading (no `aria-busy` part: a route's code, a
 * list's skeleton) and no call is in flight: the network's idle moment can come before a page's
 * lazily loaded code has asked anything, and the next page's navigation would then cut the call
 * it asks next, which is the test's doing, not the page's.
 */
function watchLostCalls(page: Page): { lost: () => string[]; quiet: () => Promise<void> } {
  const cut: string[] = []
  const answered = new Set<string>()
  const pending = new Set<object>()
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/")
  page.on("request", (req) => {
    if (isApi(req.url())) pending.add(req)
  })
  page.on("requestfailed", (req) => {
    pending.delete(req)
    if (isApi(req.url()) && /ABORTED/.test(req.failure()?.errorText ?? ""))
      cut.push(`${req.method()} ${req.url()}`)
  })
  page.on("requestfinished", (req) => {
    pending.delete(req)
    if (isApi(req.url())) answered.add(`${req.method()} ${req.url()}`)
  })
  let calm = 0
  const quiet = async () => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    calm = 0
    // no call in flight on three looks in a row, 200 ms apart
    await expect
      .poll(() => (calm = pending.size === 0 ? calm + 1 : 0), { intervals: [200] })
      .toBeGreaterThanOrEqual(3)
  }
  return { lost: () => cut.filter((c) => !answered.has(c)), quiet }
}

test.describe("0 CSP violations on every built page, and no answer of its calls lost", () => {
  for (const built of builtPages) {
    test(`${built.name} ${built.url}`, async ({ page, control }) => {
      const violations = await watchCsp(page)
      const { lost, quiet } = watchLostCalls(page)
      await control.account({ username: "demo", contract_signed: 1, draw_is_join: 0 })
      if (built.guest !== true) await login(page)
      const url = await prepare(page, built)
      const res = await page.goto(url)
      expect(res?.headers()["content-security-policy"]).toContain("default-src 'self'")
      await page.waitForLoadState("networkidle")
      await expect(page.locator("main h1")).toHaveCount(1)
      await quiet()
      expect(violations).toEqual([])
      expect(lost()).toEqual([])
    })
  }
  // the zone, help, news and registration pages, in one test per kind to keep the run short
  for (const [kind, urls, guest] of [
    ["zones", zonePages, false],
    ["help, news and registration", contentPages, true],
  ] as const) {
    test(`${kind}: ${urls.length} pages`, async ({ page, control }) => {
      test.setTimeout(30_000 + urls.length * 8_000)
      const violations = await watchCsp(page)
      const { lost, quiet } = watchLostCalls(page)
      await control.account({ username: "demo", contract_signed: 1, draw_is_join: 0 })
      if (!guest) await login(page)
      for (const url of urls) {
        const res = await page.goto(url)
        expect(res?.headers()["content-security-policy"]).toContain("default-src 'self'")
        await page.waitForLoadState("networkidle")
        await expect(page.locator("main h1"), url).toHaveCount(1)
        await quiet()
      }
      expect(violations).toEqual([])
      expect(lost()).toEqual([])
    })
  }
})

test("the watcher sees a violation: an inline script is refused and reported", async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto("/404")
  await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "document.title = 'injected'"
    document.body.append(script)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(violations.join("\n")).toContain("script-src")
  expect(await page.title()).not.toBe("injected")
})

test("the chat page works in the app's sandboxed frame without a CSP violation", async ({
  page,
}) => {
  const violations = await watchCsp(page)
  await login(page)
  await page.goto("/")
  await page.getByRole("button", { name: "在线客服" }).click()
  const chat = page.frameLocator("iframe")
  await expect(chat.getByText("demo，您好")).toBeVisible()
  await chat.getByRole("textbox").fill("请问有货吗？")
  await chat.getByRole("button", { name: "发送" }).click()
  await expect(chat.getByText("已收到您的问题")).toBeVisible()
  expect(violations).toEqual([])
})

test("another origin cannot frame the mall", async ({ page, baseURL }) => {
  // A page of another origin, on this machine, with the mall in a frame.
  const other = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    res.end(`<!doctype html><title>x</title><iframe src="${baseURL}/" title="mall"></iframe>`)
  })
  await new Promise<void>((done) => other.listen(0, "127.0.0.1", done))
  try {
    const { port } = other.address() as AddressInfo
    const framed = page.waitForResponse(`${baseURL}/`)
    await page.goto(`http://localhost:${port}/`)
    // The mall answered the frame, with frame-ancestors 'none' …
    const headers = (await framed).headers()
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    expect(headers["x-frame-options"]).toBe("DENY")
    // … so the browser showed its error page instead of the mall.
    const frame = () => page.frames().find((f) => f !== page.mainFrame())
    await expect.poll(() => frame()?.url() ?? "").toMatch(/^chrome-error:/)
    await expect(page.frameLocator("iframe").getByText("医药批发商城")).toHaveCount(0)
  } finally {
    other.close()
  }
})
