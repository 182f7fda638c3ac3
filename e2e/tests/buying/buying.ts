/** Helpers of the buying-path specs: seeding the cart through the contract's POST /api/cart. */
import { expect, type Page } from "@playwright/test"

export type SeedLine = { goodsId: number; number: number; ckId?: number }

/** Adds lines to the signed-in cart (indexed form lists, as the contract encodes them). */
export async function seedCart(page: Page, lines: ReadonlyArray<SeedLine>): Promise<void> {
  const body = lines
    .map((l, i) =>
      [
        `goods_id[${i}]=${l.goodsId}`,
        `price[${i}]=1.00`,
        `number[${i}]=${l.number}`,
        `ck_id[${i}]=${l.ckId ?? 0}`,
      ].join("&"),
    )
    .join("&")
  const res = await page.request.post("/api/cart", {
    data: body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  })
  expect(res.ok(), `seed cart: ${await res.text()}`).toBeTruthy()
}

/** A page of goods from the list call (for picking goods with given properties). */
export async function listGoods(
  page: Page,
  query = "",
): Promise<
  Array<{ id: number; name: string; sccj: string; is_buy: number; number: number; zbz?: number }>
> {
  const res = await page.request.get(`/api/goods/list${query}`)
  const json = (await res.json()) as { data: { data: Array<never> } }
  return json.data.data
}
