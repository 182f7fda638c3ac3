/// <reference lib="dom" />
/** Adding to the cart from the list and the detail page, and favourites. */
import { test, expect, login } from "../fixtures.ts"
import { goodsWithPackTier } from "./buying.ts"

test.beforeEach(async ({ control, page }) => {
  await control.account({ username: "demo", draw_is_join: 1 })
  await login(page)
})

test("adding from the list says 加入购物车成功 and the header badge refreshes", async ({
  page,
}) => {
  await page.goto("/list/table")
  const badge = page.getByRole("link", { name: /^购物车/ }).first()
  await expect(badge).toHaveText(/^购物车\s*$/)
  await page
    .getByRole("button", { name: /加入购物车$/ })
    .first()
    .click()
  await expect(page.getByText("加入购物车成功")).toBeVisible()
  await expect(badge).toHaveText(/1$/)
})

test("adds from the detail page and the header badge refreshes", async ({ page }) => {
  await page.goto("/list/info/1")
  await expect(page.getByRole("heading", { level: 1, name: "感冒灵颗粒" })).toBeVisible()
  await expect(page.getByRole("main").getByText("生产厂家")).toBeVisible()
  await expect(page.getByRole("list", { name: "阶梯价" })).toBeVisible()
  await page.getByRole("button", { name: "加入购物车" }).click()
  await expect(page.getByText("加入购物车成功")).toBeVisible()
  await expect(page.getByRole("link", { name: /^购物车/ }).first()).toHaveText(/1$/)
})

test("favourite dialog leads to my favourites, where cancelling toasts", async ({ page }) => {
  await page.goto("/list/info/1")
  await page.getByRole("button", { name: "收藏", exact: false, pressed: false }).click()
  const dialog = page.getByRole("alertdialog")
  await expect(dialog.getByText("收藏成功")).toBeVisible()
  await dialog.getByRole("button", { name: "查看我的收藏" }).click()
  await expect(page).toHaveURL(/\/zzfw\/star$/)
  await expect(page).toHaveTitle(/^我的收藏 - /)
  const row = page.getByTestId("goods-item").filter({ hasText: "感冒灵颗粒" })
  await expect(row).toHaveCount(1)
  await row.getByRole("button", { name: "取消收藏 感冒灵颗粒" }).click()
  await expect(page.getByText("取消收藏成功")).toBeVisible()
  await expect(row).toHaveCount(0)
})

test("my favourites show the price of the pack the goods is sold in, as the listings do", async ({
  page,
}) => {
  await login(page)
  // the row shows the price of one pack (its 满{pack} tier), which the cart charges, not the
  // single-unit base price
  const { goods: packed, packPrice } = await goodsWithPackTier(page)
  await page.goto(`/list/info/${packed.id}`)
  await page.getByRole("button", { name: "收藏", pressed: false }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "查看我的收藏" }).click()
  const row = page.getByTestId("goods-item").filter({ hasText: packed.name })
  await expect(row).toContainText(`¥${Number(packPrice).toFixed(2)}`)
  await expect(row).not.toContainText(`¥${Number(packed.base_price).toFixed(2)}`)
})

test("the detail's price is that of the quantity in the buy box, its tier marked", async ({
  page,
}) => {
  const { goods: packed, packPrice } = await goodsWithPackTier(page)
  const yuan = (p: unknown) => `¥${Number(p).toFixed(2)}`
  await page.goto(`/list/info/${packed.id}`)
  const price = page.getByRole("status", { name: "采购价" })
  const tiers = page.getByRole("list", { name: "阶梯价" })
  const quantity = page.getByRole("textbox", { name: `${packed.name} 购买数量` }).first()
  // the pack the buy box starts at, as the listings price it
  await expect(quantity).toHaveValue(String(packed.zbz))
  await expect(price).toHaveText(yuan(packPrice))
  await expect(tiers.locator('[aria-current="true"]')).toContainText(yuan(packPrice))
  // below every tier: the base price, no tier marked
  await quantity.fill("1")
  await expect(price).toHaveText(yuan(packed.base_price))
  await expect(tiers.locator('[aria-current="true"]')).toHaveCount(0)
  // the largest tier
  const top = [...packed.ladder_price].sort((a, b) => Number(b.number) - Number(a.number))[0]!
  await quantity.fill(String(top.number))
  await expect(price).toHaveText(yuan(top.price))
  await expect(tiers.locator('[aria-current="true"]')).toContainText(yuan(top.price))
})

test("a goods that does not exist says so and links to the list; a failed load offers 重新加载", async ({
  page,
  control,
}) => {
  for (const url of ["/list/info/999999", "/list/info/abc"]) {
    await page.goto(url)
    await expect(page).toHaveTitle("商品详情 - 医药批发商城")
    const notice = page.getByRole("alert").filter({ hasText: "商品不存在或已下架" })
    await expect(notice).toBeVisible()
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
    await expect(page.getByRole("button", { name: "重新加载" })).toHaveCount(0)
  }
  await page.getByRole("alert").getByRole("link", { name: "返回商品列表" }).click()
  await expect(page).toHaveURL(/\/list$/)
  // a server failure is not told as a missing goods: 系统繁忙, then 重新加载 shows the goods
  await control.fault({ path: "/api/goods/detail/1", method: "GET", code: 500, times: 1 })
  await page.goto("/list/info/1")
  await expect(page.getByText("系统繁忙，请稍后再试")).toBeVisible()
  await expect(page.getByText("商品不存在或已下架")).toHaveCount(0)
  await page.getByRole("button", { name: "重新加载" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "感冒灵颗粒" })).toBeVisible()
})
