/// <reference lib="dom" />
/**
 * The lucky-draw banner in the browser: 立即抽奖 draws through the back end, the result shows 2 s
 * after the click and the banner animates out. The page's clock moves only when the test moves it,
 * so the 2 s are exact however busy the machine is. What the banner decides (not for a guest,
 * closing it, asking while drawing, a failed draw, never asked for again) is checked by its
 * component test, DrawBanner.test.tsx.
 */
import { test, expect, login } from "../fixtures.ts"

test("the banner draws, shows the result 2 s after the click and animates out", async ({
  page,
  control: _,
}) => {
  await login(page)
  await page.clock.install()
  await page.goto("/404")
  const banner = page.getByRole("region", { name: "幸运抽奖" })
  const draw = banner.getByRole("button", { name: "立即抽奖" })
  await expect(draw).toBeVisible()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  const drawn = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/draw")
  await draw.click()
  // the draw is asked for in the task after the frame that answers the click: the frame comes
  // when the clock moves
  await page.clock.runFor(100)
  await drawn
  await expect(draw).toBeDisabled()
  const result = page.getByRole("alertdialog", { name: "幸运抽奖" })
  await page.clock.runFor(1800)
  await expect(result).toHaveCount(0)
  await expect(banner).toBeVisible()
  // from here the clock runs on its own: the result is due 100 ms later, then the way out
  await page.clock.resume()
  await expect(result).toContainText(/^.*恭喜您抽中.+（.+）/)
  await expect(banner).toHaveCount(0, { timeout: 3000 })
  await result.getByRole("button", { name: "确定" }).click()
  await expect(result).toHaveCount(0)
})
