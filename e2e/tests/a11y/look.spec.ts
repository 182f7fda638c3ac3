/// <reference lib="dom" />
/**
 * Look defects, each checked where a browser can see it: the home sidebar's categories all
 * reachable by mouse, zone banners not cropped, 手机APP on one line, an opaque category dropdown,
 * a signed-in buyer at /login; and /cart/step4 showing the order's real state instead of trusting
 * the URL.
 */
import { test, expect, login } from "../fixtures.ts"
import { cartWithTwoLines, placeOrderOf } from "./axe.ts"

test.describe("signed in", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

  test("every category of the home sidebar can be reached by the mouse", async ({ page }) => {
    await page.goto("/")
    const links = page.getByRole("navigation", { name: "商品分类" }).getByRole("link")
    await expect(links.first()).toBeVisible()
    const count = await links.count()
    expect(count).toBeGreaterThan(8)
    for (let i = 0; i < count; i++) {
      // trial: scrolls it into view and checks the pointer would land on it, without navigating
      await links.nth(i).click({ trial: true, timeout: 3000 })
    }
  })

  test("zone banners are shown whole, not cropped", async ({ page }) => {
    await page.goto("/")
    const images = page.locator('section[aria-labelledby^="zone-"] img')
    await expect(images.first()).toBeVisible()
    await images.first().scrollIntoViewIfNeeded()
    await page.waitForLoadState("networkidle")
    const cropped = await images.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.naturalWidth > 0 && getComputedStyle(img).objectFit === "cover")
        .filter((img) => {
          const box = img.getBoundingClientRect()
          const shown = box.width / box.height
          const natural = img.naturalWidth / img.naturalHeight
          return Math.abs(shown - natural) / natural > 0.02
        })
        .map((img) => img.alt),
    )
    expect(cropped).toEqual([])
  })

  test("手机APP stays on one line in the right panel", async ({ page }) => {
    await page.goto("/list")
    const app = page
      .getByRole("complementary", { name: "快捷工具栏" })
      .getByRole("button", { name: "手机APP" })
    await expect(app).toBeVisible()
    const lines = await app.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
        const at = n.textContent?.indexOf("APP") ?? -1
        if (at < 0) continue
        const range = document.createRange()
        range.setStart(n, at)
        range.setEnd(n, at + 3)
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size
      }
      return -1
    })
    expect(lines).toBe(1)
  })

  test("the category dropdown is opaque", async ({ page }) => {
    await page.goto("/list")
    const button = page.getByRole("button", { name: "全部商品分类" })
    await button.click()
    const list = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`)
    await expect(list).toBeVisible()
    const alpha = await list.evaluate((el) => {
      const parts = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []
      return Number(parts[3] ?? 1)
    })
    expect(alpha).toBe(1)
  })

  test("a signed-in buyer at /login is sent to the home page", async ({ page }) => {
    await page.goto("/login")
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("button", { name: "登录", exact: true })).toHaveCount(0)
  })
})

test.describe("/cart/step4 shows the order's real state", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

  test("an unpaid order is not 支付成功: it leads back to its payment", async ({ page }) => {
    const id = await placeOrderOf(page, await cartWithTwoLines(page))
    await page.goto(`/cart/step4?id=${id}`)
    await expect(page.getByRole("heading", { name: "该订单尚未支付" })).toBeVisible()
    await expect(page.getByText("支付成功！")).toHaveCount(0)
    await page.getByRole("link", { name: "返回支付订单" }).click()
    await expect(page).toHaveURL(new RegExp(`/cart/step3/${id}$`))
    await page.getByRole("button", { name: "立即支付" }).click()
    await expect(page).toHaveURL(new RegExp(`/cart/step4\\?id=${id}`))
    await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible()
  })

  test("an order the server does not know gets a message, not 支付成功", async ({ page }) => {
    await page.goto("/cart/step4?id=999999")
    await expect(page.getByRole("heading", { name: /未找到该订单的支付结果/ })).toBeVisible()
    await expect(page.getByText("支付成功！")).toHaveCount(0)
    await page.goto("/cart/step4")
    await expect(page.getByRole("heading", { name: /未找到该订单的支付结果/ })).toBeVisible()
  })
})
