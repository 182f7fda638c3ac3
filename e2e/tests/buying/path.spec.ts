/// <reference lib="dom" />
/** The buying path: sign in, add from the list, cart, confirm order, pay, payment complete. */
import { test, expect, login } from "../fixtures.ts"

test("from login to payment complete", async ({ page, control }) => {
  await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
  await login(page)
  await page.goto("/search?keywords=gmlj&type=1")
  await expect(page.getByRole("heading", { name: /“gmlj”的搜索结果/ })).toBeVisible()
  const add = page.getByRole("button", { name: "感冒灵颗粒 加入购物车" }).first()
  await add.click()
  await expect(page.getByText("加入购物车成功")).toBeVisible()

  await page
    .getByRole("link", { name: /^购物车/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole("checkbox", { name: "选择 感冒灵颗粒" })).toBeChecked()
  const payable = await page.getByTestId("payable").textContent()
  await page.getByRole("button", { name: "去结算" }).click()

  await expect(page).toHaveURL(/\/cart\/step2\?ids=/)
  await expect(page).toHaveTitle(/^确认订单 - /)
  await expect(
    page.getByRole("radiogroup", { name: "收货地址" }).getByRole("radio").first(),
  ).toBeChecked()
  await expect(page.getByRole("cell", { name: /感冒灵颗粒/ })).toBeVisible()
  expect(await page.getByTestId("order-payable").textContent()).toBe(payable)
  await page.getByRole("radio", { name: "支付宝" }).check()
  await page.getByRole("button", { name: "提交订单" }).click()

  await expect(page).toHaveURL(/\/cart\/step3\/\d+\?pay_type=alipay/)
  await expect(page).toHaveTitle(/^支付订单 - /)
  await expect(page.getByRole("radio", { name: "支付宝" })).toBeChecked()
  await page.getByRole("button", { name: "立即支付" }).click()

  await expect(page).toHaveURL(/\/cart\/step4\?id=\d+/)
  await expect(page).toHaveTitle(/^支付完成 - /)
  await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible()
  await expect(page.getByRole("link", { name: "查看订单" })).toBeVisible()
})
