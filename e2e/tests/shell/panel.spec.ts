/// <reference lib="dom" />
import type { Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"
import { addFirstGoodsToCart } from "./shell.ts"

const panelWidth = (page: Page) =>
  page
    .getByRole("complementary", { name: "快捷工具栏" })
    .evaluate((el) => el.getBoundingClientRect().width)

test.describe("right panel", () => {
  test("the floating cart is 40 px collapsed and 310 px open, with its lines and total", async ({
    page,
    control: _,
  }) => {
    await login(page)
    await page.goto("/404")
    const tab = page.getByRole("button", { name: /^购物车/ })
    await expect.poll(() => panelWidth(page)).toBe(40)
    await tab.click()
    await expect.poll(() => panelWidth(page)).toBe(310)
    const drawer = page.getByRole("dialog", { name: "购物车" })
    await expect(drawer.getByText("合计：")).toBeVisible()
    await expect(drawer.getByRole("link", { name: "去购物车结算" })).toHaveAttribute(
      "href",
      "/cart",
    )
    await tab.click()
    await expect.poll(() => panelWidth(page)).toBe(40)
  })

  test("lists a line with its details; deleting it asks 确定删除该商品吗？ first", async ({
    page,
    control: _,
  }) => {
    await login(page)
    const name = await addFirstGoodsToCart(page)
    await page.goto("/404")
    await expect(page.getByRole("button", { name: "购物车 1" })).toBeVisible()
    await page.getByRole("button", { name: /^购物车/ }).click()
    const drawer = page.getByRole("dialog", { name: "购物车" })
    await expect(drawer.getByText(name, { exact: true })).toBeVisible()
    await expect(drawer.getByRole("img", { name })).toBeVisible()
    await expect(drawer.getByText(/¥\d+\.\d{2} × \d+/)).toBeVisible()
    const remove = drawer.getByRole("button", { name: `删除 ${name}` })
    await remove.click()
    const dialog = page.getByRole("alertdialog")
    await expect(dialog).toContainText("确定删除该商品吗？")
    await dialog.getByRole("button", { name: "取消" }).click()
    await expect(remove).toHaveCount(1)
    await remove.click()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await expect(remove).toHaveCount(0)
    await expect(drawer.getByText("购物车为空")).toBeVisible()
    // focus stays in the drawer, on its heading, instead of falling to the page
    await expect(drawer.getByRole("heading", { name: "购物车" })).toBeFocused()
    await expect(page.getByRole("button", { name: "购物车", exact: true })).toBeVisible()
  })

  test("offers 在线客服 links, 我的账户, 消息, 手机APP and 返回顶部", async ({
    page,
    control: _,
  }) => {
    await login(page, { username: "manager", password: "demo123" })
    await page.goto("/404")
    const panel = page.getByRole("complementary", { name: "快捷工具栏" })
    await panel.getByRole("button", { name: "在线客服" }).click()
    await expect(page.getByRole("link", { name: "QQ客服1" })).toHaveAttribute(
      "href",
      /^https:\/\/wpa\.qq\.com\//,
    )
    await expect(page.getByRole("link", { name: "QQ客服2" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(panel.getByRole("link", { name: "我的账户" })).toHaveAttribute("href", "/user")
    await expect(panel.getByRole("link", { name: /^消息/ })).toHaveAttribute("href", "/zhzx/wdxx")
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px"
      window.scrollTo(0, 1500)
    })
    await panel.getByRole("button", { name: "返回顶部" }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
