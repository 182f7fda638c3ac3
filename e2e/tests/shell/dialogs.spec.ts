/**
 * Dialogs keep keyboard focus inside while open, close on Esc, and hand focus back to the control
 * that opened them (the 质检报告 alert here, and the cart deletion confirmation).
 */
import { test, expect, login } from "../fixtures.ts"
import { addFirstGoodsToCart } from "./shell.ts"

const focusInside = (selector: string) =>
  `(() => { const d = document.querySelector(${JSON.stringify(selector)}); return !!d && d.contains(document.activeElement) })()`

test("an alert traps focus, closes on Esc and returns focus to its trigger", async ({
  page,
  control,
}) => {
  await login(page)
  // a special company has no report URL: 质检报告 alerts the message instead
  await control.account({ username: "demo", is_special: 1 })
  await page.goto("/404")
  const trigger = page.getByRole("button", { name: "质检报告" })
  await trigger.click()
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"))
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("温馨提示")
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press(i % 2 === 0 ? "Tab" : "Shift+Tab")
    expect(await page.evaluate(focusInside('[role="alertdialog"],[role="dialog"]'))).toBe(true)
  }
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(trigger).toBeFocused()
})

test("the delete confirmation traps focus and 取消 keeps the line", async ({ page }) => {
  await login(page)
  const name = await addFirstGoodsToCart(page)
  await page.goto("/cart")
  const del = page.getByRole("button", { name: `删除 ${name}` }).first()
  await del.click()
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"))
  await expect(dialog).toContainText("确定删除该商品吗？")
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab")
    expect(await page.evaluate(focusInside('[role="alertdialog"],[role="dialog"]'))).toBe(true)
  }
  await dialog.getByRole("button", { name: "取消" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(del).toBeFocused()
  await expect(page.getByText(name).first()).toBeVisible()
})
