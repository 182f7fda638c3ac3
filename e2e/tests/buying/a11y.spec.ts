/// <reference lib="dom" />
/**
 * axe-core scan of the buying path's states that only a buyer's steps reach (the cart, confirm,
 * pay and done pages one after another, the empty cart, the delete confirmation): no serious or
 * critical violations. Every page as it opens is scanned by look/look.spec.ts.
 */
import { test, expect, login } from "../fixtures.ts"
import { seriousViolations } from "../shell/shell.ts"
import { seedCart } from "./buying.ts"

test.describe("accessibility of the buying pages (axe-core)", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

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
