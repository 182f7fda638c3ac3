/**
 * Watchers of what a page must never do while it loads, for the page-wide walks: a
 * Content-Security-Policy violation (securitypolicyviolation events in any frame, and the
 * browser's own console reports), and a call's answer lost to a repeat of the same path; and
 * `untilQuiet`, the wait for a page's calls and files to be in.
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
 */
export function watchLostCalls(page: Page): { lost: () => string[] } {
  const cut: string[] = []
  const answered = new Set<string>()
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/")
  page.on("requestfailed", (req) => {
    if (isApi(req.url()) && /ABORTED/.test(req.failure()?.errorText ?? ""))
      cut.push(`${req.method()} ${req.url()}`)
  })
  page.on("requestfinished", (req) => {
    if (isApi(req.url())) answered.add(`${req.method()} ${req.url()}`)
  })
  return { lost: () => cut.filter((c) => !answered.has(c)) }
}

/**
 * Does `action` (a navigation, a resize) and waits until every request the page made meanwhile,
 * and after, has been answered and none has been asked for `quietMs`. Playwright's "networkidle"
 * waits for 500 ms without any connection; the dev back end answers in a few milliseconds, so a
 * shorter quiet is the same moment, reached sooner, on every page of a walk.
 */
export async function untilQuiet<T>(
  page: Page,
  action: () => Promise<T>,
  quietMs = 150,
): Promise<T> {
  const pending = new Set<object>()
  let changed = Date.now()
  const asked = (req: object) => {
    pending.add(req)
    changed = Date.now()
  }
  const done = (req: object) => {
    pending.delete(req)
    changed = Date.now()
  }
  page.on("request", asked)
  page.on("requestfinished", done)
  page.on("requestfailed", done)
  try {
    const result = await action()
    await expect
      .poll(() => pending.size === 0 && Date.now() - changed >= quietMs, {
        message: "the page's requests are answered",
        intervals: [25],
        timeout: 15_000,
      })
      .toBe(true)
    return result
  } finally {
    page.off("request", asked)
    page.off("requestfinished", done)
    page.off("requestfailed", done)
  }
}
