/// <reference lib="dom" />
/**
 * A combination line (goods type 3) in the cart: bought in whole sets (step 1, from 1 to the
 * combination's stock, whatever the pack of the goods in it), priced at the set price, and saved
 * as sets. How the cart and the floating cart show it is their component tests' (CartPage,
 * RightPanel).
 */
import { test, expect, login } from "../fixtures.ts"
import type { Page } from "@playwright/test"

type Combination = {
  id: number
  name: string
  price: string
  goods: Array<{ goods_id: number; name: string; number: number }>
}

/** The first combination of 组合购, added to the cart as `sets` sets (POST /api/cart, type 3). */
async function addCombination(page: Page, sets: number): Promise<Combination> {
  const list = (await (await page.request.get("/api/combination")).json()) as {
    data: { data: Combination[] }
  }
  const c = list.data.data[0]!
  const res = await page.request.post("/api/cart", {
    form: { goods_id: c.id, price: c.price, number: sets, ck_id: 0, type: 3 },
  })
  expect(res.ok(), `add combination: ${await res.text()}`).toBeTruthy()
  return c
}

const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`
const fenOf = (price: string): number => Math.round(Number(price) * 100)

test.beforeEach(async ({ control, page }) => {
  await control.account({ username: "demo", draw_is_join: 1 })
  await login(page)
})

test("a combination line steps by one set and is saved as sets at the set price", async ({
  page,
}) => {
  const c = await addCombination(page, 1)
  await page.goto("/cart")
  const row = page.getByTestId("cart-line").filter({ hasText: c.name })
  const plus = row.getByRole("button", { name: `增加 ${c.name} 数量` })
  const minus = row.getByRole("button", { name: `减少 ${c.name} 数量` })
  const field = row.getByRole("textbox", { name: `${c.name} 购买数量` })
  await expect(field).toHaveValue("1")
  await expect(minus).toHaveAttribute("aria-disabled", "true")

  await plus.click()
  await expect(field).toHaveValue("2")
  await expect(minus).toHaveAttribute("aria-disabled", "false")
  await expect(row).toContainText(yuan(fenOf(c.price) * 2))
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get("/api/cart/list")).json()) as {
        data: { data: Array<{ goods_type: number; number: number }> }
      }
      return cart.data.data.find((l) => l.goods_type === 3)?.number
    })
    .toBe(2)

  await minus.click()
  await expect(field).toHaveValue("1")
  await field.fill("3")
  await field.press("Enter")
  await expect(field).toHaveValue("3")
  await expect(row).toContainText(yuan(fenOf(c.price) * 3))
  await page.reload()
  await expect(page.getByRole("textbox", { name: `${c.name} 购买数量` })).toHaveValue("3")
})
