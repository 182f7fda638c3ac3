/// <reference lib="dom" />
import { test, expect } from "../fixtures.ts"

test.describe("search box", () => {
  test.beforeEach(async ({ page, control: _ }) => {
    await page.goto("/404")
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

  test("a hot search runs a search", async ({ page }) => {
    await expect(page.getByText("热门搜索：")).toBeVisible()
    const hot = page.getByText("热门搜索：").locator("..").getByRole("button").first()
    const word = (await hot.textContent()) ?? ""
    await hot.click()
    await expect(page).toHaveURL(/\/search\?/)
    expect(new URL(page.url()).searchParams.get("keywords")).toBe(word)
  })
})
