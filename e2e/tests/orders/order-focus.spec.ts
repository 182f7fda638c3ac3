/**
 * The order pages by keyboard, as `demo`: 申请退货/申请售后/查看物流 bring their part of the
 * order's page into view with its heading focused, unless the buyer started on the page first;
 * 去支付 preselects the pay type the order was placed with; focus stays on the control used while
 * a picture uploads, while the return form sends, and after an order's action fails; a wrong
 * quantity or date range puts its message on the field, which takes focus.
 */
import type { Locator, Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"
import { addFirstGoodsToCart } from "../shell/shell.ts"

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)

type Order = { id: number; order_sn: string; status: number }
type Goods = { id: number; name: string; number: number; returned?: number; is_gift: number }

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path)
  expect(res.ok(), path).toBeTruthy()
  return ((await res.json()) as { data: T }).data
}

const firstOrder = async (page: Page, status: number): Promise<Order> => {
  const o = (await api<{ data: Order[] }>(page, `/api/order?status=${status}`)).data[0]
  if (!o) throw new Error(`no order in status ${status}`)
  return o
}

/** The order-goods lines of an order that can still be returned. */
const openLines = async (page: Page, id: number): Promise<Goods[]> =>
  (await api<{ goods: Goods[] }>(page, `/api/order/${id}`)).goods.filter(
    (g) => g.is_gift === 0 && g.number - (g.returned ?? 0) > 0,
  )

/** The element's middle is its own on screen: in view and not under the sticky header. */
async function expectUncovered(el: Locator): Promise<void> {
  await expect(el).toBeInViewport()
  const own = await el.evaluate((e) => {
    const r = e.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + Math.min(20, r.width / 2), r.top + r.height / 2)
    return hit !== null && (hit === e || e.contains(hit))
  })
  expect(own, "not covered by the sticky header").toBe(true)
}

/** The message an element names with aria-describedby. */
const describedText = (el: Locator): Promise<string> =>
  el.evaluate((e) =>
    (e.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim(),
  )

/**
 * Opens an order's return form by its address, and waits for the arrival's own focus move (the
 * form's heading, once the order and its logistics are in) before the test puts focus anywhere.
 */
async function openReturnForm(page: Page, id: number): Promise<void> {
  await page.goto(`/order/info/${id}?apply=return`)
  await expect(page.getByRole("heading", { level: 2, name: "申请退货" })).toBeFocused()
}

test.describe("the order pages by keyboard, as demo", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

  test("申请退货 and 查看物流 on 我的订单 open their part in view, its heading focused", async ({
    page,
  }) => {
    const o = await firstOrder(page, 2)
    await page.goto("/order?tab=shipped")
    await page.getByRole("button", { name: `申请退货 ${o.order_sn}` }).press("Enter")
    await expect(page).toHaveURL(new RegExp(`/order/info/${o.id}\\?apply=return$`))
    const returnHeading = page.getByRole("heading", { level: 2, name: "申请退货" })
    await expect(returnHeading).toBeFocused()
    await expectUncovered(returnHeading)
    // the form's first field (the first line's quantity box) is the next Tab stop
    await page.keyboard.press("Tab")
    await expect(
      page
        .getByRole("form", { name: "申请退货" })
        .getByRole("button", { name: /^减少.+的退货数量$/ })
        .first(),
    ).toBeFocused()

    await page.goto("/order?tab=shipped")
    await page.getByRole("button", { name: `查看物流 ${o.order_sn}` }).press("Enter")
    await expect(page).toHaveURL(new RegExp(`/order/info/${o.id}#logistics$`))
    const logistics = page.getByRole("heading", { level: 2, name: "物流信息" })
    await expect(logistics).toBeFocused()
    await expectUncovered(logistics)
    await expect(page.getByText("顺丰速运")).toBeInViewport()
  })

  test("申请售后 on the order's own page opens its form in view, its heading focused", async ({
    page,
  }) => {
    const o = await firstOrder(page, 3)
    await page.goto(`/order/info/${o.id}`)
    await page.getByRole("button", { name: `申请售后 ${o.order_sn}` }).press("Enter")
    const heading = page.getByRole("heading", { level: 2, name: "申请售后" })
    await expect(heading).toBeFocused()
    await expectUncovered(heading)
  })

  test("去支付 preselects the pay type the order was placed with", async ({ page }) => {
    const name = await addFirstGoodsToCart(page)
    const cart = await api<{ data: { id: number; goods: { name: string } }[] }>(
      page,
      "/api/cart/list",
    )
    const line = cart.data.find((l) => l.goods.name === name)!
    await page.goto(`/cart/step2?ids=${line.id}`)
    await page.getByRole("radio", { name: "余额支付" }).check()
    await page.getByRole("button", { name: "提交订单" }).click()
    await expect(page).toHaveURL(/\/cart\/step3\/\d+\?pay_type=balance$/)
    const id = Number(new URL(page.url()).pathname.split("/").pop())
    const sn = (await api<Order>(page, `/api/order/${id}`)).order_sn
    // left unpaid, then paid from 我的订单 and from the order's page
    await page.goto("/order?tab=unpaid")
    await page.getByRole("button", { name: `去支付 ${sn}` }).click()
    await expect(page).toHaveURL(new RegExp(`/cart/step3/${id}$`))
    await expect(page.getByRole("radio", { name: "余额支付" })).toBeChecked()
    await expect(page.getByRole("radio", { name: "微信支付" })).not.toBeChecked()
    await page.goto(`/order/info/${id}`)
    await page.getByRole("button", { name: `去支付 ${sn}` }).click()
    await expect(page.getByRole("radio", { name: "余额支付" })).toBeChecked()
    // the buyer may still choose another
    await page.getByRole("radio", { name: "支付宝" }).check()
    await expect(page.getByRole("radio", { name: "余额支付" })).not.toBeChecked()
  })

  test("an order placed with a type the pay page does not offer preselects 微信支付", async ({
    page,
  }) => {
    const o = await firstOrder(page, 0)
    expect(["", "对公转账"]).toContain(
      (await api<{ pay_type: string }>(page, `/api/order/${o.id}`)).pay_type,
    )
    await page.goto("/order?tab=unpaid")
    await page.getByRole("button", { name: `去支付 ${o.order_sn}` }).click()
    await expect(page.getByRole("radio", { name: "微信支付" })).toBeChecked()
  })

  test("a picture upload keeps focus on 上传图片, while it runs and after", async ({
    page,
    control,
  }) => {
    const o = await firstOrder(page, 2)
    await control.fault({ method: "POST", path: "/api/upload", delay: 1500, times: 1 })
    await openReturnForm(page, o.id)
    const form = page.getByRole("form", { name: "申请退货" })
    const input = form.locator('input[type="file"]')
    await input.focus()
    // the key goes to the picker (a run once waited a minute for its chooser: this says whether
    // the focus had moved away by then)
    await expect(input).toBeFocused()
    const chooser = page.waitForEvent("filechooser", { timeout: 10_000 })
    await page.keyboard.press("Space")
    await (await chooser).setFiles({ name: "box.png", mimeType: "image/png", buffer: PNG })
    await expect(form.getByText("上传中")).toBeVisible()
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute("aria-disabled", "true")
    await expect(form.getByRole("img", { name: "图片1" })).toBeVisible()
    await expect(input).toBeFocused()
    await expect(input).not.toHaveAttribute("aria-disabled")
  })

  test("a busy submit keeps focus on the button, and has it after a failure", async ({
    page,
    control,
  }) => {
    const o = await firstOrder(page, 2)
    const [line] = await openLines(page, o.id)
    await control.fault({ method: "POST", path: "/api/returns", code: 500, delay: 3000, times: 1 })
    await openReturnForm(page, o.id)
    const form = page.getByRole("form", { name: "申请退货" })
    await form.getByLabel(`${line!.name} 退货数量`).fill("1")
    await form.getByLabel("退货原因").selectOption("包装破损")
    await form.getByRole("button", { name: "提交申请" }).press("Enter")
    const sending = form.getByRole("button", { name: "提交中…" })
    await expect(sending).toBeFocused()
    await expect(sending).toBeDisabled()
    await expect(page.getByText("系统繁忙，请稍后再试").first()).toBeVisible()
    await expect(form.getByRole("button", { name: "提交申请" })).toBeFocused()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON")
  })

  test("a failed 确认收货 gives focus back to that button when its message closes", async ({
    page,
    control,
  }) => {
    const o = await firstOrder(page, 2)
    await control.fault({
      method: "POST",
      path: "/api/order/{id}/confirm",
      code: 40000,
      message: "订单状态已变化，请刷新",
      times: 1,
    })
    await page.goto(`/order/info/${o.id}`)
    const button = page.getByRole("button", { name: `确认收货 ${o.order_sn}` })
    await button.press("Enter")
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).press("Enter")
    const warning = page.getByRole("alertdialog", { name: "温馨提示" })
    await expect(warning).toContainText("订单状态已变化，请刷新")
    await warning.getByRole("button", { name: "确定" }).press("Enter")
    await expect(warning).toBeHidden()
    await expect(button).toBeFocused()
  })

  test("a failed 取消订单 keeps focus on that button, also after another order was cancelled", async ({
    page,
    control,
  }) => {
    const unpaid = (await api<{ data: Order[] }>(page, "/api/order?status=0")).data
    expect(unpaid.length, "the seed has two unpaid orders or more").toBeGreaterThan(1)
    const [first, second] = unpaid as [Order, Order]
    await page.goto("/order?tab=unpaid")
    const dialog = page.getByRole("alertdialog", { name: "取消订单" })
    await page.getByRole("button", { name: `取消订单 ${first.order_sn}` }).press("Enter")
    await dialog.getByRole("button", { name: "确定" }).press("Enter")
    await expect(page.getByRole("button", { name: `取消订单 ${first.order_sn}` })).toHaveCount(0)

    await control.fault({ method: "POST", path: "/api/order/{id}/cancel", code: 500, times: 1 })
    const button = page.getByRole("button", { name: `取消订单 ${second.order_sn}` })
    await button.press("Enter")
    await dialog.getByRole("button", { name: "确定" }).press("Enter")
    await expect(page.getByText("系统繁忙，请稍后再试").first()).toBeVisible()
    await expect(button).toBeFocused()
    await expect(button).toBeEnabled()
  })

  test("a buyer who starts on the return form before the logistics are in keeps focus there", async ({
    page,
  }) => {
    const o = await firstOrder(page, 2)
    // the logistics' answer is held until the buyer has typed
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/api/order/${o.id}/logistics`, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`/order/info/${o.id}?apply=return`)
    const form = page.getByRole("form", { name: "申请退货" })
    const description = form.getByLabel("问题描述")
    await description.click()
    await page.keyboard.type("外盒破损")
    await expect(page.getByText("暂无物流信息")).toBeVisible()
    release()
    // the logistics arrive, which settles the page: the form's heading does not take focus
    await expect(page.getByText("物流公司")).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "申请退货" })).not.toBeFocused()
    await expect(description).toBeFocused()
    await expect(description).toHaveValue("外盒破损")
  })

  test("a wrong return quantity: the message is on that quantity, which takes focus", async ({
    page,
  }) => {
    const o = await firstOrder(page, 2)
    const lines = await openLines(page, o.id)
    await openReturnForm(page, o.id)
    const form = page.getByRole("form", { name: "申请退货" })
    const submit = form.getByRole("button", { name: "提交申请" })
    // nothing chosen: the first quantity
    await submit.press("Enter")
    const first = form.getByLabel(`${lines[0]!.name} 退货数量`)
    await expect(first).toBeFocused()
    await expect(first).toHaveAttribute("aria-invalid", "true")
    expect(await describedText(first)).toBe("请选择要退货的商品和数量")
    // more than is left of the last line: that line
    const last = lines.at(-1)!
    const left = last.number - (last.returned ?? 0)
    const field = form.getByLabel(`${last.name} 退货数量`)
    await field.fill(String(left + 1))
    await expect(first).not.toHaveAttribute("aria-invalid", "true")
    await submit.press("Enter")
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute("aria-invalid", "true")
    expect(await describedText(field)).toBe(`退货数量不能超过可退数量${left}`)
    if (lines.length > 1) await expect(first).not.toHaveAttribute("aria-invalid", "true")
    // the reason's own message shows beside it
    await expect(form.getByLabel("退货原因")).toHaveAttribute("aria-invalid", "true")
  })

  test("an inverted date range on 我的订单: the message is on the end date, which takes focus", async ({
    page,
  }) => {
    await page.goto("/order")
    const search = page.getByRole("search", { name: "订单搜索" })
    await search.getByLabel("开始日期").fill("2024-10-31")
    const end = search.getByLabel("结束日期")
    await end.fill("2024-10-01")
    await search.getByRole("button", { name: "搜索" }).press("Enter")
    await expect(end).toBeFocused()
    await expect(end).toHaveAttribute("aria-invalid", "true")
    expect(await describedText(end)).toBe("结束日期不能早于开始日期")
    await expect(page).toHaveURL(/\/order$/)
  })
})
