/// <reference lib="dom" />
import { test, expect, login } from "../fixtures.ts"

test.describe("header", () => {
  test("a guest sees 登录 and 免费注册, and neither a company nor its 会员中心 and 我的订单", async ({
    page,
    control: _,
  }) => {
    await page.goto("/404")
    const bar = page.getByRole("navigation", { name: "账户导航" })
    await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: "免费注册" })).toBeVisible()
    await expect(page.getByRole("button", { name: "退出" })).toHaveCount(0)
    await expect(bar.getByRole("link", { name: "会员中心" })).toHaveCount(0)
    await expect(bar.getByRole("link", { name: "我的订单" })).toHaveCount(0)
  })

  test("a signed-in company sees its name, 会员中心, 我的订单, manager, hotline and 退出; 退出 signs out", async ({
    page,
    control: _,
  }) => {
    await login(page)
    await page.goto("/404")
    await expect(page.getByText("广州市康宁大药房有限公司")).toBeVisible()
    await expect(page.getByText("专属客服：王丽 13800138001")).toBeVisible()
    await expect(page.getByText(/^投诉热线：/)).toBeVisible()
    await expect(page.getByRole("link", { name: "登录", exact: true })).toHaveCount(0)
    const bar = page.getByRole("navigation", { name: "账户导航" })
    await bar.getByRole("link", { name: "我的订单" }).click()
    await expect(page).toHaveURL(/\/order$/)
    await bar.getByRole("link", { name: "会员中心" }).click()
    await expect(page).toHaveURL(/\/user$/)
    await page.goto("/404")
    const logout = page.waitForRequest(
      (r) => r.url().endsWith("/api/user/logout") && r.method() === "DELETE",
    )
    await page.getByRole("button", { name: "退出" }).click()
    await logout
    await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem("login"))).toBeNull()
  })

  test("a default manager is labelled 客户经理; 质检报告 alerts its message", async ({
    page,
    control: _,
  }) => {
    await login(page, { username: "manager", password: "demo123" })
    await page.goto("/404")
    await expect(page.getByText("客户经理：陈强 13800138002")).toBeVisible()
    await page.getByRole("button", { name: "质检报告" }).click()
    const dialog = page.getByRole("alertdialog", { name: "温馨提示" })
    await expect(dialog).toContainText("质检报告请联系您的客户经理获取")
    await dialog.getByRole("button", { name: "确定" }).click()
    await expect(dialog).toHaveCount(0)
  })

  test("the cart badge caps at 99+", async ({ page, control: _ }) => {
    await login(page)
    await page.route("**/api/cart/total", (route) =>
      route.fulfill({ json: { code: 10000, message: "", data: { total: 150 } } }),
    )
    await page.route("**/api/user/base", async (route) => {
      const res = await route.fetch()
      const body = (await res.json()) as { data: { cart: { count: number } } }
      body.data.cart.count = 150
      await route.fulfill({ response: res, json: body })
    })
    await page.goto("/404")
    await expect(page.getByRole("link", { name: "购物车 99+" })).toBeVisible()
  })

  test("the category menu shows 7 entries with flyouts; the top nav at most 9", async ({
    page,
    control: _,
  }) => {
    await page.goto("/404")
    const nav = page.getByRole("navigation", { name: "主导航" })
    await expect(nav.getByRole("link").first()).toBeVisible()
    expect(await nav.getByRole("link").count()).toBeLessThanOrEqual(9)
    const button = page.getByRole("button", { name: "全部商品分类" })
    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    const list = page.locator(
      `#${(await button.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`,
    )
    await expect(list.locator(":scope > li")).toHaveCount(7)
    const first = list.locator(":scope > li").first()
    await first.hover()
    await expect(first.getByRole("list")).toBeVisible()
  })

  test("the top banner ad links somewhere", async ({ page, control: _ }) => {
    await page.goto("/404")
    await expect(page.getByRole("banner").getByRole("img").first()).toBeVisible()
  })

  test("the header shrinks to a sticky search bar after 205 px", async ({ page, control: _ }) => {
    await page.goto("/404")
    // Let the header's data and pictures arrive first: content that grows above the viewport
    // afterwards would move the scroll position (scroll anchoring) past the mark under test.
    await page.waitForLoadState("networkidle")
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete))
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px"
    })
    const main = page.getByTestId("header-main")
    await page.evaluate(() => window.scrollTo(0, 205))
    expect(await page.evaluate(() => window.scrollY)).toBe(205)
    await expect(main).toHaveAttribute("data-sticky", "false")
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(main).toHaveAttribute("data-sticky", "true")
    await expect(page.getByRole("combobox", { name: "搜索", exact: true })).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(main).toHaveAttribute("data-sticky", "false")
  })

  test("login pages use the login-style header, with the hotline for a guest too", async ({
    page,
    control: _,
  }) => {
    await page.goto("/login")
    await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible()
    await expect(page.getByRole("link", { name: "添加到桌面" })).toHaveAttribute(
      "download",
      /\.url$/,
    )
    await page.getByRole("button", { name: "手机APP" }).first().click()
    await expect(page.getByText("扫码下载手机APP")).toBeVisible()
    await expect(page.getByRole("combobox", { name: "搜索", exact: true })).toHaveCount(0)
    // a guest sees the site's complaint hotline (GET /api/focus/common), here and in the top bar
    await expect(page.getByText("投诉热线：400-800-1234")).toBeVisible()
    await page.goto("/404")
    await expect(
      page.getByRole("navigation", { name: "账户导航" }).getByText("投诉热线：400-800-1234"),
    ).toBeVisible()
  })
})
