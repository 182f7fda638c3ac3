/// <reference lib="dom" />
import { test, expect, login } from "../fixtures.ts"
import { countRequests, placeOrder } from "./shell.ts"

test.describe("search box", () => {
  test.beforeEach(async ({ page, control: _ }) => {
    await page.goto("/404")
  })

  test("waits 500 ms after the last key before looking up", async ({ page }) => {
    // the page's clock moves only when the test moves it, so the time between keys is exact
    // however busy the machine is
    await page.clock.install()
    await page.goto("/404")
    await page.clock.pauseAt(Date.now() + 1000)
    const lookups = countRequests(page, "/api/goods/search")
    const box = page.getByRole("combobox", { name: "搜索", exact: true })
    /** Lookups sent so far (a lookup that was due has had real time to reach the network). */
    const sent = async () => {
      await page.waitForTimeout(300)
      return lookups.count()
    }
    await box.pressSequentially("gm")
    await page.clock.runFor(400)
    expect(await sent()).toBe(0)
    await box.pressSequentially("lj")
    await page.clock.runFor(499)
    expect(await sent()).toBe(0)
    // from here the clock runs on its own (the answer's handling may wait on timers of its own)
    await page.clock.resume()
    await expect(page.getByRole("listbox")).toBeVisible()
    expect(lookups.count()).toBe(1)
    expect(new URL(lookups.requests[0]!.url()).searchParams.get("keywords")).toBe("gmlj")
    expect(new URL(lookups.requests[0]!.url()).searchParams.get("type")).toBe("1")
  })

  test("shows 搜索中... while looking up and 暂无数据 for no match", async ({ page, control }) => {
    await control.fault({ path: "/api/goods/search", delay: 1500, times: 1 })
    const box = page.getByRole("combobox", { name: "搜索", exact: true })
    await box.fill("zzzzqqqq")
    await expect(page.getByRole("status").filter({ hasText: "搜索中..." })).toBeVisible()
    // a status under the box, no list: the combobox says it is not expanded
    await expect(box).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("status").filter({ hasText: "暂无数据" })).toBeVisible()
    await expect(page.getByRole("listbox")).toBeHidden()
    await expect(box).toHaveAttribute("aria-expanded", "false")
  })

  test("the box is expanded exactly while its list shows: not after Esc or leaving it", async ({
    page,
  }) => {
    const box = page.getByRole("combobox", { name: "搜索", exact: true })
    const list = page.getByRole("listbox")
    await box.fill("gm")
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute("aria-expanded", "true")
    await box.press("Escape")
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute("aria-expanded", "false")
    await box.fill("gml")
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute("aria-expanded", "true")
    await box.blur()
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute("aria-expanded", "false")
  })

  test("arrows move, Enter submits the highlighted suggestion, Esc closes", async ({ page }) => {
    const box = page.getByRole("combobox", { name: "搜索", exact: true })
    await box.fill("gm")
    const options = page.getByRole("listbox").getByRole("option")
    await expect(options.first()).toBeVisible()
    await box.press("ArrowDown")
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    await box.press("ArrowUp")
    await expect(options.last()).toHaveAttribute("aria-selected", "true")
    await box.press("Escape")
    await expect(box).toHaveAttribute("aria-expanded", "false")
    await box.fill("g")
    await box.fill("gm")
    await expect(options.first()).toBeVisible()
    await box.press("ArrowDown")
    const picked = (await options.first().textContent()) ?? ""
    await box.press("Enter")
    await expect(page).toHaveURL(/\/search\?keywords=/)
    expect(new URL(page.url()).searchParams.get("keywords")).toBe(picked)
  })

  test("Enter submits the trimmed keyword; an emptied box closes the list", async ({ page }) => {
    const box = page.getByRole("combobox", { name: "搜索", exact: true })
    await box.fill("gm")
    await expect(page.getByRole("listbox")).toBeVisible()
    await box.fill("")
    await expect(box).toHaveAttribute("aria-expanded", "false")
    await box.fill("  布洛芬  ")
    await box.press("Enter")
    await expect(page).toHaveURL(/\/search\?/)
    expect(new URL(page.url()).searchParams.get("keywords")).toBe("布洛芬")
  })

  test("reuses suggestions for 5 s from the session cache", async ({ page }) => {
    const lookups = countRequests(page, "/api/goods/search")
    const box = page.getByRole("combobox", { name: "搜索", exact: true })
    await box.fill("gm")
    await expect(page.getByRole("listbox")).toBeVisible()
    expect(lookups.count()).toBe(1)
    await box.fill("")
    await box.fill("gm")
    await expect(page.getByRole("listbox")).toBeVisible()
    await page.waitForTimeout(700)
    expect(lookups.count()).toBe(1)
    await page.waitForTimeout(5000)
    await box.fill("")
    await box.fill("gm")
    await expect.poll(() => lookups.count()).toBe(2)
  })

  test("searches by maker in 生产厂家 mode", async ({ page }) => {
    const lookups = countRequests(page, "/api/goods/search")
    await page.getByRole("combobox", { name: "搜索类型" }).selectOption({ label: "生产厂家" })
    await page.getByRole("combobox", { name: "搜索", exact: true }).fill("hrsj")
    await expect.poll(() => lookups.count()).toBe(1)
    expect(new URL(lookups.requests[0]!.url()).searchParams.get("type")).toBe("2")
  })

  test("a hot search runs a search", async ({ page }) => {
    await expect(page.getByText("热门搜索：")).toBeVisible()
    const hot = page.getByText("热门搜索：").locator("..").getByRole("button").first()
    const word = (await hot.textContent()) ?? ""
    await hot.click()
    await expect(page).toHaveURL(/\/search\?/)
    expect(new URL(page.url()).searchParams.get("keywords")).toBe(word)
  })

  test("search is hidden on cart step 2", async ({ page }) => {
    await expect(page.getByRole("combobox", { name: "搜索", exact: true })).toBeVisible()
    await login(page)
    await page.goto("/cart/step2")
    await expect(page).toHaveURL(/\/cart\/step2$/)
    await expect(page).toHaveTitle(/^确认订单 - /)
    await expect(page.getByText("您好，欢迎来到医药批发商城")).toBeVisible()
    await expect(page.getByRole("combobox", { name: "搜索", exact: true })).toHaveCount(0)
  })

  test("search is hidden on cart step 3 and on the 含麻 pay page", async ({ page }) => {
    await login(page)
    const id = await placeOrder(page)
    for (const path of [`/cart/step3/${id}`, `/cart/hm?id=${id}`]) {
      await page.goto(path)
      expect(new URL(page.url()).pathname).toBe(path.split("?")[0])
      await expect(page).toHaveTitle(/^支付订单 - /)
      await expect(page.getByRole("button", { name: "立即支付" })).toBeVisible()
      await expect(page.getByText("您好，欢迎来到医药批发商城")).toBeVisible()
      await expect(page.getByRole("combobox", { name: "搜索", exact: true })).toHaveCount(0)
    }
    await page.goto("/cart")
    await expect(page.getByRole("combobox", { name: "搜索", exact: true })).toBeVisible()
  })
})
