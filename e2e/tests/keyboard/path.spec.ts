/// <reference lib="dom" />
/**
 * The whole buying path by keyboard only (Tab, Shift+Tab, Enter, Space, typing), asserting where
 * focus is after every step: sign in → search → detail → quantity → add → cart → a quantity
 * changed twice → delete → settle → pay. Setup through the API: the draw banner off and one
 * other line in the cart (to delete).
 */
import { test, expect } from "../fixtures.ts"
import { seedCart } from "../buying/buying.ts"
import { expectHeadingFocus, focused, tabTo } from "./keys.ts"

test("from sign-in to payment complete, by keyboard only", async ({ page, control }) => {
  test.setTimeout(180_000)
  await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })

  // sign in
  await page.goto("/login")
  await expect(page.locator("main h1")).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: "跳到主要内容" })).toBeFocused()
  await tabTo(page, page.getByLabel("用户名"))
  await page.keyboard.type("demo")
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("密码")).toBeFocused()
  await page.keyboard.type("demo123")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/$/)
  await seedCart(page, [{ goodsId: 17, number: 1 }])

  // search
  const box = page.getByRole("combobox", { name: "搜索", exact: true })
  await tabTo(page, box)
  await page.keyboard.type("gmlj")
  await expect(page.getByRole("listbox")).toBeVisible()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/search\?.*keywords=gmlj/)
  await expectHeadingFocus(page, /gmlj/)

  // detail: a result opens by Enter on its name; focus goes to the goods' h1
  await tabTo(page, page.locator('main h2 a[href="/list/info/3"]'))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/list\/info\/3$/)
  await expectHeadingFocus(page, "感冒灵颗粒")

  // quantity (typed in full-width digits, as a Chinese input method does) and add
  const quantity = page.getByRole("textbox", { name: "感冒灵颗粒 购买数量" })
  await tabTo(page, quantity)
  await page.keyboard.press("Control+A")
  await page.keyboard.type("３")
  const add = page.getByRole("button", { name: "加入购物车", exact: true })
  await tabTo(page, add)
  await page.keyboard.press("Enter")
  await expect(page.getByText("加入购物车成功")).toBeVisible()
  await expect(add, `focus after add: ${await focused(page)}`).toBeFocused()

  // cart, through the header's 购物车 (back up the page)
  await tabTo(page, page.getByRole("banner").getByRole("link", { name: /^购物车/ }), {
    backwards: true,
  })
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/cart$/)
  await expectHeadingFocus(page, "我的购物车")
  await expect(page.getByTestId("cart-line")).toHaveCount(2)

  // change a quantity twice with the same key: focus stays on +
  const plus = page.getByRole("button", { name: "增加 感冒灵颗粒 数量" })
  const qty = page.getByRole("textbox", { name: "感冒灵颗粒 购买数量" })
  await tabTo(page, plus)
  await page.keyboard.press("Space")
  await expect(qty).toHaveValue("4")
  await expect(plus).toBeFocused()
  await page.keyboard.press("Space")
  await expect(qty).toHaveValue("5")
  await expect(plus).toBeFocused()
  // and once more by typing into the field and Enter: focus stays in the field
  await page.keyboard.press("Shift+Tab")
  await expect(qty).toBeFocused()
  await page.keyboard.press("Control+A")
  await page.keyboard.type("６")
  await page.keyboard.press("Enter")
  await expect(page.getByTestId("payable")).not.toHaveText("")
  await expect(qty).toHaveValue("6")
  await expect(qty).toBeFocused()

  // delete the other line: the dialog takes focus, 确定 deletes, focus goes to the next 删除
  await tabTo(page, page.getByRole("button", { name: "删除 板蓝根颗粒" }))
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("alertdialog")
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(":focus")).toHaveCount(1)
  await tabTo(page, dialog.getByRole("button", { name: "确定" }), { max: 5 })
  await page.keyboard.press("Enter")
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await expect(page.getByRole("button", { name: "删除 感冒灵颗粒" })).toBeFocused()

  // settle
  await tabTo(page, page.getByRole("button", { name: "去结算" }))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/cart\/step2\?ids=/)
  await expectHeadingFocus(page, "确认订单")
  const submit = page.getByRole("button", { name: "提交订单" })
  await expect(submit).toBeEnabled()
  await tabTo(page, submit)
  await page.keyboard.press("Enter")

  // pay
  await expect(page).toHaveURL(/\/cart\/step3\/\d+/)
  await expectHeadingFocus(page, "支付订单")
  await tabTo(page, page.getByRole("button", { name: "立即支付" }))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/cart\/step4\?id=\d+/)
  await expectHeadingFocus(page, "支付完成")
  await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible()
})
