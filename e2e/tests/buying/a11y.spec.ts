/// <reference lib="dom" />
/** axe-core scan of every page of the buying path: no serious or critical violations. */
import { test, expect, login } from "../fixtures.ts"
import { seriousViolations } from "../shell/shell.ts"
import { seedCart } from "./buying.ts"

const PAGES: ReadonlyArray<[string, string]> = [
  ["home", "/"],
  ["list", "/list"],
  ["list table", "/list/table"],
  ["list no image", "/list/no_image"],
  ["list other", "/list/other/301/防护消毒"],
  ["search", "/search?keywords=gmlj&type=1"],
  ["search table", "/search/table?keywords=gmlj&type=1"],
  ["detail", "/list/info/1"],
  ["favourites", "/zzfw/star"],
]

test.describe("accessibility of the buying pages (axe-core)", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

  for (const [name, path] of PAGES) {
    test(`${name} ${path}`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState("networkidle")
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test("cart, confirm order, pay and payment complete", async ({ page }) => {
    await seedCart(page, [
      { goodsId: 10, number: 10 },
      { goodsId: 17, number: 1 },
    ])
    await page.goto("/cart")
    await expect(page.getByTestId("cart-line")).toHaveCount(2)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole("button", { name: "去结算" }).click()
    await expect(page.getByRole("button", { name: "提交订单" })).toBeEnabled()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole("button", { name: "提交订单" }).click()
    await expect(page.getByRole("button", { name: "立即支付" })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole("button", { name: "立即支付" }).click()
    await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test("empty cart and the delete confirmation", async ({ page }) => {
    await page.goto("/cart")
    await expect(page.getByText("购物车为空")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await seedCart(page, [{ goodsId: 10, number: 10 }])
    await page.reload()
    await page.getByRole("button", { name: "删除 布洛芬缓释胶囊" }).click()
    await expect(page.getByRole("alertdialog")).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
