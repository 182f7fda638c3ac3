/// <reference lib="dom" />
/**
 * Links and pictures of server data pass one URL policy: a picture from a host not allowed is
 * never asked for (the placeholder stands instead), a link to another host opens in a new tab
 * with neither opener nor referrer, and a link that hides its host (user info, a backslash) goes
 * nowhere: an ad's says 活动未开始, an article's is plain text. The answers are the dev back
 * end's own, with their URLs swapped for hostile ones.
 */
import type { Page, Route } from "@playwright/test"
import { expect, test } from "../fixtures.ts"

const FOREIGN = "other-host.example"

/** Answers `url` with the back end's own answer after `change` has edited its `data`. */
async function rewrite(page: Page, url: RegExp, change: (data: never) => void): Promise<void> {
  await page.route(url, async (route: Route) => {
    const res = await route.fetch()
    const body = (await res.json()) as { data: never }
    change(body.data)
    await route.fulfill({ response: res, json: body })
  })
}

/** Every request the page makes to the foreign host. */
function foreignRequests(page: Page): string[] {
  const seen: string[] = []
  page.context().on("request", (r) => {
    if (new URL(r.url()).hostname === FOREIGN) seen.push(r.url())
  })
  return seen
}

test("the top ad's picture from another host is not loaded; its link opens in a new tab", async ({
  page,
  control: _,
}) => {
  const asked = foreignRequests(page)
  await rewrite(page, /\/api\/ad\/top(\?|$)/, (ads: { image: string; url: string }[]) => {
    ads[0]!.image = `https://${FOREIGN}/ad.png`
    ads[0]!.url = `https://${FOREIGN}/promo`
  })
  await page.goto("/")
  const banner = page.getByRole("banner")
  const link = banner.locator(`a[href="https://${FOREIGN}/promo"]`)
  await expect(link).toHaveAttribute("target", "_blank")
  await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  await expect(link.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml,/)
  expect(asked).toEqual([])
})

test("an ad whose link hides its host says 活动未开始 and goes nowhere", async ({
  page,
  control: _,
}) => {
  await rewrite(page, /\/api\/focus(\?|$)/, (ads: { url: string }[]) => {
    for (const ad of ads) ad.url = `http://mall@${FOREIGN}/promo`
  })
  await page.goto("/")
  const slide = page.getByRole("button", { name: "秋冬感冒用药节" })
  await slide.click()
  await expect(page.getByText("活动未开始")).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(page.context().pages()).toHaveLength(1)
})

test("an article's links and pictures: own links stay, others open apart, hidden hosts are text", async ({
  page,
  control: _,
}) => {
  const asked = foreignRequests(page)
  await rewrite(page, /\/api\/help\/article\/\d+(\?|$)/, (a: { content: string }) => {
    a.content =
      `<p><a href="/help/pay">支付方式说明</a> <a href="https://${FOREIGN}/x">外站说明</a> ` +
      `<a href="http://mall@${FOREIGN}/">伪装链接</a> <a href="/\\${FOREIGN}/">反斜杠链接</a></p>` +
      `<img src="https://${FOREIGN}/p.png" alt="外站图片"><img src="/static/ad/ad-1.svg" alt="本站图片">`
  })
  await page.goto("/help/xrzn/hyzc")
  const article = page.getByRole("article")
  await expect(article.getByRole("link", { name: "支付方式说明" })).toHaveAttribute(
    "href",
    "/help/pay",
  )
  const away = article.getByRole("link", { name: "外站说明" })
  await expect(away).toHaveAttribute("target", "_blank")
  await expect(away).toHaveAttribute("rel", "noopener noreferrer")
  await expect(article.getByRole("link", { name: "伪装链接" })).toHaveCount(0)
  await expect(article.getByRole("link", { name: "反斜杠链接" })).toHaveCount(0)
  await expect(article.getByText("伪装链接")).toBeVisible()
  await expect(article.getByAltText("外站图片")).toHaveAttribute("src", /^data:image\/svg\+xml,/)
  await expect(article.getByAltText("本站图片")).toHaveAttribute("src", "/static/ad/ad-1.svg")
  expect(asked).toEqual([])
  // the own link still goes in the app, and its article comes (through the rewrite, which must
  // not be left fetching when the test ends)
  const next = page.waitForResponse(/\/api\/help\/article\/\d+/)
  await article.getByRole("link", { name: "支付方式说明" }).click()
  await expect(page).toHaveURL(/\/help\/pay$/)
  await next
})
