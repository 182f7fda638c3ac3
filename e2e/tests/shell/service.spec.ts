/**
 * 在线客服 in the right panel: a company that may chat gets the chat page in a sandboxed frame
 * (username and token in its query, no referrer); otherwise two instant-message links.
 */
import type { Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"

test("a company that may chat talks to the service desk in a sandboxed frame", async ({ page }) => {
  await login(page)
  await page.goto("/")
  await page.getByRole("button", { name: "在线客服" }).click()
  const dialog = page.getByRole("dialog")
  const frame = dialog.locator("iframe")
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-forms")
  await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer")
  await expect(frame).toHaveAttribute("src", /[?&]username=demo(&|$)/)
  await expect(frame).toHaveAttribute("src", /[?&]token=[^&]+/)
  const chat = page.frameLocator("iframe")
  await expect(chat.getByText("demo，您好")).toBeVisible()
  await chat.getByRole("textbox").fill("请问阿莫西林什么时候到货？")
  await chat.getByRole("button", { name: "发送" }).click()
  await expect(chat.getByText("已收到您的问题")).toBeVisible()
})

test.describe("asked for before the session is known", () => {
  test("the links open once the company is known to have no chat", async ({ page, control }) => {
    await login(page)
    await control.account({ username: "demo", is_can_chat: 0 })
    await control.fault({ path: "/api/user/base", delay: 1500, times: 1 })
    await page.goto("/")
    await page.getByRole("button", { name: "在线客服" }).click()
    await expect(page.getByRole("link", { name: /^QQ客服[12]$/ })).toHaveCount(2)
    // Esc closes it and focus goes back to the button
    await page.keyboard.press("Escape")
    await expect(page.getByRole("link", { name: /^QQ客服[12]$/ })).toHaveCount(0)
  })
})

/** Signs demo in, opens the chat from the home page: the opening button and the chat dialog. */
async function openChat(page: Page) {
  await login(page)
  await page.goto("/")
  const open = page.getByRole("button", { name: "在线客服" })
  await expect(page.getByRole("button", { name: "退出" })).toBeVisible()
  await open.click()
  return { open, dialog: page.getByRole("dialog", { name: "在线客服" }) }
}

test("the chat dialog opens with focus on 关闭, and Esc closes it", async ({
  page,
  control: _,
}) => {
  const { open, dialog } = await openChat(page)
  await expect(dialog.getByRole("button", { name: "关闭" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()
})

test("Esc inside the chat frame closes the chat and focus goes back to 在线客服", async ({
  page,
  control: _,
}) => {
  const { open, dialog } = await openChat(page)
  const chat = page.frameLocator("iframe")
  const input = chat.getByRole("textbox")
  await expect(chat.getByText("demo，您好")).toBeVisible()
  // the frame's last control is followed by the dialog's 关闭 (focus is not held in the frame)
  await input.focus()
  await page.keyboard.press("Tab")
  await expect(chat.getByRole("button", { name: "发送" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(dialog.getByRole("button", { name: "关闭" })).toBeFocused()
  // Esc typed in the chat page (another origin: the sandboxed frame) closes it
  await input.focus()
  await input.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()
  // and it opens again, closing again from inside
  await open.click()
  await expect(chat.getByText("demo，您好")).toBeVisible()
  await chat.getByRole("button", { name: "发送" }).focus()
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()
})
