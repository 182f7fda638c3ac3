/// <reference lib="dom" />
import { test, expect, login } from "../fixtures.ts"

test.describe("header", () => {
  test("a signed-in company sees its name; 我的订单 and 会员中心 lead there; 退出 signs out", async ({
    page,
    control: _,
  }) => {
    await login(page)
    await page.goto("/404")
    await expect(page.getByText("广州市康宁大药房有限公司")).toBeVisible()
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
})
