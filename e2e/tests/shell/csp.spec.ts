/// <reference lib="dom" />
/**
 * The Content-Security-Policy holds the built app: every page runs with 0 CSP violations and loses
 * no call's answer (checked on every page by look/look.spec.ts, with the watchers of watch.ts);
 * here: the watcher sees a violation, the chat page works inside the app's sandboxed frame, and
 * another origin cannot frame the mall.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { test, expect, login } from "../fixtures.ts"
import { watchCsp } from "../watch.ts"

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
