/// <reference lib="dom" />
import { test, expect } from "../fixtures.ts"

test.describe("failed calls", () => {
  test("cancelled lookups stay silent", async ({ page, control }) => {
    // the first lookup is held long enough that the second (500 ms after its keystroke) always
    // starts before the first could be answered, on a busy machine too
    await control.fault({ path: "/api/goods/search", delay: 3000, times: 1 })
    await page.goto("/404")
    const cancelled: string[] = []
    page.on("requestfailed", (r) => {
      if (new URL(r.url()).pathname === "/api/goods/search") cancelled.push(r.url())
    })
    const box = page.getByRole("combobox", { name: "搜索", exact: true })
    // the second lookup starts while the first (held by the back end) is on its way
    const first = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/goods/search")
    await box.fill("gm")
    await first
    await box.fill("gml")
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible()
    expect(cancelled.length).toBeGreaterThan(0)
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
    await expect(page.getByText("系统繁忙，请稍后再试")).toHaveCount(0)
  })
})
