/**
 * Two answers about one thing agree, read one after the other with nothing written between:
 * - a goods of the goods list (its first page) reads the same in its detail (GoodsDetail is the
 *   Goods schema and more): the name, maker, spec and unit, the prices and ladder prices, whether
 *   it can be bought; a detail served from a stale cache shows another price than the list;
 * - 可用优惠券数量 (GET /api/user/couponNum) is the number of usable coupons, the `total` of
 *   可用优惠券 (GET /api/user/availableCoupon);
 * - each order count (GET /api/order_count: all, 待付款 … 已取消) is the `total` of the order list
 *   with that status (GET /api/order?status=N; all: no status);
 * - the phone lookup (GET /api/user/phone/{phone}) says the account's own phone is registered;
 * - the signed-in user's counts (GET /api/user/base): cart.count is the cart total (GET
 *   /api/cart/total), message_count the `total` of the unread messages (GET /api/message?is_read=0);
 * - a goods' is_favorite in its detail says whether it is among the favourites (GET /api/favorite);
 * - the cashback (GET /api/cashback) counts the paid orders of its period in the order list:
 *   order_count how many, spent the sum of their order_amount (unpaid and cancelled ones not).
 * Each disagreement is named at the answer that serves the copy (the detail, the count, the
 * lookup).
 */
import * as DateTime from "@mall/core/DateTime"
import { rowsOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import type { Exchange } from "../../http.ts"
import { fen, yuan } from "../../money.ts"
import { allRows } from "../../readback/kit.ts"
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
  "yxq",
  "scrq",
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

/** A count that is not the `total` of the list it counts, as a problem (none when they agree). */
function miscount(
  what: string,
  n: unknown,
  source: string,
  counted: unknown,
  x: Exchange,
  noun = "",
): Problem[] {
  if (typeof n !== "number" || typeof counted !== "number" || n === counted) return []
  return [
    {
      cause: "a count disagrees with the list it counts",
      detail: `${what} is ${n}, but ${source} holds ${counted}${noun}, read just after`,
      exchange: x,
    },
  ]
}

/** The `total` of a paged answer's data. */
const totalOf = (data: Record<string, unknown> | null): unknown => data?.total

async function couponCountAgrees(suite: Suite): Promise<void> {
  if (!suite.has("getUserCouponNum") || !suite.has("getUserAvailableCoupon")) return
  if (!suite.inScope("getUserCouponNum")) return
  const count = await suite.read("getUserCouponNum")
  const usable = await suite.read("getUserAvailableCoupon", { query: { page: 1 } })
  suite.file(
    "getUserCouponNum",
    "meaning",
    miscount(
      "可用优惠券数量 count",
      count.data?.count,
      "GET /api/user/availableCoupon",
      totalOf(usable.data),
      count.x,
      " usable coupons (its total)",
    ),
    count.x,
  )
}

/** GET /api/order_count's fields and the order list's status each counts (null: no status). */
const ORDER_COUNTS: ReadonlyArray<[string, number | null]> = [
  ["all", null],
  ["unpaid", 0],
  ["unshipped", 1],
  ["shipped", 2],
  ["completed", 3],
  ["cancelled", 4],
]

async function orderCountsAgree(suite: Suite): Promise<void> {
  if (!suite.has("getOrderCounts") || !suite.has("getOrderList")) return
  if (!suite.inScope("getOrderCounts")) return
  const counts = await suite.read("getOrderCounts")
  if (counts.data === null) return
  const problems: Problem[] = []
  for (const [field, status] of ORDER_COUNTS) {
    const listed = await suite.read("getOrderList", {
      query: status === null ? { page: 1 } : { page: 1, status },
    })
    problems.push(
      ...miscount(
        `order count ${field}`,
        counts.data[field],
        `GET /api/order${status === null ? "" : `?status=${status}`}`,
        totalOf(listed.data),
        counts.x,
        " orders (its total)",
      ),
    )
  }
  suite.file("getOrderCounts", "meaning", problems, counts.x)
}

async function ownPhoneRegistered(suite: Suite): Promise<void> {
  if (!suite.has("getUserPhoneByPhone") || !suite.has("getUserBase")) return
  if (!suite.inScope("getUserPhoneByPhone")) return
  const base = await suite.read("getUserBase")
  const phone = base.data?.phone
  if (typeof phone !== "string" || !/^1\d{10}$/.test(phone)) return
  const lookup = await suite.read("getUserPhoneByPhone", { path: { phone } })
  const registered = lookup.data?.is_registered
  // a braked lookup (429) says nothing either way
  if (registered === undefined) return
  suite.file(
    "getUserPhoneByPhone",
    "meaning",
    registered === 1
      ? []
      : [
          {
            cause: "the phone lookup says a registered phone is free",
            detail: `the signed-in account's own phone ${phone} (GET /api/user/base) answers is_registered ${JSON.stringify(registered)}`,
            exchange: lookup.x,
          },
        ],
    lookup.x,
  )
}

async function userCountsAgree(suite: Suite): Promise<void> {
  if (!suite.has("getUserBase") || !suite.inScope("getUserBase")) return
  const base = await suite.read("getUserBase")
  if (base.data === null) return
  const problems: Problem[] = []
  if (suite.has("getCartTotal")) {
    const total = await suite.read("getCartTotal")
    const cart = base.data.cart as Record<string, unknown> | undefined
    problems.push(
      ...miscount(
        "GET /api/user/base cart.count",
        cart?.count,
        "GET /api/cart/total",
        total.data?.total,
        base.x,
      ),
    )
  }
  if (suite.has("getMessageList")) {
    const unread = await suite.read("getMessageList", { query: { page: 1, is_read: 0 } })
    problems.push(
      ...miscount(
        "GET /api/user/base message_count",
        base.data.message_count,
        "GET /api/message?is_read=0",
        totalOf(unread.data),
        base.x,
        " (its total)",
      ),
    )
  }
  suite.file("getUserBase", "meaning", problems, base.x)
}

/** How many pages of a list the agreements read (the favourites, the paid orders). */
const PAGES = 20

/** How many favourites and goods of the list are read in detail for their is_favorite. */
const FAVOURITES_READ = 3

/**
 * A goods' is_favorite (是否已收藏) in its detail says whether it is in the company's favourites
 * (GET /api/favorite): read for a few favourites and a few goods of the list's first page.
 */
async function favouriteMarksAgree(suite: Suite): Promise<void> {
  if (!suite.has("getFavorite") || !suite.has("getGoodsDetailById")) return
  if (!suite.inScope("getGoodsDetailById")) return
  const favourites = new Set(
    (await allRows(suite, "getFavorite", {}, PAGES)).map((r) => Number(r.id)),
  )
  const goods = rowsOf((await suite.read("getGoodsList", { query: { page: 1 } })).data)
  const ids = [
    ...[...favourites].slice(0, FAVOURITES_READ),
    ...goods.slice(0, FAVOURITES_READ).map((g) => Number(g.id)),
  ]
  for (const id of new Set(ids)) {
    const detail = await suite.read("getGoodsDetailById", { path: { id } })
    const mark = detail.data?.is_favorite
    if (mark === undefined) continue
    const want = favourites.has(id) ? 1 : 0
    suite.file(
      "getGoodsDetailById",
      "meaning",
      mark === want
        ? []
        : [
            {
              cause: "a goods' favourite mark disagrees with the favourites",
              detail: `goods ${id} ${want === 1 ? "is" : "is not"} in GET /api/favorite, but GET /api/goods/detail/${id} says is_favorite ${JSON.stringify(mark)}`,
              exchange: detail.x,
            },
          ],
      detail.x,
    )
  }
}

/** Orders paid (待发货, 待收货, 已完成: not unpaid, not cancelled). */
const PAID = [1, 2, 3]

/**
 * The cashback (GET /api/cashback) counts the company's paid orders of the activity's period:
 * order_count is how many of them the order list holds (created between start_time and end_time,
 * Beijing time), spent the sum of their order_amount.
 */
async function cashbackAgrees(suite: Suite): Promise<void> {
  if (!suite.has("getCashback") || !suite.has("getOrderList") || !suite.inScope("getCashback"))
    return
  const cashback = await suite.read("getCashback")
  const d = cashback.data
  if (!d || typeof d.start_time !== "number" || typeof d.end_time !== "number") return
  const from = d.start_time * 1000
  const to = d.end_time * 1000 + 999
  const paid: Record<string, unknown>[] = []
  for (const status of PAID)
    for (const o of await allRows(suite, "getOrderList", { status }, PAGES)) {
      const at = DateTime.parse(String(o.created_at ?? ""))
      if (at !== null && at >= from && at <= to) paid.push(o)
    }
  const spent = paid.reduce((s, o) => s + fen(o.order_amount), 0)
  const problems = [
    ...miscount(
      "cashback order_count",
      d.order_count,
      "the order list",
      paid.length,
      cashback.x,
      " paid orders of the period",
    ),
  ]
  if (fen(d.spent) !== spent)
    problems.push({
      cause: "a count disagrees with the list it counts",
      detail: `cashback spent is ${String(d.spent)}, but the paid orders (status ${PAID.join(", ")}) of the period in the order list come to ${yuan(spent)}, read just after`,
      exchange: cashback.x,
    })
  suite.file("getCashback", "meaning", problems, cashback.x)
}

/** How many records of a list's first page are read in their detail. */
const DETAILS_READ = 3

/**
 * A record of a list reads the same in its detail (GET `<list path>/{id}`, the combinations):
 * every scalar field both carry, and each list of objects both carry, element by element.
 */
async function detailsAgree(suite: Suite): Promise<void> {
  for (const list of suite.contract.operations) {
    if (list.method !== "GET" || list.params.some((p) => p.in === "path" || p.required)) continue
    const detail = suite.contract.operations.find(
      (d) => d.method === "GET" && d.path === `${list.path}/{id}`,
    )
    if (!detail || !suite.inScope(detail) || !suite.has(list.id)) continue
    const as = list.auth || detail.auth ? suite.accountA : null
    const rows = rowsOf((await suite.read(list.id, { as, query: { page: 1 } })).data)
    for (const r of rows.slice(0, DETAILS_READ)) {
      if (typeof r.id !== "number") continue
      const one = await suite.read(detail.id, { as, path: { id: r.id } })
      const d = one.data
      if (d === null || Array.isArray(d)) continue
      const differ = Object.keys(r).filter(
        (f) =>
          f in d &&
          (typeof r[f] !== "object" || Array.isArray(r[f])) &&
          JSON.stringify(r[f]) !== JSON.stringify(d[f]),
      )
      suite.file(
        detail,
        "meaning",
        differ.map((f) => ({
          cause: "a record reads otherwise in its detail than in its list",
          detail: `${String(r.id)}: ${f} is ${JSON.stringify(d[f])} in GET ${detail.path.replace("{id}", String(r.id))}, ${JSON.stringify(r[f])} in GET ${list.path} read just before`,
          exchange: one.x,
        })),
        one.x,
      )
    }
  }
}

export async function agreement(suite: Suite): Promise<void> {
  await goodsAgree(suite)
  await detailsAgree(suite)
  await favouriteMarksAgree(suite)
  await cashbackAgrees(suite)
  await couponCountAgrees(suite)
  await orderCountsAgree(suite)
  await ownPhoneRegistered(suite)
  await userCountsAgree(suite)
}
