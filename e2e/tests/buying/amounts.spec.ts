/// <reference lib="dom" />
/**
 * The confirm-order page shows the amounts as the contract defines them (docs/contract.md):
 * 商品金额 is the plain sum of the lines, 满减优惠 its own row, and the payable is the cart page's;
 * the order made from it carries the same amounts.
 */
import { test, expect, login } from "../fixtures.ts"
import { axeViolations } from "../a11y/axe.ts"
import { seedCart } from "./buying.ts"

/** "¥592.00" → 59200 */
const fen = (text: string | null): number => {
  const m = /(\d+)\.(\d{2})/.exec(text ?? "")
  return m ? Number(m[1]) * 100 + Number(m[2]) : Number.NaN
}

test("商品金额 is the plain sum, 满减 its own row, and the payable is the cart's", async ({
  page,
  control,
}) => {
  await control.account({ username: "demo", draw_is_join: 1, contract_signed: 1 })
  await login(page)
  // Goods in the 满减 activity, enough to reach a tier.
  const res = await page.request.get("/api/goods/list?page=1")
  const goods = (
    (await res.json()) as {
      data: {
        data: {
          id: number
          is_buy: number
          number: number
          base_price: string
          ladder_price: unknown[]
          is_free_shipping: number
          tags: { name: string }[]
        }[]
      }
    }
  ).data.data.find(
    (g) =>
      g.is_buy === 1 &&
      g.number >= 100 &&
      g.ladder_price.length === 0 &&
      g.is_free_shipping === 0 &&
      g.tags.some((t) => t.name === "满") &&
      Number(g.base_price) >= 5,
  )
  if (!goods) throw new Error("no goods in the 满减 activity")
  const quantity = Math.min(goods.number, Math.ceil(60000 / fen(goods.base_price)))
  await seedCart(page, [{ goodsId: goods.id, number: quantity }])

  await page.goto("/cart")
  const payable = await page.getByTestId("payable").textContent()
  await page.getByRole("button", { name: "去结算" }).click()
  await expect(page).toHaveURL(/\/cart\/step2\?ids=/)
  await expect(page.getByTestId("order-payable")).toHaveText(payable ?? "")

  const amounts = page.getByRole("region", { name: "应付金额" })
  const goodsAmount = fen(await amounts.getByRole("definition").first().textContent())
  expect(goodsAmount).toBe(quantity * fen(goods.base_price))
  await expect(amounts.getByRole("term").nth(1)).toHaveText("满减优惠")
  const manjian = fen(await page.getByTestId("order-manjian").textContent())
  expect(manjian).toBeGreaterThan(0)
  // goods − 满减 + shipping (free above the threshold after 满减, else 10.00) = payable
  const shipping = goodsAmount - manjian >= 80000 ? 0 : 1000
  expect(fen(payable)).toBe(goodsAmount - manjian + shipping)

  const serious = (await axeViolations(page)).filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  )
  expect(serious).toEqual([])
})
