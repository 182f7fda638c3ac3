/// <reference lib="dom" />
/**
 * What the cart page keeps over a reload: the group of lines chosen (in the URL, so back and
 * forward walk through it too) and a quantity typed but not yet confirmed (kept in the tab's
 * sessionStorage and confirmed when the page comes back).
 */
import { test, expect, login, controlHeaders } from "../fixtures.ts"
import { seedCart } from "./buying.ts"

test.beforeEach(async ({ control, page }) => {
  await control.account({ username: "demo", draw_is_join: 1 })
  await login(page)
  await seedCart(page, [
    { goodsId: 10, number: 10 },
    { goodsId: 12, number: 10 },
  ])
})

test("the group of lines chosen stays over a reload and back/forward", async ({ page }) => {
  const blocked = await page.request.post("/__control/goods", {
    data: { id: 12, is_buy: 0 },
    headers: controlHeaders(),
  })
  expect(blocked.ok()).toBeTruthy()
  await page.goto("/cart")
  const tabs = page.getByRole("navigation", { name: "商品筛选" })
  await expect(tabs.getByRole("link", { name: /^全部/ })).toHaveAttribute("aria-current", "page")
  await expect(page.getByTestId("cart-line")).toHaveCount(2)

  await tabs.getByRole("link", { name: /^失效/ }).click()
  await expect(page).toHaveURL(/\/cart\?filter=invalid$/)
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await expect(page.getByTestId("cart-line")).toContainText("复方丹参滴丸")

  await page.reload()
  await expect(tabs.getByRole("link", { name: /^失效/ })).toHaveAttribute("aria-current", "page")
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await expect(page.getByTestId("cart-line")).toContainText("复方丹参滴丸")

  await page.goBack()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(tabs.getByRole("link", { name: /^全部/ })).toHaveAttribute("aria-current", "page")
  await expect(page.getByTestId("cart-line")).toHaveCount(2)
  await page.goForward()
  await expect(page).toHaveURL(/\/cart\?filter=invalid$/)
  await expect(tabs.getByRole("link", { name: /^失效/ })).toHaveAttribute("aria-current", "page")
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
})

test("a quantity typed but not confirmed is back after a reload, and saved", async ({ page }) => {
  await page.goto("/cart")
  const field = page.getByRole("textbox", { name: "布洛芬缓释胶囊 购买数量" })
  await expect(field).toHaveValue("10")
  await field.fill("30")
  // no Enter, no blur: the page reloads with the draft typed
  await page.reload()
  const again = page.getByRole("textbox", { name: "布洛芬缓释胶囊 购买数量" })
  await expect(again).toHaveValue("30")
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get("/api/cart/list")).json()) as {
        data: { data: Array<{ goods: { id: number }; number: number }> }
      }
      return cart.data.data.find((l) => l.goods.id === 10)?.number
    })
    .toBe(30)
  // confirmed: another reload shows the saved quantity, nothing typed is left over
  await page.reload()
  await expect(page.getByRole("textbox", { name: "布洛芬缓释胶囊 购买数量" })).toHaveValue("30")
  expect(await page.evaluate(() => sessionStorage.getItem("mall.cart.drafts"))).toBeNull()
})
