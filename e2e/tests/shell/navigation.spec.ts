/// <reference lib="dom" />
import { test, expect, login, submitLoginForm } from "../fixtures.ts"
import { countRequests } from "./shell.ts"

test.describe("routes and the login flag", () => {
  test("a link to a redirecting path goes straight to where it lands", async ({
    page,
    control: _,
  }) => {
    await page.goto("/404")
    const register = page.getByRole("banner").getByRole("link", { name: "免费注册", exact: true })
    await expect(register).toHaveAttribute("href", "/register/step1")
    await register.click()
    await expect(page).toHaveURL(/\/register\/step1$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible()
  })

  test("a page whose code cannot be loaded says so inside the shell; the next page shows", async ({
    page,
    control: _,
  }) => {
    await page.route(/\/assets\/login-[\w-]+\.js$/, (route) => route.abort())
    await page.goto("/404")
    await page.getByRole("banner").getByRole("link", { name: "登录", exact: true }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(
      page.getByRole("alert").getByRole("heading", { name: "页面加载出错" }),
    ).toBeVisible()
    await expect(page.getByRole("button", { name: "刷新" })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible()
    await expect(page.getByText("页面加载出错")).toHaveCount(0)
  })

  test("the login flag is removed on the next navigation, which reloads", async ({
    page,
    control: _,
  }) => {
    await page.goto("/404")
    await page.evaluate(() => sessionStorage.setItem("login", "1"))
    const reload = page.waitForEvent("load")
    await page.getByRole("link", { name: "登录", exact: true }).click()
    await reload
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => sessionStorage.getItem("login"))).toBeNull()
  })

  test("scroll position is restored per route", async ({ page, control: _ }) => {
    await page.goto("/noActivity")
    await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible()
    await page.waitForLoadState("networkidle")
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px"
    })
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 600)
          return window.scrollY
        }),
      )
      .toBe(600)
    // an in-app link, clicked without scrolling it into view
    await page.evaluate(() => {
      const link = Array.from(document.querySelectorAll("a")).find((a) => a.textContent === "登录")
      link?.click()
    })
    await expect(page).toHaveURL(/\/login$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/noActivity$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
    // and after a reload of the page
    await page.reload()
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px"
    })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
  })
})

test.describe("login page", () => {
  test("shows 422 field errors under their fields", async ({ page, control }) => {
    await control.fault({
      path: "/api/auth/login",
      code: 422,
      message: "密码长度为6-20位",
      errors: { password: ["密码长度为6-20位"] },
      times: 1,
    })
    await page.goto("/login")
    await submitLoginForm(page, { username: "demo", password: "123" })
    await expect(page.getByRole("alert").filter({ hasText: "密码长度为6-20位" })).toBeVisible()
    await expect(page.getByLabel("密码")).toBeFocused()
    // a wrong password is the server's 422 on its field, which takes focus too
    await page.getByLabel("用户名").focus()
    await submitLoginForm(page, { username: "demo", password: "wrong-pass" })
    await expect(page.getByLabel("密码")).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByLabel("密码")).toBeFocused()
  })

  test("signs in and goes back to the page the user came from", async ({ page, control: _ }) => {
    await page.goto("/login?redirect=%2FnoActivity")
    await submitLoginForm(page)
    await expect(page).toHaveURL(/\/noActivity$/)
    await expect(page.getByRole("button", { name: "退出" })).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem("login"))).toBeNull()
  })
})

test.describe("e-contract", () => {
  test("an unsigned company signs the contract", async ({ page, control: _ }) => {
    await login(page, { username: "nocontract", password: "demo123" })
    await page.goto("/dzht")
    await expect(page.getByText("未签署")).toBeVisible()
    const sign = page.getByRole("button", { name: "立即签署" })
    const signCalls = countRequests(page, "/api/contract/sign")
    await sign.click()
    await expect(page.getByRole("alert").filter({ hasText: "请阅读并同意合同条款" })).toBeVisible()
    await expect(page.getByRole("alert").filter({ hasText: "请输入签署人姓名" })).toBeVisible()
    const agree = page.getByRole("checkbox", { name: "我已阅读并同意以上合同条款" })
    await agree.check()
    await expect(page.getByRole("alert").filter({ hasText: "请阅读并同意合同条款" })).toHaveCount(0)
    await page.getByLabel("签署人姓名").fill(" 马 ")
    await sign.click()
    await expect(page.getByRole("alert").filter({ hasText: "签署人姓名为2-20个字" })).toBeVisible()
    expect(signCalls.count()).toBe(0)
    await page.getByLabel("签署人姓名").fill("马超")
    await sign.click()
    await expect(page.getByText("已签署").first()).toBeVisible()
    await expect(sign).toHaveCount(0)
  })
})
