/**
 * Zones and campaigns, the points mall and the training hub in the browser: goods show, add to
 * cart from a zone updates the badge, claim a coupon then see it held, exchange points then see
 * the points order, a combination to the cart, near-expiry order, controlled goods hidden from a
 * company without the right, missing activities, empty and failed states, axe on each page.
 */
import type { Page } from "@playwright/test"
import { test, expect, login } from "../fixtures.ts"
import { brokenFor, expectReadable, type MalformedCase } from "../malformed.ts"
import { goodsWithPackTier } from "../buying/buying.ts"
import { countRequests } from "../shell/shell.ts"

const badge = (page: Page) => page.getByRole("link", { name: /^购物车/ }).first()

test.beforeEach(async ({ control }) => {
  await control.reset()
  await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
})

test("a zone's goods: add to cart updates the header badge", async ({ page }) => {
  await login(page)
  await page.goto("/zyyp")
  await expect(page.getByRole("heading", { level: 1, name: "中药专区" })).toBeVisible()
  const items = page.getByTestId("goods-item")
  await expect(items.first()).toBeVisible()
  const buyable = items.filter({
    has: page.getByRole("button", { name: /加入购物车$/, disabled: false }),
  })
  await buyable
    .first()
    .getByRole("button", { name: /加入购物车$/ })
    .click()
  await expect(page.getByText("加入购物车成功")).toBeVisible()
  await expect(badge(page)).toHaveText(/1$/)
})

test("a zone card shows the price of the pack it adds: the price the cart line charges", async ({
  page,
}) => {
  await login(page)
  const { goods: packed, packPrice } = await goodsWithPackTier(page)
  const detail = `/list/info/${packed.id}`
  await page.goto("/qxzq")
  const card = page
    .getByTestId("goods-item")
    .filter({ has: page.getByRole("link").and(page.locator(`a[href="${detail}"]`)) })
  await expect(card).toHaveCount(1)
  const shown = (await card.innerText()).match(/¥[\d.]+/)?.[0]
  expect(shown).toBe(`¥${Number(packPrice).toFixed(2)}`)
  await card.getByRole("button", { name: /加入购物车$/ }).click()
  await expect(page.getByText("加入购物车成功")).toBeVisible()
  await page.goto("/cart")
  const line = page.getByTestId("cart-line").filter({ has: page.locator(`a[href="${detail}"]`) })
  await expect(line).toContainText("¥")
  const charged = (await line.innerText()).match(/¥[\d.]+/)?.[0]
  expect(charged).toBe(shown)
})

test("near-expiry goods come soonest first with their days left", async ({ page }) => {
  await page.goto("/jxqzc")
  const cells = page.getByTestId("expiry")
  await expect(cells.first()).toBeVisible()
  const texts = await cells.allInnerTexts()
  const dates = texts.map((t) => t.slice(0, 10))
  expect([...dates].sort()).toEqual(dates)
  expect(texts[0]).toMatch(/剩余\d+天/)
})

test("claim a coupon, then it is held and listed among my coupons", async ({ page }) => {
  await login(page)
  await page.goto("/lqzx")
  await expect(page.getByRole("button", { name: /^已领取/ }).first()).toBeVisible()
  await expect(page.getByRole("button", { name: /^已领完/ }).first()).toBeDisabled()
  await expect(page.getByRole("button", { name: /^活动未开始/ }).first()).toBeDisabled()
  const claim = page.getByRole("button", { name: /^立即领取/ }).first()
  const name = ((await claim.getAttribute("aria-label")) ?? "").replace(/^立即领取 /, "")
  await claim.click()
  await expect(page.getByText("领取成功")).toBeVisible()
  await expect(page.getByRole("button", { name: "查看我的优惠券" })).toBeVisible()
  await page.getByRole("button", { name: "确定" }).click()
  await expect(page.getByRole("button", { name: `已领取 ${name}` })).toBeDisabled()
  const held = await page.request.get("/api/user/coupon?status=0&per_page=50")
  expect(JSON.stringify(await held.json())).toContain(name)
})

test("exchange points: the balance follows and the points order is listed", async ({ page }) => {
  await login(page)
  await page.goto("/jfsc")
  const balance = page.getByTestId("points-balance")
  await expect(balance).toHaveText(/^\d+$/)
  const before = Number(await balance.innerText())
  const card = page.getByTestId("points-goods").filter({ hasText: "医用外科口罩" })
  await card.getByRole("button", { name: /^立即兑换/ }).click()
  await page.getByRole("button", { name: "确定" }).click()
  await expect(page.getByText("兑换成功")).toBeVisible()
  await expect(balance).toHaveText(String(before - 300))
  await page.getByRole("button", { name: "查看积分订单" }).click()
  await expect(page).toHaveURL(/\/jfdd/)
  const orders = await page.request.get("/api/points/order")
  expect(JSON.stringify(await orders.json())).toContain("医用外科口罩")
})

test("a combination goes to the cart whole", async ({ page }) => {
  await login(page)
  await page.goto("/zhzq")
  const first = page.getByTestId("combination").first()
  await expect(first).toContainText("共省")
  await first.getByRole("button", { name: "整组加入购物车" }).click()
  await expect(page.getByText("加入购物车成功")).toBeVisible()
  await expect(badge(page)).toHaveText(/1$/)
})

test("a combination takes 1 up to its set stock: more is said on the field, nothing is added", async ({
  page,
}) => {
  await login(page)
  const res = await page.request.get("/api/combination?page=1")
  const listed = ((await res.json()) as { data: { data: { name: string; stock?: number }[] } }).data
    .data
  const c = listed.find((x) => (x.stock ?? 0) > 0)
  expect(c, "a combination in stock").toBeDefined()
  await page.goto("/zhzq")
  const card = page.getByTestId("combination").filter({ hasText: c!.name })
  const field = card.getByLabel("组合数量")
  // the box steps up to the set stock and no further
  await field.fill(String(c!.stock))
  await expect(card.getByRole("button", { name: /^增加/ })).toHaveAttribute("aria-disabled", "true")
  const adds = countRequests(page, "/api/cart")
  await field.fill(String(c!.stock! + 1))
  await card.getByRole("button", { name: "整组加入购物车" }).click()
  await expect(card.getByRole("alert")).toHaveText(`库存仅剩${c!.stock}组`)
  await expect(field).toBeFocused()
  await expect(field).toHaveAttribute("aria-invalid", "true")
  expect(adds.count()).toBe(0)
  await field.fill("1")
  await expect(card.getByRole("alert")).toHaveCount(0)
  await card.getByRole("button", { name: "整组加入购物车" }).click()
  await expect(page.getByText("加入购物车成功")).toBeVisible()
})

test("controlled goods: shown to demo, hidden with the reason from manager and guests", async ({
  page,
}) => {
  await page.goto("/kxzq/goods/xnxg")
  await expect(page.getByTestId("zone-notice")).toContainText("请登录后查看控销商品")
  await expect(page.getByTestId("goods-item")).toHaveCount(0)
  await login(page, { username: "manager", password: "demo123" })
  await page.goto("/kxzq")
  await expect(page.getByTestId("zone-notice")).toContainText("控销协议")
  await expect(page.getByTestId("goods-item")).toHaveCount(0)
  await login(page)
  await page.goto("/kxzq")
  await expect(page.getByTestId("goods-item").first()).toBeVisible()
})

test("free-shipping zone only for companies with the flag; rules page without chrome", async ({
  page,
}) => {
  await page.goto("/yx")
  await expect(page.getByTestId("zone-notice")).toContainText("请登录后查看")
  await login(page, { username: "manager", password: "demo123" })
  await page.goto("/yx")
  await expect(page.getByTestId("zone-notice")).toContainText("暂未开通包邮专区")
  await login(page)
  await page.goto("/yx/table")
  await expect(page.getByRole("table").getByTestId("goods-item").first()).toBeVisible()
  await page.goto("/yx/rule")
  await expect(page.getByRole("heading", { level: 1, name: "包邮规则" })).toBeVisible()
  await expect(page.getByRole("link", { name: /^购物车/ })).toHaveCount(0)
})

test("activities: countdown, 活动未开始, tabs, and a missing one goes to /noActivity", async ({
  page,
}) => {
  await page.goto("/yjh/1")
  await expect(page.getByRole("heading", { name: "秋冬感冒用药节" })).toBeVisible()
  await expect(page.getByTestId("countdown")).toContainText("距结束")
  await page.goto("/Hdzx/1,3/3")
  await expect(page.getByRole("link", { name: "家用器械节" })).toHaveAttribute(
    "aria-current",
    "page",
  )
  await expect(page.getByTestId("countdown")).toContainText("活动未开始")
  await page.getByRole("link", { name: "秋冬感冒用药节" }).click()
  await expect(page.getByTestId("countdown")).toContainText("距结束")
  await page.goto("/yjh/999")
  await expect(page).toHaveURL(/\/noActivity$/)
  await page.goto("/Hdzx/998,999")
  await expect(page).toHaveURL(/\/noActivity$/)
})

test("cashback: demo's progress; the fresh company has spent nothing", async ({ page }) => {
  await login(page)
  await page.goto("/hb")
  await expect(page.getByTestId("cashback-gap")).toContainText("再消费")
  await expect(page.getByRole("progressbar")).toBeVisible()
  await login(page, { username: "fresh", password: "demo123" })
  await page.goto("/hb")
  await expect(page.getByTestId("cashback-spent")).toContainText("¥0.00")
})

test("94% prices, training hub with an empty category, brand pages", async ({ page }) => {
  await page.goto("/welfare")
  await expect(page.getByTestId("goods-item").first()).toContainText("94折价")
  await page.goto("/yxt")
  await page.getByRole("link", { name: /^慢病管理/ }).click()
  await expect(page.getByText("暂无数据")).toBeVisible()
  await page.getByRole("link", { name: /^药品知识/ }).click()
  await page.getByTestId("course").first().getByRole("link").last().click()
  await expect(page.getByRole("link", { name: "返回课程列表" })).toBeVisible()
  await page.goto("/ppzq")
  await page.getByTestId("brand").first().click()
  await expect(page.getByRole("heading", { name: "品牌故事" })).toBeVisible()
})

test("全场94折: the cart charges the 94% price the page shows; the detail says so", async ({
  page,
}) => {
  await login(page)
  await page.goto("/welfare")
  const item = page
    .getByTestId("goods-item")
    .filter({ has: page.getByRole("button", { name: /加入购物车$/, disabled: false }) })
    .filter({ has: page.getByRole("list", { name: "阶梯价" }) })
    .first()
  // the card's one link (its picture's is hidden): the goods' name
  const named = item.getByRole("link")
  const name = (await named.innerText()).trim()
  const shown = (await item.getByTestId("welfare-price").innerText()).match(/¥[\d.]+/)?.[0]
  expect(shown).toBeDefined()
  // the card lists the ladder tiers too: a box that starts at a tier's quantity pays that tier
  const priceOf = (text: string) => text.match(/¥[\d.]+/)?.[0] ?? ""
  const cardTiers = (
    await item.getByRole("list", { name: "阶梯价" }).getByRole("listitem").allInnerTexts()
  ).map(priceOf)
  await item.getByRole("button", { name: /加入购物车$/ }).click()
  await expect(page.getByText("加入购物车成功")).toBeVisible()
  const detail = await named.getAttribute("href")
  await page.goto(detail!)
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
  const welfareLine = page.locator("p", { has: page.getByRole("link", { name: "全场94折" }) })
  await expect(welfareLine).toContainText(/原价\s*¥[\d.]+/)
  // The detail prices the quantity its buy box starts at, the one added above: one of the 94%
  // prices (the unit price or a ladder tier), never the price before the activity; the cart
  // charges that price.
  const original = (await welfareLine.innerText()).match(/原价\s*(¥[\d.]+)/)?.[1]
  const tiers = await page
    .getByRole("list", { name: "阶梯价" })
    .getByRole("listitem")
    .allInnerTexts()
  const offered = [shown!, ...tiers.map(priceOf)]
  expect(tiers.map(priceOf)).toEqual(cardTiers)
  const priced = page.getByRole("status", { name: "采购价" })
  await expect(priced).toContainText("¥")
  const detailPrice = (await priced.innerText()).match(/¥[\d.]+/)?.[0]
  expect(offered).toContain(detailPrice)
  expect(detailPrice).not.toBe(original)
  await page.goto("/cart")
  const line = page.getByTestId("cart-line").filter({ hasText: name })
  await expect(line).toContainText("¥")
  const charged = (await line.innerText()).match(/¥[\d.]+/)?.[0]
  expect(charged).toBe(detailPrice)
  expect([shown, ...cardTiers]).toContain(charged)
})

test("a failed list offers 重新加载 and recovers", async ({ page, control }) => {
  await control.fault({ path: "/api/combination", status: 500, times: 1 } as never)
  await page.goto("/zhzq")
  await expect(page.getByText("加载失败")).toBeVisible()
  await page.getByRole("button", { name: "重新加载" }).click()
  await expect(page.getByTestId("combination").first()).toBeVisible()
})

test("a page whose one call takes no query recovers with 重新加载 too", async ({
  page,
  control,
}) => {
  await control.fault({ path: "/api/yyh", method: "GET", code: 500, times: 1 })
  await page.goto("/yyh")
  await expect(page.getByText("加载失败")).toBeVisible()
  await page.getByRole("button", { name: "重新加载" }).click()
  await expect(page.getByRole("link", { name: "更多" }).first()).toBeVisible()
  await expect(page.getByText("加载失败")).toHaveCount(0)
  await control.fault({ path: "/api/yx/rule", method: "GET", code: 500, times: 1 })
  await page.goto("/yx/rule")
  await expect(page.getByText("加载失败")).toBeVisible()
  await page.getByRole("button", { name: "重新加载" }).click()
  await expect(page.getByText(/单品购买数量达到页面所示起订量即免运费/)).toBeVisible()
  await expect(page.getByText("加载失败")).toHaveCount(0)
})

test.describe("pages never go blank on broken data", () => {
  const CASES: ReadonlyArray<MalformedCase> = [
    { url: "/lqzx", path: "/api/coupon/center" },
    { url: "/jfsc", path: "/api/points/goods" },
    { url: "/zhzq", path: "/api/combination" },
    { url: "/hb", path: "/api/cashback" },
    { url: "/jxqzc", path: "/api/goods/list" },
  ]
  for (const [i, c] of CASES.entries()) {
    const broken = brokenFor(i)
    test(`${c.url} with its data ${broken}`, async ({ page, control }) => {
      await login(page)
      await expectReadable(page, control, c, broken)
    })
  }
})
