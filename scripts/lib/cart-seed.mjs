/**
 * For the browser benchmarks: fills the signed-in company's cart through the API. `seedCart`
 * adds `lines` lines, one per buyable goods with stock (most stock first, so the first lines
 * take many +/- presses), in indexed form lists of 100 lines a call (POST /api/cart), and answers
 * the cart's line count (GET /api/cart/total). The cart refuses a warehouse a goods is not
 * stocked in, so a goods makes one line: at most as many lines as the catalogue has buyable goods
 * with stock.
 */

/** Buyable goods with stock, most stock first. */
async function buyableGoods(request) {
  const out = []
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/goods/list?page=${page}`)
    const { data } = await res.json()
    for (const g of data.data) if (g.is_buy === 1 && g.number >= 200) out.push(g)
    if (page >= data.last_page) break
  }
  return out.sort((a, b) => b.number - a.number)
}

/** `request`: a Playwright API request context of a signed-in company, with the base URL set. */
export async function seedCart(request, lines) {
  const goods = await buyableGoods(request)
  if (goods.length < lines)
    throw new Error(
      `the catalogue has ${goods.length} buyable goods with stock: --lines ${goods.length} at most`,
    )
  const chosen = goods
    .slice(0, lines)
    .map((g) => ({ id: g.id, ck: 0, number: Math.max(1, g.zbz ?? 1) }))
  for (let i = 0; i < chosen.length; i += 100) {
    const body = chosen
      .slice(i, i + 100)
      .map(
        (l, j) =>
          `goods_id[${j}]=${l.id}&price[${j}]=1.00&number[${j}]=${l.number}&ck_id[${j}]=${l.ck}`,
      )
      .join("&")
    const res = await request.post("/api/cart", {
      data: body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    })
    if (!res.ok()) throw new Error(`seeding failed: ${await res.text()}`)
  }
  const total = await (await request.get("/api/cart/total")).json()
  return total.data.total
}
