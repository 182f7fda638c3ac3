/// <reference lib="dom" />
import { test, expect, login } from "../fixtures.ts"
import { countRequests } from "./shell.ts"

test.describe("lucky-draw banner", () => {
  test("a guest gets no banner", async ({ page, control: _ }) => {
    await page.goto("/404")
    await page.waitForLoadState("networkidle")
    await expect(page.getByRole("region", { name: "幸运抽奖" })).toHaveCount(0)
  })

  test("shows, draws, shows the result after 2 s, animates out and is not asked for again", async ({
    page,
    control: _,
  }) => {
    await login(page)
    const simple = countRequests(page, "/api/draw/simple")
    await page.goto("/404")
    const banner = page.getByRole("region", { name: "幸运抽奖" })
    await expect(banner).toBeVisible()
    const drawCall = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/draw")
    const start = Date.now()
    await banner.getByRole("button", { name: "立即抽奖" }).click()
    await drawCall
    await expect(banner.getByRole("button", { name: "立即抽奖" })).toBeDisabled()
    const result = page.getByRole("alertdialog", { name: "幸运抽奖" })
    await expect(result).toContainText(/^.*恭喜您抽中.+（.+）/)
    expect(Date.now() - start).toBeGreaterThanOrEqual(1900)
    await expect(banner).toHaveCount(0, { timeout: 3000 })
    await result.getByRole("button", { name: "确定" }).click()
    await page.getByRole("link", { name: "返回首页" }).click()
    await page.waitForTimeout(300)
    expect(simple.count()).toBe(1)
  })

  test("closing while drawing asks first", async ({ page, control }) => {
    await login(page)
    await control.fault({ path: "/api/draw", delay: 1000, times: 1 })
    await page.goto("/404")
    const banner = page.getByRole("region", { name: "幸运抽奖" })
    await banner.getByRole("button", { name: "立即抽奖" }).click()
    await banner.getByRole("button", { name: "关闭抽奖" }).click()
    const ask = page.getByRole("alertdialog")
    await expect(ask).toContainText("正在抽奖中，关闭后如未显示结果，请到个人中心查看")
    await ask.getByRole("button", { name: "确定" }).click()
    await expect(banner).toHaveCount(0, { timeout: 3000 })
  })

  test("closing the banner hides it for good", async ({ page, control: _ }) => {
    await login(page)
    const simple = countRequests(page, "/api/draw/simple")
    await page.goto("/404")
    const banner = page.getByRole("region", { name: "幸运抽奖" })
    await banner.getByRole("button", { name: "关闭抽奖" }).click()
    await expect(banner).toHaveCount(0, { timeout: 3000 })
    await page.getByRole("link", { name: "返回首页" }).click()
    await page.waitForTimeout(300)
    expect(simple.count()).toBe(1)
  })

  test("a failed draw clears the loading state and shows the warning", async ({
    page,
    control,
  }) => {
    await login(page)
    await control.fault({ path: "/api/draw", code: 400, message: "活动已结束", times: 1 })
    await page.goto("/404")
    const banner = page.getByRole("region", { name: "幸运抽奖" })
    await banner.getByRole("button", { name: "立即抽奖" }).click()
    const alert = page.getByRole("alertdialog", { name: "温馨提示" })
    await expect(alert).toContainText("活动已结束")
    await alert.getByRole("button", { name: "确定" }).click()
    await expect(banner.getByRole("button", { name: "立即抽奖" })).toBeEnabled()
  })
})
