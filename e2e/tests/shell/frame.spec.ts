/// <reference lib="dom" />
/**
 * The page frame beside the fixed layers, with the browser's own scrollbar showing (the window
 * narrows by its width, as on a desktop): at 1280, 1440 and 1920 px, signed in with the draw
 * banner shown and as a guest, nothing of the page (the top bar's phone number, the header's cart,
 * the column, the footer) reaches under the right panel or touches it; the banner reserves its
 * height at the bottom of the page, so at the bottom the footer's last line is above it, and
 * closing it gives the room back.
 */
import type { Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
})

const WIDTHS = [1280, 1440, 1920] as const

/**
 * What of the page comes closer than 8 px to the right panel's left edge (or crosses it): its
 * words (each text's own boxes), pictures and controls in the header, the main region and the
 * footer, scrolled from top to bottom; what a clipping box hides (a carousel's other slides) is
 * not drawn there and does not count.
 */
async function besidePanel(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const edge = document.querySelector("[data-side-panel]")!.getBoundingClientRect().left - 8
    const near = new Set<string>()
    const hiddenBy = (el: Element): boolean => {
      for (let p = el.parentElement; p !== null && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= edge)
          return true
      return false
    }
    const shown = (box: DOMRect) =>
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight
    const step = Math.max(200, innerHeight - 200)
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      for (const region of document.querySelectorAll("header, main, footer")) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
          if ((n.textContent ?? "").trim() === "" || n.parentElement === null) continue
          const range = document.createRange()
          range.selectNodeContents(n)
          const boxes = Array.from(range.getClientRects()).filter(shown)
          if (boxes.some((b) => b.right > edge) && !hiddenBy(n.parentElement))
            near.add(`"${(n.textContent ?? "").trim().slice(0, 16)}"`)
        }
        for (const el of region.querySelectorAll("a, button, input, select, textarea, img")) {
          const box = el.getBoundingClientRect()
          if (shown(box) && box.right > edge && !hiddenBy(el))
            near.add(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 16)}"`)
        }
      }
    }
    window.scrollTo(0, 0)
    return [...near]
  })
}

/** The banner's height and the bottom room the page keeps (px). */
const reserve = (page: Page) =>
  page.evaluate(() => ({
    banner: document.querySelector("[data-testid=draw-banner]")?.getBoundingClientRect().height,
    padding: parseFloat(getComputedStyle(document.body).paddingBottom),
  }))

test.describe("the page frame", () => {
  for (const width of WIDTHS) {
    test(`nothing of the page is under the right panel at ${width} px, signed in with the banner`, async ({
      page,
      control,
    }) => {
      await control.account({ username: "demo", draw_is_join: 0 })
      await login(page)
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/ppzq")
      await expect(page.getByRole("region", { name: "幸运抽奖" })).toBeVisible()
      await expect(page.getByText(/^专属客服：/)).toBeVisible()
      // the scrollbar takes its width from the window: the case the frame is made for
      expect(
        await page.evaluate(() => innerWidth - document.documentElement.clientWidth),
      ).toBeGreaterThan(0)
      expect(await besidePanel(page)).toEqual([])
      // and nothing is wider than the window
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0)
    })
  }

  test("a guest's page at 1280 px keeps clear of the panel too", async ({ page, control: _ }) => {
    await page.goto("/404")
    await expect(page.getByRole("link", { name: "免费注册" })).toBeVisible()
    expect(await besidePanel(page)).toEqual([])
  })

  test("the banner's height is kept free at the bottom while it shows, and given back when it closes", async ({
    page,
    control,
  }) => {
    await control.account({ username: "demo", draw_is_join: 0 })
    await login(page)
    await page.goto("/404")
    const banner = page.getByRole("region", { name: "幸运抽奖" })
    await expect(banner).toBeVisible()
    const held = await reserve(page)
    expect(held.banner).toBeGreaterThan(0)
    expect(held.padding).toBe(held.banner)
    // at the bottom of the page the footer's last line and its links sit above the banner
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const gap = await page.evaluate(() => {
      const top = document.querySelector("[data-testid=draw-banner]")!.getBoundingClientRect().top
      const footer = document.querySelector("footer")!
      const last = Array.from(footer.querySelectorAll("a, p")).map(
        (el) => el.getBoundingClientRect().bottom,
      )
      return top - Math.max(...last)
    })
    expect(gap).toBeGreaterThanOrEqual(0)
    await banner.getByRole("button", { name: "关闭抽奖" }).click()
    await expect(banner).toHaveCount(0, { timeout: 3000 })
    expect((await reserve(page)).padding).toBe(0)
  })
})
