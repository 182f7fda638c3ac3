/// <reference lib="dom" />
/**
 * axe-core with WCAG 2.1 A/AA and best practice on every built page (the list in pages.ts), as the
 * demo company with the draw banner showing, and as a guest where the page is a guest's: no
 * violation of any impact.
 */
import { test, expect, login } from "../fixtures.ts"
import { builtPages } from "../pages.ts"
import { axeViolations, prepare } from "./axe.ts"

test.describe("axe with best practice on every built page", () => {
  for (const built of builtPages) {
    test(`${built.name} ${built.url}`, async ({ page, control }) => {
      await control.account({ username: "demo", contract_signed: 1 })
      if (built.guest !== true) await login(page)
      const url = await prepare(page, built)
      await page.goto(url)
      await page.waitForLoadState("networkidle")
      await expect(page.locator("main h1")).toHaveCount(1)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
