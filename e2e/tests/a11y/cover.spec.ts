/// <reference lib="dom" />
/**
 * Nothing fixed or sticky covers the content or the focused element: with the lucky-draw banner
 * showing (the demo buyer before the draw) and a cart of nine lines, at 1280 px (the narrowest
 * width, where the layers leave the least room; every page's controls at every width and scroll
 * position are in look/look.spec.ts), the element at the centre of 去结算 is 去结算 itself, and
 * every Tab stop of /cart and the first 80 of /list (the header, the filters and three rows of
 * goods; forwards, then back with Shift+Tab past the sticky header) is the element at its own
 * centre in the frame painted after the key.
 */
import type { Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"
import { seedCart } from "../buying/buying.ts"

const WIDTHS = [1280] as const
const NINE = [1, 3, 4, 5, 6, 8, 9, 10, 17].map((goodsId) => ({ goodsId, number: 20 }))

/** Whether the element at the centre of `el` is `el` (or inside it, or the label around it). */
function atOwnCentre(el: Element | null): string | null {
  if (!(el instanceof HTMLElement) || el === document.body) return null
  const r = el.getBoundingClientRect()
  const x = r.left + r.width / 2
  const y = r.top + r.height / 2
  const hit = document.elementFromPoint(x, y)
  if (hit !== null && (el.contains(hit) || hit.contains(el))) return null
  const what = (n: Element | null) =>
    n === null
      ? "nothing (off screen)"
      : `${n.tagName.toLowerCase()}.${String(n.className).slice(0, 30)} "${(n.getAttribute("aria-label") ?? n.textContent ?? "").trim().slice(0, 20)}"`
  return `${what(el)} at (${Math.round(x)}, ${Math.round(y)}) is covered by ${what(hit)}`
}

/** Tabs `count` times (Shift+Tab when `back`); returns the stops covered by something else. */
async function coveredStops(page: Page, count: number, back = false): Promise<string[]> {
  const covered: string[] = []
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab")
    // checked on the next painted frame: the scroll that focus causes is answered (the sticky
    // header shrinking or growing back) in the frame that paints it, not before
    const problem = await page.evaluate<string | null>(
      `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
        done((${atOwnCentre.toString()})(document.activeElement)))))`,
    )
    if (problem !== null) covered.push(problem)
  }
  return covered
}

test.describe("the draw banner and the sticky header cover nothing", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 0, contract_signed: 1 })
    await login(page)
  })

  for (const width of WIDTHS) {
    test(`去结算 and every Tab stop of /cart at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      await seedCart(page, NINE)
      await page.goto("/cart")
      await expect(page.getByRole("region", { name: "幸运抽奖" })).toBeVisible()
      await expect(page.getByTestId("cart-line")).toHaveCount(9)
      const settle = page.getByRole("button", { name: "去结算" })
      await expect(settle).toBeVisible()
      expect(await settle.evaluate(atOwnCentre)).toBeNull()
      await settle.click({ trial: true })

      const stops = await page.evaluate(
        () =>
          document.querySelectorAll(
            "a[href], button:not([disabled]), input:not([disabled]), select, [tabindex='0']",
          ).length,
      )
      expect(await coveredStops(page, stops + 5)).toEqual([])
      expect(await coveredStops(page, stops + 5, true)).toEqual([])
    })
  }

  test("the first 80 Tab stops of /list at 1280 px, forwards and back", async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto("/list")
    await expect(page.getByRole("region", { name: "幸运抽奖" })).toBeVisible()
    await expect(page.getByTestId("goods-item").first()).toBeVisible()
    expect(await coveredStops(page, 80)).toEqual([])
    expect(await coveredStops(page, 80, true)).toEqual([])
  })
})
