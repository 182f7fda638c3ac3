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

/** Goods as the list call gives them, with their pack size and ladder. */
export type PackedGoods = {
  id: number
  name: string
  zbz?: number | string
  base_price: string
  ladder_price_type: number | string
  ladder_price: Array<{ number: number | string; price: string }>
}

/**
 * A device (器械专区) sold in packs whose ladder lowers the price from one pack (满{pack}), and the
 * price of that tier: what a listing must show for it and the cart charges for one pack.
 */
export async function goodsWithPackTier(
  page: Page,
): Promise<{ goods: PackedGoods; packPrice: string }> {
  const res = await page.request.get("/api/goods/list?qx=2&page=1")
  const listed = ((await res.json()) as { data: { data: PackedGoods[] } }).data.data
  for (const g of listed) {
    if (Number(g.zbz) <= 1 || Number(g.ladder_price_type) === 1) continue
    const tier = g.ladder_price.find((t) => Number(t.number) === Number(g.zbz))
    if (tier !== undefined && tier.price !== g.base_price)
      return { goods: g, packPrice: tier.price }
  }
  throw new Error("no device sold in packs with a 满{pack} tier in the seed")
}
