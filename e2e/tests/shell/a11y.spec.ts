/// <reference lib="dom" />
/**
 * axe-core scan of the shell's layers opened over a page (the cart drawer, the search list, the
 * draw banner, an alert dialog). Every page as it opens is scanned by look/look.spec.ts.
 */
import { test, expect, login, submitLoginForm } from "../fixtures.ts"
import { seriousViolations } from "./shell.ts"

test.describe("accessibility (axe-core)", () => {
  test("signed-in shell with the cart drawer, search list and draw banner open", async ({
    page,
    control: _,
  }) => {
    await login(page)
    await page.goto("/dzht")
    await expect(page.getByRole("region", { name: "幸运抽奖" })).toBeVisible()
    await page.getByRole("button", { name: /^购物车/ }).click()
    await expect(page.getByRole("dialog", { name: "购物车" })).toBeVisible()
    await page.getByRole("combobox", { name: "搜索", exact: true }).fill("gm")
    await expect(page.getByRole("listbox")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test("an alert dialog", async ({ page, control }) => {
    await control.fault({ path: "/api/auth/login", code: 403, message: "账号已停用", times: 1 })
    await page.goto("/login")
    await submitLoginForm(page)
    await expect(page.getByRole("alertdialog")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
