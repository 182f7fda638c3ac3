/// <reference lib="dom" />
import { test, expect, login, submitLoginForm } from "../fixtures.ts"

test.describe("failed calls", () => {
  test("10001 sends the browser to the main-site login", async ({ page, control }) => {
    await login(page)
    await control.fault({
      path: "/api/contract/status",
      code: 10001,
      message: "请先登录",
      times: 1,
    })
    // the login page may go on home at once (the session itself is still valid)
    const toLogin = page.waitForURL(/\/login\?redirect=%2Fdzht$/, { waitUntil: "commit" })
    await page.goto("/dzht")
    await toLogin
  })

  test("459 toasts the message and goes to /dzht", async ({ page, control }) => {
    // the form is a guest's (a signed-in buyer is sent on from /login); the session /dzht needs
    // is made once the form is shown, and only then is the sign-in answered 459
    await page.goto("/login")
    await expect(page.getByLabel("用户名")).toBeVisible()
    await login(page, { username: "nocontract", password: "demo123" })
    await control.fault({
      path: "/api/auth/login",
      code: 459,
      message: "请先签署电子合同",
      times: 1,
    })
    await submitLoginForm(page, { username: "nocontract", password: "demo123" })
    await expect(page.getByText("请先签署电子合同")).toBeVisible()
    await expect(page).toHaveURL(/\/dzht$/)
    await expect(page.getByRole("heading", { name: "电子合同" })).toBeVisible()
  })

  test("422 toasts the first field error", async ({ page, control }) => {
    await login(page, { username: "nocontract", password: "demo123" })
    await control.fault({
      path: "/api/contract/sign",
      code: 422,
      message: "签署人姓名不能为空",
      errors: { sign_name: ["签署人姓名须与营业执照一致"], agree: ["请同意合同条款"] },
      times: 1,
    })
    await page.goto("/dzht")
    await page.getByRole("checkbox").check()
    await page.getByLabel("签署人姓名").fill("马超")
    await page.getByRole("button", { name: "立即签署" }).click()
    await expect(page.getByText("签署人姓名须与营业执照一致")).toBeVisible()
  })

  test("other codes below 500 show the message under 温馨提示", async ({ page, control }) => {
    await control.fault({
      path: "/api/auth/login",
      code: 403,
      message: "账号已停用，请联系客户经理",
      times: 1,
    })
    await page.goto("/login")
    await submitLoginForm(page)
    const dialog = page.getByRole("alertdialog", { name: "温馨提示" })
    await expect(dialog).toContainText("账号已停用，请联系客户经理")
    await dialog.getByRole("button", { name: "确定" }).click()
    await expect(dialog).toHaveCount(0)
  })

  test("5xx toasts 系统繁忙，请稍后再试", async ({ page, control }) => {
    await login(page)
    await control.fault({
      path: "/api/contract/status",
      status: 503,
      code: 500,
      message: "oops",
      times: 1,
    })
    await page.goto("/dzht")
    await expect(page.getByText("系统繁忙，请稍后再试")).toBeVisible()
  })

  test("a timeout offers 刷新, which reloads", async ({ page, control }) => {
    await login(page)
    await control.fault({ path: "/api/contract/status", delay: 31_000, times: 1 })
    // the page's clock is moved on by the 30 s the call waits, instead of waiting them
    await page.clock.install()
    const sent = page.waitForRequest("**/api/contract/status")
    await page.goto("/dzht")
    await sent
    // the page's clock has run with the wall clock since the call began, a moment ago: 29 s
    // later nothing shows yet, 30 s later the call has timed out
    const seen = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(seen + 29_000)
    const dialog = page.getByRole("alertdialog")
    await page.waitForTimeout(300)
    await expect(dialog).toHaveCount(0)
    await page.clock.fastForward(1_000)
    await page.clock.resume()
    await expect(dialog).toContainText("请求超时，请刷新页面")
    const reload = page.waitForEvent("load")
    await dialog.getByRole("button", { name: "刷新" }).click()
    await reload
    await expect(page.getByRole("heading", { name: "电子合同" })).toBeVisible()
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
  })

  test("cancelled lookups stay silent", async ({ page, control }) => {
    // the first lookup is held long enough that the second (500 ms after its keystroke) always
    // starts before the first could be answered, on a busy machine too
    await control.fault({ path: "/api/goods/search", delay: 3000, times: 1 })
    await page.goto("/404")
    const cancelled: string[] = []
    page.on("requestfailed", (r) => {
      if (new URL(r.url()).pathname === "/api/goods/search") cancelled.push(r.url())
    })
    const box = page.getByRole("combobox", { name: "搜索", exact: true })
    // the second lookup starts while the first (held by the back end) is on its way
    const first = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/goods/search")
    await box.fill("gm")
    await first
    await box.fill("gml")
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible()
    expect(cancelled.length).toBeGreaterThan(0)
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
    await expect(page.getByText("系统繁忙，请稍后再试")).toHaveCount(0)
  })
})
