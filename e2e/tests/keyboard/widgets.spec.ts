/// <reference lib="dom" />
/**
 * The keyboard patterns of the shell and the buying pages: the skip link, 全部商品分类 (Enter/Space
 * toggle, arrows, Esc back to its button), the 商品详情/说明书 tabs (←/→), the cart drawer (focus in,
 * Esc closes, focus back to its tab), the 收藏成功 dialog (focus back to 收藏), and one visible focus
 * ring (≥ 3:1 against its ground, never clipped by a box around it).
 */
import type { Locator } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"
import { seedCart } from "../buying/buying.ts"
import { tabTo } from "./keys.ts"

test.beforeEach(async ({ control, page }) => {
  await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
  await login(page)
})

test("the skip link is the first Tab stop and jumps to the main region", async ({ page }) => {
  await page.goto("/list")
  await expect(page.locator("main h1")).toBeVisible()
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "跳到主要内容" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
  // the next Tab stop is inside the main region
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true)
})

test("全部商品分类: Enter and Space toggle, arrows move, Esc closes back to the button", async ({
  page,
}) => {
  await page.goto("/list")
  const button = page.getByRole("button", { name: "全部商品分类" })
  await tabTo(page, button)
  await page.keyboard.press("Enter")
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Enter")
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press("Space")
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Space")
  await expect(button).toHaveAttribute("aria-expanded", "false")

  await page.keyboard.press("ArrowDown")
  await expect(button).toHaveAttribute("aria-expanded", "true")
  const list = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"))
  const entries = list.locator(":scope > li > a")
  await expect(entries.first()).toBeFocused()
  await page.keyboard.press("ArrowDown")
  await expect(entries.nth(1)).toBeFocused()
  await page.keyboard.press("ArrowUp")
  await expect(entries.first()).toBeFocused()
  await page.keyboard.press("End")
  await expect(entries.last()).toBeFocused()
  await page.keyboard.press("ArrowDown")
  await expect(entries.first()).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await expect(button).toBeFocused()
})

test("商品详情 / 说明书 tabs follow ←/→ with one Tab stop", async ({ page }) => {
  await page.goto("/list/info/1")
  const details = page.getByRole("tab", { name: "商品详情" })
  const leaflet = page.getByRole("tab", { name: "说明书" })
  await tabTo(page, details)
  await page.keyboard.press("ArrowRight")
  await expect(leaflet).toBeFocused()
  await expect(leaflet).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel", { name: "说明书" })).toBeVisible()
  await page.keyboard.press("ArrowRight")
  await expect(details).toBeFocused()
  await page.keyboard.press("ArrowLeft")
  await expect(leaflet).toBeFocused()
  await page.keyboard.press("Home")
  await expect(details).toHaveAttribute("aria-selected", "true")
  // Tab leaves the tab list for the panel
  await page.keyboard.press("Tab")
  await expect(page.getByRole("tabpanel", { name: "商品详情" })).toBeFocused()
})

test("the cart drawer: Enter opens it with focus inside, Esc closes it, focus returns", async ({
  page,
}) => {
  await seedCart(page, [{ goodsId: 17, number: 1 }])
  await page.goto("/list")
  const tab = page.getByRole("complementary", { name: "快捷工具栏" }).getByRole("button", {
    name: /^购物车/,
  })
  // the panel comes after the page in the document: Shift+Tab reaches it from the top
  await tabTo(page, tab, { backwards: true, max: 20 })
  await page.keyboard.press("Enter")
  const drawer = page.getByRole("dialog", { name: "购物车" })
  await expect(drawer).toBeVisible()
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  // the next Tab stays in the drawer
  await page.keyboard.press("Tab")
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await page.keyboard.press("Escape")
  await expect(drawer).toHaveCount(0)
  await expect(tab).toBeFocused()
})

test("确定 in the 收藏成功 dialog gives focus back to the favourite button", async ({ page }) => {
  await page.goto("/list/info/1")
  const favourite = page.locator('main [data-focus-key="favorite-1"]')
  await tabTo(page, favourite)
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("alertdialog")
  await expect(dialog).toContainText("收藏成功")
  await tabTo(page, dialog.getByRole("button", { name: "确定" }), { max: 5 })
  await page.keyboard.press("Enter")
  await expect(dialog).toHaveCount(0)
  await expect(favourite).toBeFocused()
  await expect(favourite).toHaveAttribute("aria-pressed", "true")
})

/** The focus ring of the focused element: width, contrast with its ground, clipped or not. */
async function ring(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el)
    const width = parseFloat(style.outlineWidth)
    const offset = parseFloat(style.outlineOffset)
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const f = (v: number) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    }
    // the ground the ring is drawn on: the first opaque background outward (white by default)
    let ground = [255, 255, 255]
    const from = offset < 0 ? el : el.parentElement
    for (let n: Element | null = from; n !== null; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor
      const alpha = Number((bg.match(/[\d.]+/g) ?? [])[3] ?? 1)
      if (alpha > 0.5) {
        ground = rgb(bg)
        break
      }
    }
    // a white halo (box-shadow) sits between the ring and a dark ground
    const halo = style.boxShadow.includes("255, 255, 255")
    const a = lum(rgb(style.outlineColor))
    const b = halo ? lum([255, 255, 255]) : lum(ground)
    const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
    // clipped: part of the ring outside a box around it that hides its overflow
    const r = el.getBoundingClientRect()
    const reach = Math.max(0, width + offset)
    let clipped = false
    for (let n = el.parentElement; n !== null; n = n.parentElement) {
      const s = getComputedStyle(n)
      if (s.overflowX === "visible" && s.overflowY === "visible") continue
      const c = n.getBoundingClientRect()
      if (
        r.left - reach < c.left - 0.5 ||
        r.right + reach > c.right + 0.5 ||
        r.top - reach < c.top - 0.5 ||
        r.bottom + reach > c.bottom + 0.5
      )
        clipped = true
    }
    return { style: style.outlineStyle, width, contrast, clipped }
  })
}

test("one visible focus ring, ≥ 3:1 and never clipped, on the controls that lacked one", async ({
  page,
}) => {
  // five pages, each walked with Tab up to its control: more than one page's time on a busy machine
  test.slow()
  const targets: ReadonlyArray<[string, string, (p: typeof page) => Locator]> = [
    ["/", "carousel slide", (p) => p.getByRole("group", { name: "第 1 张" }).getByRole("button")],
    [
      "/",
      "sidebar category",
      (p) => p.getByRole("navigation", { name: "商品分类" }).getByRole("link").first(),
    ],
    [
      "/",
      "hot word",
      (p) => p.getByRole("banner").getByRole("button", { name: "感冒灵颗粒", exact: true }).first(),
    ],
    ["/list", "goods name", (p) => p.locator("main h2 a").first()],
    // the banner is the link around the login ad's picture (the form's links come first until
    // the ad has arrived)
    ["/login", "login banner", (p) => p.locator("main a:has(img)").first()],
  ]
  for (const [url, name, locate] of targets) {
    // the login page is a guest's (a signed-in buyer is sent to /)
    if (url === "/login") await page.context().clearCookies()
    await page.goto(url)
    const target = locate(page)
    await expect(target).toBeVisible()
    await tabTo(page, target)
    // a focused slide is moved into view by the carousel (a 0.5 s slide): measure once it is there
    await expect
      .poll(async () => (await ring(target)).clipped, { message: `ring of the ${name} clipped` })
      .toBe(false)
    const r = await ring(target)
    expect(r.style, `ring style of the ${name}`).toBe("solid")
    expect(r.width, `ring width of the ${name}`).toBeGreaterThanOrEqual(2)
    expect(r.contrast, `ring contrast of the ${name}`).toBeGreaterThanOrEqual(3)
    expect(r.clipped, `ring of the ${name} clipped`).toBe(false)
  }
})
