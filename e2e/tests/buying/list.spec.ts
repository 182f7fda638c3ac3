/// <reference lib="dom" />
/** Product list views, the category filter and search. */
import { test, expect, login } from "../fixtures.ts"
import { countRequests } from "../shell/shell.ts"

test.beforeEach(async ({ control, page }) => {
  await control.account({ username: "demo", draw_is_join: 1 })
  await login(page)
})

test("grid, table and no-image views keep the query", async ({ page }) => {
  await page.goto("/list?order=sales")
  await expect(page).toHaveTitle(/^商品列表 - /)
  const items = page.getByTestId("goods-item")
  await expect(items.first()).toBeVisible()
  await expect(items.first().locator("img")).toHaveCount(1)

  await page.getByRole("link", { name: "列表" }).click()
  await expect(page).toHaveURL(/\/list\/table\?order=sales$/)
  await expect(page.getByRole("table")).toBeVisible()
  await expect(page.getByRole("columnheader", { name: "生产厂家" })).toBeVisible()

  await page.getByRole("link", { name: "无图" }).click()
  await expect(page).toHaveURL(/\/list\/no_image\?order=sales$/)
  await expect(items.first()).toBeVisible()
  await expect(page.getByRole("list", { name: "商品列表" }).locator("img")).toHaveCount(0)
  await expect(page.getByRole("link", { name: "销量" })).toHaveAttribute("aria-current", "true")
})

test("a device category filters with select and qx=2", async ({ page }) => {
  const calls = countRequests(page, "/api/goods/list")
  await page.goto("/list")
  await page
    .getByRole("navigation", { name: "分类" })
    .getByRole("link", { name: "防护消毒" })
    .click()
  await expect(page).toHaveURL(/\/list\?select=301&qx=2$/)
  await expect(page.getByRole("link", { name: "防护消毒" })).toHaveAttribute("aria-current", "true")
  await expect(page.getByTestId("goods-item").first()).toBeVisible()
  await expect
    .poll(() => calls.requests.map((r) => new URL(r.url()).search).at(-1))
    .toMatch(/category_id=301.*qx=2/)
})

test("paging moves through the pages", async ({ page }) => {
  await page.goto("/list/table")
  await page
    .getByRole("navigation", { name: "分页" })
    .getByRole("link", { name: "第 2 页" })
    .click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole("link", { name: "第 2 页" })).toHaveAttribute("aria-current", "page")
})

test("search by drug name, maker and pinyin initials (trimmed)", async ({ page }) => {
  await page.goto("/search?keywords=%20%E8%BF%9E%E8%8A%B1%E6%B8%85%E7%98%9F%20&type=1")
  await expect(page).toHaveTitle(/^搜索结果 - /)
  await expect(page.getByRole("heading", { name: /“连花清瘟”的搜索结果/ })).toBeVisible()
  await expect(page.getByTestId("goods-item").first()).toContainText("连花清瘟")

  await page.goto("/search/table?keywords=%E4%BB%A5%E5%B2%AD&type=2")
  await expect(page.getByRole("heading", { name: /按生产厂家/ })).toBeVisible()
  const rows = page.getByTestId("goods-item")
  await expect(rows.first()).toContainText("以岭")

  await page.goto("/search?keywords=gmlj&type=1")
  await expect(page.getByTestId("goods-item").first()).toContainText("感冒灵颗粒")
  await page.getByRole("link", { name: "列表" }).click()
  await expect(page).toHaveURL(/\/search\/table\?keywords=gmlj&type=1$/)
})
