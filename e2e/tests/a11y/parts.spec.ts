/// <reference lib="dom" />
/**
 * axe with WCAG 2.1 A/AA and best practice on the parts that open over a page: 全部商品分类, the
 * search suggestions, the cart drawer, the delete confirmation, the 收藏成功 dialog, the 在线客服
 * and 手机APP popovers (guest and signed in), with the draw banner showing. No violation.
 */
import type { Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"
import { seedCart } from "../buying/buying.ts"
import { axeViolations } from "./axe.ts"

/** Opens a page and waits until it is drawn (its h1 in, nothing loading): axe reads the page. */
async function openDrawn(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test.describe("signed in, with the draw banner", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 0, contract_signed: 1 })
    await login(page)
  })

  test("全部商品分类 open with a flyout", async ({ page }) => {
    await page.goto("/list")
    await expect(page.getByRole("region", { name: "幸运抽奖" })).toBeVisible()
    await page.getByRole("button", { name: "全部商品分类" }).press("ArrowDown")
    await expect(page.getByRole("button", { name: "全部商品分类" })).toHaveAttribute(
      "aria-expanded",
      "true",
    )
    expect(await axeViolations(page)).toEqual([])
  })

  test("search suggestions", async ({ page }) => {
    await page.goto("/list")
    await page.getByRole("combobox", { name: "搜索", exact: true }).fill("gm")
    await expect(page.getByRole("listbox")).toBeVisible()
    await page.keyboard.press("ArrowDown")
    expect(await axeViolations(page)).toEqual([])
  })

  test("the cart drawer", async ({ page }) => {
    await seedCart(page, [{ goodsId: 17, number: 1 }])
    await page.goto("/list")
    await page
      .getByRole("complementary", { name: "快捷工具栏" })
      .getByRole("button", { name: /^购物车/ })
      .click()
    await expect(page.getByRole("dialog", { name: "购物车" })).toContainText("板蓝根颗粒")
    expect(await axeViolations(page)).toEqual([])
  })

  test("the delete confirmation on /cart", async ({ page }) => {
    await seedCart(page, [{ goodsId: 17, number: 1 }])
    await page.goto("/cart")
    await page.getByRole("button", { name: "删除 板蓝根颗粒" }).click()
    await expect(page.getByRole("alertdialog")).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test("the 收藏成功 dialog", async ({ page }) => {
    await page.goto("/list/info/1")
    await page.locator('main [data-focus-key="favorite-1"]').click()
    await expect(page.getByRole("alertdialog")).toContainText("收藏成功")
    expect(await axeViolations(page)).toEqual([])
  })

  test("the 在线客服 and 手机APP popovers", async ({ page, control }) => {
    // a company without chat: 在线客服 is a popover of links (with chat it is a dialog)
    await control.account({ username: "demo", is_can_chat: 0 })
    await openDrawn(page, "/list")
    const panel = page.getByRole("complementary", { name: "快捷工具栏" })
    await panel.getByRole("button", { name: "在线客服" }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
    await panel.getByRole("button", { name: "手机APP" }).click()
    await expect(page.getByRole("img", { name: "扫码下载手机APP" }).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test("the guest's 在线客服 popover and the login header's 手机APP", async ({
  page,
  control: _,
}) => {
  await openDrawn(page, "/list")
  await page
    .getByRole("complementary", { name: "快捷工具栏" })
    .getByRole("button", { name: "在线客服" })
    .click()
  await expect(page.getByText("登录后即可咨询在线客服")).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await openDrawn(page, "/login")
  await page.getByRole("banner").getByRole("button", { name: "手机APP" }).click()
  await expect(page.getByRole("img", { name: "扫码下载手机APP" }).first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
