/**
 * One look on every page. Each page of the route table (routes.ts) is opened at its widths, with
 * the mall's data seeded at a fixed time and the page's clock fixed (a few pages one after another
 * in one tab, which forgets each before the next), and checked four ways:
 * - its layout (measure.ts): one h1 and no heading repeated; no text clipped or running out of its
 *   box; no control under the right panel or the draw banner at any scroll position; the buy rows
 *   of one visual row of goods at one height; no native date or file widget; every button and field
 *   drawn by the design system at its size's one height, every field with the one border;
 * - axe (WCAG 2.1 A/AA and best practice), at 1440 px;
 * - its Content-Security-Policy header, no CSP violation while it loads (in any frame), and no
 *   call's answer lost to a repeat of the same path (watch.ts), no NaN or undefined in its text;
 * - its picture against the baseline in `screens/` (animations off, the draw banner closed):
 *   equal to the byte, or else within `toHaveScreenshot`'s tolerance. A page that changes fails
 *   until its new picture is looked at and committed
 *   (`npm run test:screens -- --update-snapshots`, README "Screenshots").
 * The gallery of the design system is held the same way, and a test proves each check fails on a
 * page that drifted.
 */
import { existsSync, readFileSync } from "node:fs"
import type { Page, TestInfo } from "@playwright/test"
import * as Messages from "../../../core/src/Messages.ts"
import * as Routes from "../../../core/src/Routes.ts"
import { axeViolations } from "../a11y/axe.ts"
import { test, expect, login, type Control } from "../fixtures.ts"
import { untilQuiet, watchCsp, watchLostCalls } from "../watch.ts"
import { measureLook, type Look } from "./measure.ts"
import { samples, type Sample } from "./routes.ts"

// a picture is taken of a page at rest: the home carousel does not turn by itself for a buyer
// who asks for reduced motion (and no animation runs), however long the page took to load
test.use({ reducedMotion: "reduce" })

/** The time the mall is seeded at and the page's clock shows: Friday 27 November 2026, 10:00 in Shanghai. */
const T0 = Date.parse("2026-11-27T10:00:00+08:00")
/** One height per size (tokens.css --control-sm|md|lg). */
const BUTTON_HEIGHT: Readonly<Record<string, number>> = { sm: 28, md: 34, lg: 40 }
const FIELD_HEIGHT: Readonly<Record<string, number>> = { sm: 28, md: 34 }
/** The one border of a field at rest (tokens.css --color-border-strong). */
const FIELD_BORDER = "1px solid rgb(201, 201, 201)"

/** Everything the layout check finds wrong with a page, as readable lines (empty: none). */
export function problemsOf(look: Look): string[] {
  const out: string[] = []
  if (look.h1.length !== 1) out.push(`h1 ×${look.h1.length}: ${look.h1.join(" | ")}`)
  for (const h of look.repeatedHeadings) out.push(`heading repeated: ${h}`)
  for (const w of look.nativeWidgets) out.push(`native widget: ${w}`)
  for (const c of look.clipped) out.push(`text clipped or overflowing: ${c}`)
  for (const r of look.buyRows) out.push(`buy row out of line: ${r}`)
  for (const c of look.covered) out.push(`control under a fixed layer: ${c}`)
  for (const u of look.undesigned) out.push(`not drawn by the design system: ${u}`)
  for (const b of look.buttons) {
    const want = BUTTON_HEIGHT[b.size]
    if (want === undefined) out.push(`button without a size: ${b.text}`)
    else if (Math.abs(b.h - want) > 0.5)
      out.push(`button ${b.text} (${b.size}) is ${b.h} px, not ${want}`)
  }
  for (const f of look.fields) {
    const want = FIELD_HEIGHT[f.size]
    if (want === undefined) out.push(`field without a size: ${f.name}`)
    else if (Math.abs(f.h - want) > 0.5)
      out.push(`field ${f.name} (${f.size}) is ${f.h} px, not ${want}`)
    if (!f.marked && f.border !== FIELD_BORDER)
      out.push(`field ${f.name} has the border ${f.border}`)
  }
  return out
}

/** The mall seeded at T0 (the server's clock frozen there); the page's clock is at T0 too. */
async function atFixedTime(control: Control): Promise<void> {
  await control.clock({ set: T0, frozen: true })
  await control.reset({ keepClock: true })
}

/** Opens a sample, prepared, signed in or not; waits for the page to settle. */
async function open(page: Page, control: Control, sample: Sample): Promise<void> {
  await control.account({ username: "demo", contract_signed: 1 })
  if (sample.guest !== true) await login(page)
  const url = sample.prepare === undefined ? sample.url : await sample.prepare(page, sample.url)
  if (!page.url().endsWith(url)) {
    const res = await untilQuiet(page, () => page.goto(url))
    expect(res?.headers()["content-security-policy"]).toContain("default-src 'self'")
  }
  await settle(page)
}

async function settle(page: Page, { busy = 0 } = {}): Promise<void> {
  // the page's code and data are in: its heading is drawn and nothing is loading (but what it
  // shows loading on purpose, as the gallery does)
  await expect(page.locator("h1").first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(busy)
  // and what it asked for on the way (a lazily loaded part's code and data) is in too
  await untilQuiet(page, () => page.evaluate(() => document.fonts.ready))
}

/**
 * Closes the draw banner when it shows and holds the page's time still from then on (the
 * countdowns, the carousel): the jump ends the banner's 1 s slide out at once.
 */
async function closeDrawBannerAndHoldTime(page: Page): Promise<void> {
  const banner = page.getByRole("region", { name: "幸运抽奖" })
  const shown = (await banner.count()) > 0
  if (shown) await banner.getByRole("button", { name: "关闭抽奖" }).click()
  await page.clock.pauseAt(T0 + 60_000)
  if (shown) await expect(banner).toHaveCount(0)
}

const PICTURE = { fullPage: true, animations: "disabled", caret: "hide" } as const

/**
 * The page as it is: a full-page picture with every picture in, carets and animations off. A
 * picture whose PNG is the baseline's to the byte is the same picture; any other goes to
 * `toHaveScreenshot`, which compares pixels (with its tolerance), retries an unsteady page, writes
 * the diff and refreshes the baseline under --update-snapshots. Decoding and comparing two
 * full-page pictures in the test process costs more than taking one.
 */
async function screenshot(
  page: Page,
  name: string,
  testInfo: TestInfo,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  // a full-page picture shows what lies below the window: lazy pictures are asked for now.
  // Left out of the picture, so that the same page gives the same bytes in every run: the digits
  // of the home page's 秒杀 countdown (it counts from the server's time, told in whole seconds,
  // and the page's load time, so its last digit differs from run to run; its boxes stay) and the
  // browser's own resize grip of a text area (not drawn by the design system). Set through the
  // CSSOM: the page's CSP refuses an added style sheet.
  await page.evaluate(async () => {
    for (const digit of document.querySelectorAll<HTMLElement>('[data-testid="spike-countdown"] b'))
      digit.style.setProperty("color", "transparent", "important")
    for (const area of document.querySelectorAll("textarea"))
      area.style.setProperty("resize", "none", "important")
    const images = [...document.images]
    for (const img of images) img.loading = "eager"
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
  })
  await page.mouse.move(0, 0)
  const baseline = testInfo.snapshotPath(`${name}.png`)
  if (testInfo.config.updateSnapshots !== "all" && existsSync(baseline)) {
    const picture = await page.screenshot(PICTURE)
    if (picture.equals(readFileSync(baseline))) return
  }
  await expect(page, `the screenshot of ${name} (${testInfo.title})`).toHaveScreenshot(
    `${name}.png`,
    { ...PICTURE, ...(timeout === undefined ? {} : { timeout }) },
  )
}

test("every page of the route table has a sample", () => {
  const pages = Routes.routes.filter((r) => r.redirect === undefined && r.external === undefined)
  const sampled = new Set(samples.map((s) => s.route))
  expect(pages.map((r) => r.name).filter((n) => !sampled.has(n))).toEqual([])
})

/**
 * Pages drawn one after another in one tab: a fresh page costs a test about twice the CPU of a
 * navigation in a kept one (docs/performance.md, "Test suite time"). Between two pages the tab
 * forgets the first: its storage and cookies are cleared, it leaves for a blank page, the back end
 * is reset and the page's clock is back at T0 and running, as in a fresh page.
 */
const PAGES_PER_TAB = 4
const tabs = Array.from({ length: Math.ceil(samples.length / PAGES_PER_TAB) }, (_, i) =>
  samples.slice(i * PAGES_PER_TAB, (i + 1) * PAGES_PER_TAB),
)

/** The tab as a fresh one: nothing of the page before it kept, the clock at T0 and running. */
async function forget(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.context().clearCookies()
  await page.goto("about:blank")
  await page.clock.resume()
  await page.clock.setSystemTime(T0)
}

for (const tab of tabs) {
  test(tab.map((s) => s.name).join(", "), async ({ page, control }, testInfo) => {
    test.setTimeout(45_000 * tab.length)
    const violations = await watchCsp(page)
    await page.clock.install({ time: T0 })
    for (const [k, sample] of tab.entries()) {
      // one load per page, drawn at each of its widths in turn (1440 first: axe runs there)
      const widths = [...sample.widths].sort((a, b) => Number(b === 1440) - Number(a === 1440))
      await test.step(`${sample.name} at ${widths.join(", ")} px`, async () => {
        if (k > 0) await forget(page)
        const seen = violations.length
        const { lost } = watchLostCalls(page)
        await page.setViewportSize({ width: widths[0]!, height: 900 })
        await atFixedTime(control)
        await open(page, control, sample)
        for (const [i, width] of widths.entries()) {
          if (i > 0) {
            await untilQuiet(page, () => page.setViewportSize({ width, height: 900 }))
            await settle(page)
          }
          const look = await page.evaluate(measureLook)
          expect(problemsOf(look), `the layout of ${sample.url} at ${width} px`).toEqual([])
          if (width === 1440) expect(await axeViolations(page)).toEqual([])
          if (i === 0) await closeDrawBannerAndHoldTime(page)
          await screenshot(page, `${sample.name}-${width}`, testInfo)
        }
        expect(violations.slice(seen), `CSP violations on ${sample.url}`).toEqual([])
        expect(lost(), `calls whose answer was lost on ${sample.url}`).toEqual([])
        expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/NaN|undefined/)
      })
    }
  })
}

test.describe("the design system's gallery", () => {
  const g = Messages.gallery
  const gallery = async (page: Page) => {
    await page.clock.install({ time: T0 })
    await page.goto("/gallery.html")
    // the gallery draws the loading state of the list, the table, the card and the button
    await settle(page, { busy: 4 })
  }

  test("every component in its states looks as it did", async ({ page }, testInfo) => {
    await gallery(page)
    const look = await page.evaluate(measureLook)
    // the gallery shows a page header inside a card too: its headings are not a page's
    expect(problemsOf({ ...look, h1: [g.title], repeatedHeadings: [] })).toEqual([])
    await page.clock.pauseAt(T0 + 60_000)
    await screenshot(page, "gallery", testInfo)
  })

  test("the checks fail when a component drifts", async ({ page }, testInfo) => {
    // refreshing the baselines would write the drifted picture: nothing to prove then
    test.skip(
      testInfo.config.updateSnapshots === "all" || testInfo.config.updateSnapshots === "changed",
    )
    await gallery(page)
    // a medium button 2 px taller, a field with the platform's inset border, a second h1
    await page.addStyleTag({
      content:
        '[data-ui="button"][data-size="md"]{height:36px!important} input[data-ui="field"]{border:2px inset #767676!important}',
    })
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement("h1"), { textContent: "h1" })),
    )
    const problems = problemsOf(await page.evaluate(measureLook))
    expect(problems.some((p) => /\(md\) is 36 px, not 34/.test(p))).toBe(true)
    expect(problems.some((p) => /has the border 2px inset/.test(p))).toBe(true)
    expect(problems.some((p) => p.startsWith("h1 ×"))).toBe(true)
    await page.clock.pauseAt(T0 + 60_000)
    let failed: unknown = null
    try {
      await screenshot(page, "gallery", testInfo, { timeout: 5_000 })
    } catch (e) {
      failed = e
    }
    expect(failed, "the screenshot check fails on the drifted gallery").not.toBeNull()
  })
})
