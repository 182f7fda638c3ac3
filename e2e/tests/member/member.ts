/// <reference lib="dom" />
/** Helpers of the member-area specs: the cart as the API sees it, the message badge, page text checks. */
import { expect, type Page } from "@playwright/test"

/** The cart lines (goods id → quantity) through the contract's call, with the page's session. */
export async function cartLines(page: Page): Promise<Map<number, number>> {
  const res = await page.request.get("/api/cart/list")
  expect(res.ok()).toBeTruthy()
  const body = (await res.json()) as { data: { data: { number: number; goods: { id: number } }[] } }
  return new Map(body.data.data.map((l) => [l.goods.id, l.number]))
}

/** The right panel's 消息 badge text ("" when hidden). */
export async function messageBadge(page: Page): Promise<string> {
  const link = page.getByRole("link", { name: /^消息/ }).first()
  // one read that does not wait: the badge may go between a count and a read of its text
  return (await link.getByTestId("badge").allTextContents())[0] ?? ""
}

/** Nothing on the page reads NaN, undefined or null. */
export async function expectNoBrokenText(page: Page): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText)
  expect(text).not.toMatch(/\bNaN\b|\bundefined\b|\bnull\b/)
}
