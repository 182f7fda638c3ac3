/** Goods: list with filters and sorting, detail, search suggestions, hot, related, spike and everyday price. */
import { DAY_MS as DAY, formatDate, seconds } from "@mall/core/DateTime"
import * as NearExpiry from "@mall/core/NearExpiry"
import { controlledRefusal } from "../data/campaigns.ts"
import { notFound, ok } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { presentGoods, presentGoodsDetail } from "../domain/present.ts"
import {
  matchesGoods,
  matchesMaker,
  matchesName,
  normaliseKeyword,
  suggestions,
} from "../domain/search.ts"
import type { Db } from "../state/db.ts"
import type { Goods, User } from "../state/types.ts"
import { optInt, optString, pageArgs, paginate } from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

export const GOODS_PAGE_SIZE = 20

/** Goods whose expiry date falls within this many days are near expiry (/jxqzc). */
export const NEAR_EXPIRY_DAYS = 180

/** Menu ids under a menu id (itself and its children, in any category tree). */
function menuIds(db: Db, id: number): Set<number> {
  const ids = new Set<number>([id])
  for (const tree of Object.values(db.menus)) {
    for (const entry of tree)
      if (entry.id === id) for (const child of entry.children) ids.add(child.id)
  }
  return ids
}

/**
 * The goods of a list or search query, in its order. A company refused controlled sales (控销)
 * does not find controlled goods; guests and other companies find everything.
 */
export function filterGoods(ctx: Ctx): Goods[] {
  const db = ctx.db
  const keyword = normaliseKeyword(optString(ctx, "keywords"))
  const categoryId = optInt(ctx, "category_id", 0, "分类")
  const brandId = optInt(ctx, "brand_id", 0, "品牌")
  const qx = optInt(ctx, "qx", 0, "器械") === 2
  const zy = optInt(ctx, "zy", 0, "中药") === 2
  const type = optInt(ctx, "type", 0, "类型")
  const matches = type === 1 ? matchesName : type === 2 ? matchesMaker : matchesGoods
  const nearExpiry = optInt(ctx, "jxq", 0, "近效期") === 1
  const freeShippingZone = optInt(ctx, "yx", 0, "包邮专区") === 1
  const expiryLimit = formatDate(ctx.now + NEAR_EXPIRY_DAYS * DAY)
  const menus = categoryId > 0 ? menuIds(db, categoryId) : null
  // a company refused controlled sales (控销) does not find controlled goods
  const user = ctx.user
  const list = db.goods.filter(
    (g) =>
      (user === null || controlledRefusal(db, user, g.id) === null) &&
      (!menus || menus.has(g.menuId)) &&
      (brandId === 0 || g.brandId === brandId) &&
      (!qx || g.category === "qx") &&
      (!zy || g.category === "zy") &&
      (!nearExpiry || g.expiryDate <= expiryLimit) &&
      (!freeShippingZone || g.category === "yx") &&
      (keyword === "" || matches(g, keyword)),
  )
  const order = optString(ctx, "order", "default")
  if (order === "sales") list.sort((a, b) => b.sales - a.sales || a.id - b.id)
  else if (order === "price_asc") list.sort((a, b) => a.price - b.price || a.id - b.id)
  else if (order === "price_desc") list.sort((a, b) => b.price - a.price || a.id - b.id)
  else if (order === "expiry")
    list.sort(
      (a, b) => NearExpiry.compare({ yxq: a.expiryDate }, { yxq: b.expiryDate }) || a.id - b.id,
    )
  return list
}

export function presentList(db: Db, list: readonly Goods[], user: User | null) {
  return list.map((g) => presentGoods(db, g, user))
}

function spike(db: Db, now: number, kind: "spike" | "everyday", user: User | null) {
  const start = db.seedTime + (kind === "spike" ? 10 : 0) * 3_600_000
  // Daily sessions: the spike runs 10:00-22:00 each day, the everyday price all day.
  const day = Math.floor((now - db.seedTime) / DAY)
  const startAt = start + day * DAY
  const endAt = kind === "spike" ? startAt + 12 * 3_600_000 : startAt + DAY
  const goods = db.goods.filter((g) =>
    kind === "spike" ? g.spikePrice !== null : g.everydayPrice !== null,
  )
  return {
    id: kind === "spike" ? 1 : 2,
    title: kind === "spike" ? "限时秒杀" : "每日特价",
    start_time: seconds(startAt),
    end_time: seconds(endAt),
    goods: presentList(db, goods, user),
  }
}

export const goodsRoutes: RouteDef[] = [
  route("GET", "/api/goods/list", false, (ctx) =>
    ok(
      paginate(filterGoods(ctx), pageArgs(ctx, GOODS_PAGE_SIZE), (g) =>
        presentGoods(ctx.db, g, ctx.user),
      ),
    ),
  ),

  route("GET", "/api/goods/detail/{id}", false, (ctx) => {
    const g = ctx.db.goodsById.get(Number(ctx.params.id))
    if (!g) throw notFound(msg.goodsNotFound)
    return ok(presentGoodsDetail(ctx.db, g, ctx.user))
  }),

  route("GET", "/api/goods/search", false, (ctx) => {
    const type = optInt(ctx, "type", 1, "类型") === 2 ? 2 : 1
    return ok(suggestions(ctx.db.goods, optString(ctx, "keywords"), type))
  }),

  route("GET", "/api/goods/hot", false, (ctx) =>
    ok(
      presentList(
        ctx.db,
        [...ctx.db.goods]
          .filter((g) => g.isBuy && g.stock > 0)
          .sort((a, b) => b.sales - a.sales)
          .slice(0, 10),
        ctx.user,
      ),
    ),
  ),

  route("GET", "/api/goods/relation", false, (ctx) => {
    // Related goods of the most recent favourite or cart line, else best sellers in general medicine.
    const anchorId = ctx.user
      ? (ctx.db.cart.find((l) => l.userId === ctx.user?.id)?.goodsId ?? 0)
      : 0
    const anchor = ctx.db.goodsById.get(anchorId)
    const pool = ctx.db.goods.filter(
      (g) =>
        g.isBuy && g.stock > 0 && g.id !== anchor?.id && (!anchor || g.menuId === anchor.menuId),
    )
    const list = (pool.length >= 4 ? pool : ctx.db.goods.filter((g) => g.category === "general"))
      .sort((a, b) => b.sales - a.sales)
      .slice(0, 8)
    return ok(presentList(ctx.db, list, ctx.user))
  }),

  route("GET", "/api/index/spike", false, (ctx) => ok(spike(ctx.db, ctx.now, "spike", ctx.user))),
  route("GET", "/api/activity/everyday_price", false, (ctx) =>
    ok(spike(ctx.db, ctx.now, "everyday", ctx.user)),
  ),

  route("GET", "/api/index_wntj/1", false, (ctx) =>
    ok(
      presentList(
        ctx.db,
        ctx.db.goods.filter((g) => g.isBuy && g.stock > 0 && g.id % 7 === 1).slice(0, 20),
        ctx.user,
      ),
    ),
  ),
  route("GET", "/api/focus/xrtj", false, (ctx) =>
    ok(
      presentList(
        ctx.db,
        [...ctx.db.goods]
          .filter((g) => g.isBuy)
          .sort((a, b) => b.createdAt - a.createdAt || a.id - b.id)
          .slice(0, 12),
        ctx.user,
      ),
    ),
  ),
]
