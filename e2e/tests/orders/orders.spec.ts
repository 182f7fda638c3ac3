/**
 * The order pages of the member area as `demo` over the dev back end's seed: 我的订单 (tabs,
 * search, paging kept over a reload, pay, cancel, confirm receipt, buy again), the return form
 * ending on 退货详情 and in the list, 售后详情, 含麻订单回执 (upload a receipt and see it),
 * 电子发票 (a `javascript:` link is not followed), 积分订单; empty states for `fresh`; the errors of
 * spec §8 by fault injection; broken data; axe on every page.
 */
import type { Page } from "@playwright/test"
import { controlHeaders, test, expect, login } from "../fixtures.ts"
import { brokenFor, expectReadable } from "../malformed.ts"

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")

type Page1<T> = { data: T[]; total: number }
type Order = { id: number; order_sn: string; status: number; returnable: number }

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path)
  expect(res.ok(), path).toBeTruthy()
  return ((await res.json()) as { data: T }).data
}

async function firstOrder(page: Page, status: number, extra = ""): Promise<Order> {
  const list = await api<Page1<Order>>(page, `/api/order?status=${status}${extra}`)
  const o = list.data[0]
  if (!o) throw new Error(`no order in status ${status}`)
  return o
}

const cards = (page: Page) => page.getByTestId("order-card")

/** The number a return or an after-sales case is shown by: TH or SH and its id, 14 characters. */
const caseNumber = (prefix: "TH" | "SH", id: number | string) =>
  `${prefix}${String(id).padStart(12, "0")}`
const tabs = (page: Page) => page.getByRole("navigation", { name: "订单状态" })

test.describe("我的订单 as demo", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

  test("lists the seeded orders; each tab filters; a reload keeps tab, page and search", async ({
    page,
  }) => {
    await page.goto("/order")
    await expect(page.getByRole("heading", { level: 1, name: "我的订单" })).toBeVisible()
    await expect(cards(page)).toHaveCount(10)
    await expect(tabs(page).getByRole("link", { name: /^全部订单（\d+）$/ })).toBeVisible()
    for (const [label, status] of [
      ["待付款", 0],
      ["待发货", 1],
      ["待收货", 2],
      ["已完成", 3],
      ["已取消", 4],
    ] as const) {
      await tabs(page)
        .getByRole("link", { name: new RegExp(`^${label}（`) })
        .click()
      const expected = await api<Page1<Order>>(page, `/api/order?status=${status}`)
      await expect(cards(page)).toHaveCount(Math.min(10, expected.total))
      await expect(cards(page).filter({ hasNotText: label })).toHaveCount(0)
    }
    // page 2 of all orders, then a search; both survive a reload
    await page.goto("/order")
    await page
      .getByRole("navigation", { name: "分页" })
      .getByRole("link", { name: "第 2 页" })
      .click()
    await expect(page).toHaveURL(/page=2/)
    await page.reload()
    await expect(page.getByRole("link", { name: "第 2 页" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    const target = await firstOrder(page, 3)
    const search = page.getByRole("search", { name: "订单搜索" })
    await search.getByLabel("订单号/商品名称").fill(target.order_sn)
    await search.getByRole("button", { name: "搜索" }).click()
    await expect(cards(page)).toHaveCount(1)
    await page.reload()
    await expect(page.getByLabel("订单号/商品名称")).toHaveValue(target.order_sn)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText(target.order_sn)
    // an inverted date range is refused with its message, nothing searched
    await search.getByLabel("开始日期").fill("2024-10-31")
    await search.getByLabel("结束日期").fill("2024-10-01")
    await search.getByRole("button", { name: "搜索" }).click()
    await expect(
      page.getByRole("alert").filter({ hasText: "结束日期不能早于开始日期" }),
    ).toBeVisible()
  })

  test("cancel asks first, then the order is cancelled", async ({ page }) => {
    const o = await firstOrder(page, 0)
    await page.goto("/order?tab=unpaid")
    await page.getByRole("button", { name: `取消订单 ${o.order_sn}` }).click()
    const dialog = page.getByRole("alertdialog", { name: "取消订单" })
    await expect(dialog).toContainText("确定取消该订单吗")
    await dialog.getByRole("button", { name: "取消" }).click()
    await expect(dialog).toBeHidden()
    expect((await api<{ status: number }>(page, `/api/order/${o.id}`)).status).toBe(0)
    await page.getByRole("button", { name: `取消订单 ${o.order_sn}` }).click()
    await dialog.getByRole("radio", { name: "不想买了" }).check()
    await dialog.getByRole("button", { name: "确定" }).click()
    await expect(cards(page).filter({ hasText: o.order_sn })).toHaveCount(0)
    await tabs(page)
      .getByRole("link", { name: /^已取消/ })
      .click()
    await expect(cards(page).filter({ hasText: o.order_sn })).toContainText("已取消")
  })

  test("pay goes to the pay step and the order is paid", async ({ page }) => {
    const o = await firstOrder(page, 0)
    await page.goto("/order?tab=unpaid")
    await page.getByRole("button", { name: `去支付 ${o.order_sn}` }).click()
    await expect(page).toHaveURL(new RegExp(`/cart/step3/${o.id}$`))
    await page.getByRole("button", { name: "立即支付" }).click()
    await expect(page).toHaveURL(/\/cart\/step4/)
    await page.goto("/order?tab=unshipped")
    await expect(cards(page).filter({ hasText: o.order_sn })).toContainText("待发货")
  })

  test("confirm receipt on the detail page, with logistics shown", async ({ page }) => {
    const o = await firstOrder(page, 2)
    await page.goto(`/order/info/${o.id}`)
    await expect(page.getByRole("heading", { level: 1, name: "订单详情" })).toBeVisible()
    await expect(page.getByText("顺丰速运")).toBeVisible()
    await expect(page.getByTestId("order-line").first()).toBeVisible()
    await page.getByRole("button", { name: `确认收货 ${o.order_sn}` }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    await expect(page.getByRole("heading", { name: new RegExp(o.order_sn) })).toContainText(
      "已完成",
    )
    // /order/wl/{id} is the detail page
    await page.goto(`/order/wl/${o.id}`)
    await expect(page).toHaveURL(new RegExp(`/order/info/${o.id}$`))
  })

  test("buy again puts the goods in the cart", async ({ page }) => {
    const o = await firstOrder(page, 4)
    await page.goto("/order?tab=cancelled")
    await page.getByRole("button", { name: `再次购买 ${o.order_sn}` }).click()
    await expect(page.getByRole("alertdialog")).toContainText("商品已加入购物车")
    await page.getByRole("alertdialog").getByRole("button", { name: "去购物车" }).click()
    await expect(page).toHaveURL(/\/cart$/)
  })

  test("buy again names the goods it could not add", async ({ page }) => {
    const o = await firstOrder(page, 4)
    const detail = await api<{ goods: { goods_id: number; name: string; is_gift: number }[] }>(
      page,
      `/api/order/${o.id}`,
    )
    const bought = detail.goods.filter((g) => g.is_gift === 0)
    expect(bought.length, "the seed's cancelled order has two goods or more").toBeGreaterThan(1)
    const gone = bought[0]!
    const res = await page.request.post("/__control/goods", {
      data: { id: gone.goods_id, is_buy: 0 },
      headers: controlHeaders(),
    })
    expect(res.ok()).toBeTruthy()
    await page.goto("/order?tab=cancelled")
    await page.getByRole("button", { name: `再次购买 ${o.order_sn}` }).click()
    const dialog = page.getByRole("alertdialog")
    await expect(dialog).toContainText("以下商品已下架或缺货，未能加入")
    await expect(dialog).toContainText(gone.name)
  })

  test("applies for a return, ends on its detail page and finds it in the list", async ({
    page,
  }) => {
    const o = await firstOrder(page, 2)
    const detail = await api<{
      goods: { id: number; name: string; number: number; returned?: number; is_gift: number }[]
    }>(page, `/api/order/${o.id}`)
    const line = detail.goods.find((g) => g.is_gift === 0 && g.number - (g.returned ?? 0) > 0)!
    await page.goto("/order?tab=shipped")
    await page.getByRole("button", { name: `申请退货 ${o.order_sn}` }).click()
    await expect(page).toHaveURL(new RegExp(`/order/info/${o.id}\\?apply=return`))
    const form = page.getByRole("form", { name: "申请退货" })
    // nothing chosen: refused with its message
    await form.getByRole("button", { name: "提交申请" }).click()
    await expect(
      form.getByRole("alert").filter({ hasText: "请选择要退货的商品和数量" }),
    ).toBeVisible()
    await form.getByLabel(`${line.name} 退货数量`).fill("1")
    await form.getByLabel("退货原因").selectOption("包装破损")
    await form.getByLabel("问题描述").fill("外箱挤压变形")
    await form.locator('input[type="file"]').setInputFiles({
      name: "box.png",
      mimeType: "image/png",
      buffer: PNG,
    })
    await expect(form.getByRole("img", { name: "图片1" })).toBeVisible()
    await form.getByRole("button", { name: "提交申请" }).click()
    await expect(page).toHaveURL(/\/order\/returnInfo\/\d+$/)
    await expect(page.getByRole("heading", { level: 1, name: "退货详情" })).toBeVisible()
    await expect(page.getByTestId("return-line")).toHaveCount(1)
    await expect(page.getByText("包装破损")).toBeVisible()
    await expect(page.getByRole("img", { name: "图片1" })).toBeVisible()
    const id = page.url().split("/").pop()!
    // the return is known by its own number, and its progress is the return's
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: new RegExp(`^退货单号 ${caseNumber("TH", id)}`),
      }),
    ).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "退货进度" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "订单进度" })).toHaveCount(0)
    await expect(page.getByRole("list", { name: "退货进度" })).toContainText("提交退货申请")
    await page.goto("/order?tab=returns")
    const row = page.getByTestId("return-row").first()
    await expect(row).toContainText(o.order_sn)
    await expect(row).toContainText(caseNumber("TH", id))
    await row.getByRole("link", { name: `查看详情 退货单号 ${caseNumber("TH", id)}` }).click()
    await expect(page).toHaveURL(new RegExp(`/order/returnInfo/${id}$`))
    // the order lists it by the same number
    await page.goto(`/order/info/${o.id}`)
    await expect(page.getByRole("link", { name: `退货单号 ${caseNumber("TH", id)}` })).toBeVisible()
  })

  test("an order waiting to ship says when its goods can be returned; empty fields show -", async ({
    page,
  }) => {
    const o = await firstOrder(page, 1)
    const rule = "商品发货后才能申请退货。发货前如不需要，可取消订单，已付货款将退回。"
    await page.goto("/order?tab=unshipped")
    const card = cards(page).filter({ hasText: o.order_sn })
    await expect(card).toContainText(rule)
    await expect(card.getByRole("button", { name: `取消订单 ${o.order_sn}` })).toBeVisible()
    await expect(card.getByRole("button", { name: `申请退货 ${o.order_sn}` })).toHaveCount(0)
    await page.goto(`/order/info/${o.id}`)
    await expect(page.getByText(rule)).toBeVisible()
    const detail = await api<{ remarks?: string }>(page, `/api/order/${o.id}`)
    const remarks = page.getByRole("term").filter({ hasText: "订单备注" })
    await expect(remarks.locator("xpath=following-sibling::dd")).toHaveText(
      (detail.remarks ?? "").trim() === "" ? "-" : detail.remarks!.trim(),
    )
    // once shipped, 申请退货 is offered instead
    const shipped = await firstOrder(page, 2)
    await page.goto(`/order/info/${shipped.id}`)
    await expect(page.getByRole("button", { name: `申请退货 ${shipped.order_sn}` })).toBeVisible()
    await expect(page.getByText(rule)).toHaveCount(0)
  })

  test("after-sales detail shows the service's replies", async ({ page }) => {
    const list = await api<Page1<{ id: number; status: number }>>(page, "/api/after_sales")
    const done = list.data.find((a) => a.status === 1)!
    await page.goto("/order?tab=returns&kind=afterSale")
    await page.getByRole("link", { name: `查看详情 售后单号 ${caseNumber("SH", done.id)}` }).click()
    await expect(page.getByRole("heading", { level: 1, name: "售后详情" })).toBeVisible()
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: new RegExp(`^售后单号 ${caseNumber("SH", done.id)}`),
      }),
    ).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "售后进度" })).toBeVisible()
    await expect(page.getByText("感谢您的反馈，本次售后已完成。")).toBeVisible()
  })

  test("an order, return or case that does not exist says so and links back, with no alert", async ({
    page,
  }) => {
    for (const [url, text, back, href] of [
      ["/order/info/999999", "订单不存在", "返回我的订单", /\/order$/],
      ["/order/info/abc", "订单不存在", "返回我的订单", /\/order$/],
      ["/order/returnInfo/999999", "退货记录不存在", "返回退货/售后列表", /kind=return$/],
      ["/order/afterSalesInfo/999999", "售后记录不存在", "返回退货/售后列表", /kind=afterSale$/],
      ["/cart/step3/999999", "订单不存在", "我的订单", /\/order$/],
    ] as const) {
      await page.goto(url)
      const notice = page.getByRole("alert").filter({ hasText: text })
      await expect(notice).toBeVisible()
      await expect(page.getByRole("button", { name: "重新加载" })).toHaveCount(0)
      await expect(page.getByRole("alertdialog")).toHaveCount(0)
      await notice.getByRole("link", { name: back }).click()
      await expect(page).toHaveURL(href)
    }
  })
})

test.describe("含麻订单回执, 电子发票, 积分订单 as demo", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

  test("uploads a signed receipt and shows it", async ({ page }) => {
    await page.goto("/hmdd")
    await expect(page.getByRole("heading", { level: 1, name: "含麻订单回执" })).toBeVisible()
    const row = page.getByTestId("receipt-row").filter({ hasText: "待上传" }).first()
    const sn = (await row.getByRole("link").first().textContent()) ?? ""
    const opener = row.getByRole("button", { name: `上传回执 ${sn}` })
    await opener.click()
    const dialog = page.getByRole("dialog", { name: "上传回执" })
    await expect(dialog).toContainText(sn)
    // nothing chosen: said under the field, nothing sent
    await dialog.getByRole("button", { name: "提交" }).click()
    await expect(dialog.getByRole("alert")).toHaveText("请选择回执文件")
    await dialog.getByLabel("回执文件").setInputFiles({
      name: "回执.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    })
    await expect(dialog).toContainText("回执.pdf")
    await dialog.getByRole("button", { name: "提交" }).click()
    await expect(dialog).toBeHidden()
    const updated = page.getByTestId("receipt-row").filter({ hasText: sn })
    await expect(updated).toContainText("待审核")
    const link = updated.getByRole("link", { name: "查看回执（PDF）" })
    await expect(link).toHaveAttribute("href", /^\/static\/uploads\/[0-9a-f]{32}\.pdf$/)
    // a picture of a receipt already under review is shown
    await expect(page.getByRole("img", { name: /^回执 / }).first()).toBeVisible()
  })

  test("the notice links the blank receipt form it asks the buyer to download", async ({
    page,
    request,
  }) => {
    await page.goto("/hmdd")
    const notice = page.locator("[data-ui=notice]").filter({ hasText: /请下载回执单/ })
    const link = notice.getByRole("link", { name: "下载回执单" })
    await expect(link).toHaveAttribute("href", "/static/forms/hmdd-receipt.svg")
    await expect(link).toHaveAttribute("target", "_blank")
    const form = await request.get((await link.getAttribute("href"))!)
    expect(form.ok()).toBe(true)
    expect(await form.text()).toContain("含麻黄碱类药品购销回执单")
  })

  test("a file of the wrong type is refused before sending", async ({ page }) => {
    await page.goto("/hmdd")
    let sent = 0
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/(upload|hmdd)/.test(r.url())) sent++
    })
    const row = page.getByTestId("receipt-row").filter({ hasText: "待上传" }).first()
    await row.getByRole("button", { name: /^上传回执 / }).click()
    const dialog = page.getByRole("dialog", { name: "上传回执" })
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "a.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("GIF89a"),
    })
    await expect(dialog.getByRole("alert")).toHaveText("只能上传 PNG、JPG、PDF 文件")
    await expect(dialog.getByLabel("回执文件")).toHaveAttribute("aria-invalid", "true")
    await dialog.getByRole("button", { name: "提交" }).click()
    await dialog.getByRole("button", { name: "取消" }).click()
    await expect(dialog).toBeHidden()
    expect(sent).toBe(0)
    await expect(row).toContainText("待上传")
  })

  test("invoices: search by order, and a javascript: link is not followed", async ({ page }) => {
    await page.goto("/zzfw/dzfp")
    await expect(page.getByTestId("invoice-row").first()).toBeVisible()
    const sn = (await page
      .getByTestId("invoice-row")
      .first()
      .getByRole("link")
      .first()
      .textContent())!
    const search = page.getByRole("search", { name: "发票搜索" })
    await search.getByLabel("订单号").fill(sn)
    await search.getByRole("button", { name: "搜索" }).click()
    await expect(page.getByTestId("invoice-row")).toHaveCount(1)
    await page.route("**/api/invoice**", async (route) => {
      const res = await route.fetch()
      const body = (await res.json()) as { data: { data: { pdf_url: string }[] } }
      for (const i of body.data.data) i.pdf_url = "javascript:alert(document.cookie)"
      await route.fulfill({ response: res, json: body })
    })
    let dialogs = 0
    page.on("dialog", (d) => {
      dialogs++
      void d.dismiss()
    })
    await page.reload()
    const row = page.getByTestId("invoice-row").first()
    await expect(row).toContainText("链接不可用")
    await expect(row.locator('a[href^="javascript"]')).toHaveCount(0)
    await row.getByText("链接不可用").click()
    expect(dialogs).toBe(0)
  })

  test("points orders in every status, paged", async ({ page }) => {
    await page.goto("/jfdd")
    await expect(page.getByTestId("points-order-row")).toHaveCount(10)
    await page.getByRole("link", { name: "第 2 页" }).click()
    await expect(page.getByTestId("points-order-row")).toHaveCount(2)
    await page.reload()
    await expect(page.getByTestId("points-order-row")).toHaveCount(2)
  })
})

test.describe("an account without history", () => {
  test("shows the empty states", async ({ page }) => {
    await login(page, { username: "fresh", password: "demo123" })
    await page.goto("/order")
    await expect(page.getByText("暂无订单")).toBeVisible()
    await expect(tabs(page).getByRole("link", { name: "全部订单（0）" })).toBeVisible()
    await page.goto("/order?tab=returns")
    await expect(page.getByText("暂无退货记录")).toBeVisible()
    await page.goto("/order?tab=returns&kind=afterSale")
    await expect(page.getByText("暂无售后记录")).toBeVisible()
    await page.goto("/hmdd")
    await expect(page.getByText("暂无含麻订单")).toBeVisible()
    await page.goto("/zzfw/dzfp")
    await expect(page.getByText("暂无电子发票")).toBeVisible()
    await page.goto("/jfdd")
    await expect(page.getByText("暂无积分订单")).toBeVisible()
  })
})

test.describe("errors of spec §8 on the order pages", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

  test("a 5xx toasts 系统繁忙 and the list offers 重新加载", async ({ page, control }) => {
    await control.fault({ path: "/api/order", method: "GET", code: 500, times: 1 })
    await page.goto("/order")
    await expect(page.getByText("系统繁忙，请稍后再试").first()).toBeVisible()
    await page.getByRole("button", { name: "重新加载" }).click()
    await expect(cards(page)).toHaveCount(10)
  })

  test("a business warning shows 温馨提示; login required leaves for the login page", async ({
    page,
    control,
  }) => {
    const o = await firstOrder(page, 2)
    await control.fault({
      path: "/api/order/{id}/confirm",
      method: "POST",
      code: 40000,
      message: "订单状态已变化，请刷新",
      times: 1,
    })
    await page.goto(`/order/info/${o.id}`)
    await page.getByRole("button", { name: `确认收货 ${o.order_sn}` }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click()
    const warning = page.getByRole("alertdialog", { name: "温馨提示" })
    await expect(warning).toContainText("订单状态已变化，请刷新")
    await warning.getByRole("button", { name: "确定" }).click()
    await control.fault({ path: "/api/hmdd", method: "GET", code: 10001, times: 1 })
    // the login page may go on home at once (the session itself is still valid): the test
    // waits for the arrival at /login, not for the address to stay there
    const toLogin = page.waitForURL(/\/login/, { waitUntil: "commit" })
    await page.goto("/hmdd")
    await toLogin
  })

  test("459 goes to /dzht; a 422 of the return form lands on its field", async ({
    page,
    control,
  }) => {
    const o = await firstOrder(page, 3, "&page=1")
    await control.fault({
      path: "/api/returns",
      method: "POST",
      code: 422,
      errors: { reason: ["退货原因不符合要求"] },
      times: 1,
    })
    const detail = await api<{
      goods: { name: string; number: number; returned?: number; is_gift: number }[]
    }>(page, `/api/order/${o.id}`)
    const line = detail.goods.find((g) => g.is_gift === 0 && g.number - (g.returned ?? 0) > 0)
    if (line) {
      await page.goto(`/order/info/${o.id}?apply=return`)
      const form = page.getByRole("form", { name: "申请退货" })
      await form.getByLabel(`${line.name} 退货数量`).fill("1")
      await form.getByLabel("退货原因").selectOption("其他")
      await form.getByRole("button", { name: "提交申请" }).click()
      await expect(form.getByText("退货原因不符合要求")).toBeVisible()
      await expect(form.getByLabel("退货原因")).toHaveAttribute("aria-invalid", "true")
    }
    await control.fault({ path: "/api/points/order", method: "GET", code: 459, times: 1 })
    await page.goto("/jfdd")
    await expect(page).toHaveURL(/\/dzht/)
  })
})

const PAGES: ReadonlyArray<{ name: string; url: (p: Page) => Promise<string>; path: string }> = [
  { name: "orders", url: async () => "/order", path: "/api/order" },
  { name: "returns tab", url: async () => "/order?tab=returns", path: "/api/returns" },
  {
    name: "order detail",
    url: async (p) => `/order/info/${(await firstOrder(p, 3)).id}?apply=return`,
    path: "/api/order/*",
  },
  {
    name: "return detail",
    url: async (p) =>
      `/order/returnInfo/${(await api<Page1<{ id: number }>>(p, "/api/returns")).data[0]!.id}`,
    path: "/api/returns/*",
  },
  {
    name: "after-sales detail",
    url: async (p) =>
      `/order/afterSalesInfo/${(await api<Page1<{ id: number }>>(p, "/api/after_sales")).data[0]!.id}`,
    path: "/api/after_sales/*",
  },
  { name: "points orders", url: async () => "/jfdd", path: "/api/points/order" },
  { name: "receipts", url: async () => "/hmdd", path: "/api/hmdd" },
  { name: "invoices", url: async () => "/zzfw/dzfp", path: "/api/invoice" },
]

test.describe("every order page", () => {
  test.beforeEach(async ({ control, page }) => {
    await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
    await login(page)
  })

  for (const [i, p] of PAGES.entries()) {
    const broken = brokenFor(i)
    // every page's axe scan is in look/look.spec.ts
    test(`${p.name}: ${broken} data never blanks it`, async ({ page, control }) => {
      const url = await p.url(page)
      await expectReadable(page, control, { url, path: p.path }, broken)
    })
  }
})
