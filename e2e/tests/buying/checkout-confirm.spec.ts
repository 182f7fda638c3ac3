/// <reference lib="dom" />
/**
 * 确认订单 (/cart/step2) as the demo buyer: chosen goods that became unbuyable are named with why
 * and nothing is ordered without them; the address, coupon, payment method and 订单备注 survive a
 * reload; a variety coupon (品种券) counts only its own goods.
 */
import type { Page } from "@playwright/test"
import { controlHeaders, expect, login, test } from "../fixtures.ts"
import { seedCart } from "./buying.ts"

type CartLine = { id: number; goods: { id: number; name: string } }

async function cartLines(page: Page): Promise<Array<CartLine>> {
  const res = await page.request.get("/api/cart/list")
  return ((await res.json()) as { data: { data: Array<CartLine> } }).data.data
}

/** The cart line of goods `id` (the first, when several). */
const lineOf = (lines: ReadonlyArray<CartLine>, goodsId: number): CartLine => {
  const line = lines.find((l) => l.goods.id === goodsId)
  if (line === undefined) throw new Error(`no cart line of goods ${goodsId}`)
  return line
}

/** Changes goods on the dev back end (stock, buyable), as another tab or the mall would. */
async function patchGoods(page: Page, body: Record<string, unknown>): Promise<void> {
  const res = await page.request.post("/__control/goods", { data: body, headers: controlHeaders() })
  expect(res.ok(), "control goods").toBeTruthy()
}

async function orderCount(page: Page): Promise<number> {
  const res = await page.request.get("/api/order?page=1")
  return ((await res.json()) as { data: { total: number } }).data.total
}

test.beforeEach(async ({ page, control }) => {
  await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
  await login(page)
})

test.describe("goods that cannot be bought", () => {
  test("are named with why before anything is ordered; nothing chosen is dropped", async ({
    page,
  }) => {
    await seedCart(page, [
      { goodsId: 1, number: 20 },
      { goodsId: 4, number: 10 },
    ])
    const lines = await cartLines(page)
    const ids = [lineOf(lines, 1).id, lineOf(lines, 4).id]
    const amoxicillin = lineOf(lines, 4).goods.name
    await page.goto(`/cart/step2?ids=${ids.join(",")}`)
    const submit = page.getByRole("button", { name: "提交订单" })
    await expect(submit).toBeEnabled()
    const orders = await orderCount(page)

    // sold out meanwhile (another buyer, another tab): submitting is refused, with the name
    await patchGoods(page, { id: 4, stock: 0 })
    await submit.click()
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"))
    await expect(dialog).toContainText(`以下商品无法购买，未提交订单：${amoxicillin}（缺货）`)
    await dialog.getByRole("button", { name: "确定" }).click()
    expect(await orderCount(page)).toBe(orders)
    await expect(page).toHaveURL(/\/cart\/step2\?ids=/)

    // the page now lists it with why, and will not submit without it
    const notice = page.getByTestId("unbuyable")
    await expect(notice).toContainText("以下商品暂无法购买")
    await expect(notice).toContainText(`${amoxicillin}（缺货）`)
    await expect(submit).toBeDisabled()

    // the buyer may settle the rest on purpose
    await notice.getByRole("link", { name: "只结算可购买的商品" }).click()
    await expect(page).toHaveURL(new RegExp(`/cart/step2\\?ids=${ids[0]}$`))
    await expect(page.getByTestId("unbuyable")).toHaveCount(0)
    await expect(submit).toBeEnabled()
  })

  test("when none can be bought, the page says why instead of 请选择要结算的商品", async ({
    page,
  }) => {
    await seedCart(page, [
      { goodsId: 4, number: 10 },
      { goodsId: 5, number: 10 },
    ])
    const lines = await cartLines(page)
    await patchGoods(page, { id: 4, stock: 0 })
    await patchGoods(page, { id: 5, is_buy: 0 })
    await page.goto(`/cart/step2?ids=${lines.map((l) => l.id).join(",")}`)
    const notice = page.getByTestId("unbuyable")
    await expect(notice).toContainText(`${lineOf(lines, 4).goods.name}（缺货）`)
    await expect(notice).toContainText(`${lineOf(lines, 5).goods.name}（暂不可购买）`)
    await expect(notice).toContainText("所选商品均无法购买，请返回购物车重新选择")
    await expect(page.getByText("请选择要结算的商品")).toHaveCount(0)
    await expect(page.getByRole("button", { name: "提交订单" })).toHaveCount(0)
    await expect(notice.getByRole("link", { name: "返回购物车" })).toBeVisible()
  })
})

test("address, coupon, payment method and 订单备注 survive a reload", async ({ page }) => {
  await seedCart(page, [{ goodsId: 1, number: 20 }])
  const ids = (await cartLines(page)).map((l) => l.id)
  await page.goto(`/cart/step2?ids=${ids.join(",")}`)
  await page.getByRole("radiogroup", { name: "收货地址" }).getByRole("radio").nth(1).check()
  await page.getByRole("radio", { name: /满100减5元/ }).check()
  await page.getByRole("radio", { name: "余额支付" }).check()
  await page.getByRole("textbox", { name: "订单备注" }).fill("请工作日上午送货")
  const payable = await page.getByTestId("order-payable").textContent()

  await page.reload()
  await expect(
    page.getByRole("radiogroup", { name: "收货地址" }).getByRole("radio").nth(1),
  ).toBeChecked()
  await expect(page.getByRole("radio", { name: /满100减5元/ })).toBeChecked()
  await expect(page.getByRole("radio", { name: "余额支付" })).toBeChecked()
  await expect(page.getByRole("textbox", { name: "订单备注" })).toHaveValue("请工作日上午送货")
  await expect(page.getByTestId("order-payable")).toHaveText(payable ?? "")
})

test.describe("a variety coupon (品种券)", () => {
  test("does not apply to goods it does not name, and applies to its own", async ({ page }) => {
    const claim = await page.request.post("/api/coupon/6/receive")
    expect(((await claim.json()) as { code: number }).code).toBe(10000)
    await seedCart(page, [{ goodsId: 1, number: 20 }])
    const cold = (await cartLines(page)).map((l) => l.id)
    await page.goto(`/cart/step2?ids=${cold.join(",")}`)
    const herbs = page.getByRole("radio", { name: /中药饮片满200减10元/ })
    await expect(herbs).toBeDisabled()
    await expect(page.getByText(/本单没有此券指定的商品/)).toBeVisible()

    // 当归 饮片 (a 中药饮片 the coupon names) for more than 200
    await seedCart(page, [{ goodsId: 226, number: 1 }])
    const all = (await cartLines(page)).map((l) => l.id)
    await page.goto(`/cart/step2?ids=${all.join(",")}`)
    const before = await page.getByTestId("order-payable").textContent()
    await expect(herbs).toBeEnabled()
    await herbs.check()
    const yuan = (s: string | null) => Number((s ?? "").replace(/[^\d.]/g, ""))
    await expect
      .poll(async () => yuan(await page.getByTestId("order-payable").textContent()))
      .toBeCloseTo(yuan(before) - 10, 2)
  })
})
