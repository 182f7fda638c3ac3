/**
 * Watchers of what a page must never do while it loads, for the page-wide walks: a
 * Content-Security-Policy violation (securitypolicyviolation events in any frame, and the
 * browser's own console reports), and a call's answer lost to a repeat of the same path.
 */
import type { ConsoleMessage, Page } from "@playwright/test"
import { expect } from "./fixtures.ts"

const MARK = "[csp-violation]"

/** Collects CSP violations of every frame of the page from now on. */
export async function watchCsp(page: Page): Promise<string[]> {
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
export function watchLostCalls(page: Page): { lost: () => string[]; quiet: () => Promise<void> } {
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
