/// <reference lib="dom" />
/**
 * Nothing jumps while a page's data arrives: on a first visit (empty cache and storage), the
 * layout shift of each page (the sum of the browser's layout-shift entries not caused by input,
 * what Lighthouse's CLS adds up) stays at or under 0.02 until the network is idle. Every banner,
 * floor, list and picture keeps its final size while loading. The largest picture of a page led
 * by one (the home banner, a goods' photo) is loaded eagerly and first.
 */
import type { Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"

const LIMIT = 0.02

/** Starts recording layout shifts before any script of the page runs. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Shifts
    w.__shift = 0
    w.__sources = []
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Array<{
        value: number
        hadRecentInput: boolean
        sources?: Array<{ node?: Node | null }>
      }>) {
        if (entry.hadRecentInput) continue
        w.__shift += entry.value
        for (const s of entry.sources ?? []) {
          const n = s.node
          w.__sources.push(
            n instanceof Element
              ? `${n.tagName.toLowerCase()}.${n.className}`
              : String(n?.nodeName),
          )
        }
      }
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    observer.observe({ type: "layout-shift", buffered: true })
    // the shifts of the last frames, before the observer's callback has had its turn
    w.__takeShifts = () => add(observer.takeRecords())
  })
}

/** What the page's observer has summed up (see `recordShifts`). */
type Shifts = { __shift: number; __sources: string[]; __takeShifts: () => void }

async function shiftOf(page: Page, url: string): Promise<{ shift: number; sources: string[] }> {
  await page.goto(url)
  await page.waitForLoadState("networkidle")
  await expect(page.locator("main h1")).toHaveCount(1)
  // late pictures (those in view) and fonts have landed, and a frame has been painted since
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      Array.from(document.images).every(
        (img) => img.complete || img.getBoundingClientRect().top >= innerHeight,
      ),
  )
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  return page.evaluate(() => {
    const w = window as unknown as Shifts
    w.__takeShifts()
    return { shift: w.__shift, sources: w.__sources }
  })
}

const GUEST = ["/", "/list", "/list/info/1", "/search?keywords=gmlj&type=1", "/help/xrzn/hyzc"]
const DEMO = ["/", "/list", "/cart", "/user", "/order", "/ppzq", "/zyyp", "/news/hy"]

for (const [who, urls] of [
  ["guest", GUEST],
  ["demo", DEMO],
] as const) {
  for (const url of urls) {
    test(`${who} ${url}: layout shift ≤ ${LIMIT}`, async ({ page, control }) => {
      await control.account({ username: "demo", contract_signed: 1, draw_is_join: 1 })
      if (who === "demo") await login(page)
      await recordShifts(page)
      const { shift, sources } = await shiftOf(page, url)
      expect(shift, `shifted: ${sources.join(", ")}`).toBeLessThanOrEqual(LIMIT)
    })
  }
}

/**
 * The largest picture in the first screen (what the largest paint is on a page led by a photo;
 * the offline catalogue's drawings are too plain for Chromium to count them, so it is found by
 * size here) is loaded eagerly and first.
 */
for (const url of ["/", "/list/info/1"]) {
  test(`${url}: the largest picture in the first screen is loaded eagerly with high priority`, async ({
    page,
  }) => {
    await page.goto(url)
    // the page is drawn once its data has arrived, in slices between other work: ask until the
    // first screen has its pictures
    const hero = () =>
      page.evaluate(() => {
        const inView = Array.from(document.querySelectorAll("main img")).filter((img) => {
          const r = img.getBoundingClientRect()
          return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight
        })
        const area = (img: Element) => {
          const r = img.getBoundingClientRect()
          return r.width * r.height
        }
        const largest = inView.sort((a, b) => area(b) - area(a))[0]
        return largest === undefined
          ? null
          : {
              loading: largest.getAttribute("loading"),
              priority: largest.getAttribute("fetchpriority"),
            }
      })
    await expect.poll(hero).toEqual({ loading: "eager", priority: "high" })
  })
}
