/**
 * Two answers about one thing agree, read one after the other with nothing written between:
 * - a goods of the goods list (its first page) reads the same in its detail (GoodsDetail is the
 *   Goods schema and more): the name, maker, spec and unit, the prices and ladder prices, whether
 *   it can be bought; a detail served from a stale cache shows another price than the list;
 * - 可用优惠券数量 (GET /api/user/couponNum) is the number of usable coupons, the `total` of
 *   可用优惠券 (GET /api/user/availableCoupon).
 * Each disagreement is named at the answer that serves the copy (the detail, the count).
 */
import { rowsOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import type { Suite } from "../../suite.ts"

/** Goods fields a buyer decides on, which the list and the detail both carry. */
const GOODS_FIELDS = [
  "name",
  "sccj",
  "ypgg",
  "bzdw",
  "base_price",
  "original_price",
  "market_price",
  "ladder_price_type",
  "ladder_price",
  "is_buy",
  "is_free_shipping",
  "free_shipping_number",
] as const

/** How many goods of the list's first page are read in detail. */
const GOODS_READ = 3

async function goodsAgree(suite: Suite): Promise<void> {
  if (!suite.has("getGoodsList") || !suite.has("getGoodsDetailById")) return
  if (!suite.inScope("getGoodsDetailById")) return
  const list = await suite.read("getGoodsList", { query: { page: 1 } })
  for (const g of rowsOf(list.data).slice(0, GOODS_READ)) {
    if (typeof g.id !== "number") continue
    const detail = await suite.read("getGoodsDetailById", { path: { id: g.id } })
    const d = detail.data
    if (d === null) continue
    const differ = GOODS_FIELDS.filter(
      (f) => f in g && f in d && JSON.stringify(g[f]) !== JSON.stringify(d[f]),
    )
    const problems: Problem[] = differ.map((f) => ({
      cause: "a goods reads otherwise in its detail than in the goods list",
      detail: `goods ${g.id} ${String(g.name)}: ${f} is ${JSON.stringify(d[f])} in GET /api/goods/detail/${g.id}, ${JSON.stringify(g[f])} in the goods list read just before`,
      exchange: detail.x,
    }))
    suite.file("getGoodsDetailById", "meaning", problems, detail.x)
  }
}

async function couponCountAgrees(suite: Suite): Promise<void> {
  if (!suite.has("getUserCouponNum") || !suite.has("getUserAvailableCoupon")) return
  if (!suite.inScope("getUserCouponNum")) return
  const count = await suite.read("getUserCouponNum")
  const usable = await suite.read("getUserAvailableCoupon", { query: { page: 1 } })
  const n = count.data?.count
  const total = (usable.data as Record<string, unknown> | null)?.total
  if (typeof n !== "number" || typeof total !== "number") return
  suite.file(
    "getUserCouponNum",
    "meaning",
    n === total
      ? []
      : [
          {
            cause: "a count disagrees with the list it counts",
            detail: `可用优惠券数量 count is ${n}, but GET /api/user/availableCoupon holds ${total} usable coupons (its total), read just after`,
            exchange: count.x,
          },
        ],
    count.x,
  )
}

export async function agreement(suite: Suite): Promise<void> {
  await goodsAgree(suite)
  await couponCountAgrees(suite)
}
