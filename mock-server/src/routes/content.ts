/** Content: common data, focus pictures and zones, ads, brands, combinations, lucky draw (help and news: help.ts). */
import { formatDateTime, seconds } from "@mall/core/DateTime"
import { notFound, ok, warn } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { money, presentGoods } from "../domain/present.ts"
import { combinationSelectable, presentSetItems } from "../domain/cart.ts"
import { createRng } from "../data/prng.ts"
import { initialsOf } from "../data/catalogue.ts"
import type { Ad, Db } from "../state/db.ts"
import { nextId } from "../state/db.ts"
import type { Category, Combination, User } from "../state/types.ts"
import { campaignsOf } from "../data/campaigns.ts"
import { controlledGoods } from "./campaigns.ts"
import { idList, optInt, optString, pageArgs, paginate, requireUser } from "./input.ts"
import { presentArticle, presentNews } from "./help.ts"
import { COMMON_CONFIG } from "./account.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

const presentAd = (a: Ad) => ({ image: a.image, url: a.url, name: a.name })
const ads = (db: Db, slot: string) => (db.ads[slot] ?? []).map(presentAd)

function zone(ctx: Ctx, slot: string, pick: (category: Category, id: number) => boolean) {
  const goods = ctx.db.goods.filter((g) => g.isBuy && pick(g.category, g.id)).slice(0, 20)
  return { ads: ads(ctx.db, slot), goods: goods.map((g) => presentGoods(ctx.db, g, ctx.user)) }
}

const presentBrand = (b: { id: number; name: string; logo: string }) => ({
  id: b.id,
  name: b.name,
  logo: b.logo,
})

/** A brand with its story (brand zone pages). */
const presentBrandStory = (db: Db, b: { id: number; name: string; logo: string }) => {
  const story = campaignsOf(db).brandStories.get(b.id)
  return { ...presentBrand(b), ...(story === undefined ? {} : { description: story }) }
}

export function presentCombination(db: Db, c: Combination) {
  const original = c.items.reduce(
    (sum, it) => sum + (db.goodsById.get(it.goodsId)?.price ?? 0) * it.number,
    0,
  )
  return {
    id: c.id,
    name: c.name,
    price: money(c.price),
    original_price: money(original),
    stock: combinationSelectable(db, c) ? c.stock : 0,
    goods: presentSetItems(db, c),
  }
}

function maskName(name: string): string {
  return `${name.slice(0, 1)}**`
}

function drawState(db: Db, user: User, drawId: number) {
  const record = [...db.drawRecords]
    .reverse()
    .find((r) => r.userId === user.id && r.drawId === drawId)
  const prize = record
    ? db.draws.find((d) => d.id === drawId)?.prizes.find((p) => p.id === record.prizeId)
    : undefined
  return {
    id: drawId,
    is_join: user.drawJoined,
    result: prize ? { name: prize.name, remarks: prize.remarks } : null,
  }
}

function findDraw(ctx: Ctx, id: number) {
  const draw = ctx.db.draws.find((d) => d.id === id)
  if (!draw) throw notFound(msg.drawNotFound)
  return draw
}

function drawRecordsFor(db: Db, drawId: number, userId: number | null) {
  return [...db.drawRecords]
    .filter((r) => r.drawId === drawId && (userId === null || r.userId === userId))
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, 20)
    .map((r) => {
      const user = db.users.find((u) => u.id === r.userId)
      const prize = db.draws.find((d) => d.id === r.drawId)?.prizes.find((p) => p.id === r.prizeId)
      return {
        id: r.id,
        username: maskName(user?.company ?? "会员"),
        prize_name: prize?.name ?? "",
        created_at: formatDateTime(r.createdAt),
      }
    })
}

export const contentRoutes: RouteDef[] = [
  route("GET", "/api/focus/common", false, (ctx) => {
    const db = ctx.db
    return ok({
      rnss: db.hotSearches,
      nav: db.nav,
      category: db.menus.general,
      category_yx: db.menus.yx,
      category_zy: db.menus.zy,
      category_qx: db.menus.qx,
      brand: db.brands.map(presentBrand),
      timestamp: seconds(ctx.now),
      common_config: COMMON_CONFIG,
    })
  }),
  route("GET", "/api/global/links", false, (ctx) => ok(ctx.db.nav)),
  route("GET", "/api/focus", false, (ctx) => ok(ads(ctx.db, "index"))),
  route("GET", "/api/focus/top", false, (ctx) => ok(ads(ctx.db, "top"))),
  route("GET", "/api/focus/right", false, (ctx) => ok(ads(ctx.db, "right"))),
  route("GET", "/api/focus/login", false, (ctx) => ok(ads(ctx.db, "login"))),
  route("GET", "/api/ad/top", false, (ctx) => ok(ads(ctx.db, "top"))),
  route("GET", "/api/ad/right", false, (ctx) => ok(ads(ctx.db, "right"))),
  route("GET", "/api/focus/kxzq_ad", false, (ctx) => {
    const ids = idList(ctx, "ids", "广告位")
    const slot = ctx.db.ads.kxzq_ad ?? []
    const picked = slot.filter((a) => ids.includes(a.id))
    return ok((picked.length > 0 ? picked : slot.slice(0, ids.length)).map(presentAd))
  }),
  route("GET", "/api/focus/yx", false, (ctx) => ok(zone(ctx, "yx", (c) => c === "yx"))),
  route("GET", "/api/focus/zyzq", false, (ctx) => ok(zone(ctx, "zyzq", (c) => c === "zy"))),
  // Controlled goods only for companies allowed to buy them (GET /api/kxzq says why not).
  route("GET", "/api/focus/kxzq", false, (ctx) =>
    ok({
      ads: ads(ctx.db, "kxzq"),
      goods: controlledGoods(
        ctx,
        campaignsOf(ctx.db).kxzqGroups.flatMap((g) => g.goodsIds.slice(0, 7)),
      ).map((g) => presentGoods(ctx.db, g, ctx.user)),
    }),
  ),
  route("GET", "/api/focus/new_kxzq", false, (ctx) =>
    ok({
      ads: ads(ctx.db, "new_kxzq"),
      goods: controlledGoods(ctx, campaignsOf(ctx.db).kxzqNewIds).map((g) =>
        presentGoods(ctx.db, g, ctx.user),
      ),
    }),
  ),
  route("GET", "/api/focus/demo", false, (ctx) => {
    const seed = optInt(ctx, "id", 1, "活动")
    return ok(zone(ctx, "demo", (c, id) => c !== "zy" && id % 9 === Math.abs(seed) % 9))
  }),
  route("GET", "/api/focus/ppzq", false, (ctx) =>
    ok({
      ads: ads(ctx.db, "ppzq"),
      brands: ctx.db.brands.map((b) => presentBrandStory(ctx.db, b)),
    }),
  ),
  route("GET", "/api/focus/brand/{id}", false, (ctx) => {
    const brand = ctx.db.brands.find((b) => b.id === Number(ctx.params.id))
    if (!brand) throw notFound("品牌不存在")
    const goods = ctx.db.goods.filter((g) => g.brandId === brand.id).slice(0, 40)
    return ok({
      brand: presentBrandStory(ctx.db, brand),
      ads: ads(ctx.db, "ppzq"),
      goods: goods.map((g) => presentGoods(ctx.db, g, ctx.user)),
    })
  }),
  route("GET", "/api/focus/postList", false, (ctx) =>
    ok(
      [...ctx.db.news]
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, 6)
        .map(presentNews),
    ),
  ),
  route("GET", "/api/article/category", false, (ctx) => {
    const id = optInt(ctx, "category_id", 0, "文章分类")
    return ok(ctx.db.articles.filter((a) => a.categoryId === id).map(presentArticle))
  }),

  route("GET", "/api/brand", false, (ctx) => {
    const letter = optString(ctx, "letter").toLowerCase()
    const list = ctx.db.brands.filter((b) => letter === "" || initialsOf(b.name).startsWith(letter))
    return ok(paginate(list, pageArgs(ctx, 20), (b) => presentBrandStory(ctx.db, b)))
  }),
  route("GET", "/api/combination", false, (ctx) =>
    ok(paginate(ctx.db.combinations, pageArgs(ctx, 10), (c) => presentCombination(ctx.db, c))),
  ),
  route("GET", "/api/combination/{id}", false, (ctx) => {
    const c = ctx.db.combinations.find((x) => x.id === Number(ctx.params.id))
    if (!c) throw notFound(msg.goodsNotFound)
    return ok(presentCombination(ctx.db, c))
  }),

  route("GET", "/api/draw/simple", true, (ctx) => {
    const user = requireUser(ctx)
    const draw = ctx.db.draws.find((d) => d.startAt <= ctx.now && ctx.now < d.endAt)
    if (!draw) throw warn(msg.drawNotStarted)
    return ok(drawState(ctx.db, user, draw.id))
  }),
  route("GET", "/api/draw", true, (ctx) => {
    const user = requireUser(ctx)
    const draw = findDraw(ctx, optInt(ctx, "id", 0, "抽奖活动"))
    if (ctx.now < draw.startAt || ctx.now >= draw.endAt) throw warn(msg.drawNotStarted)
    if (user.drawJoined === 1) throw warn(msg.drawJoined)
    const rng = createRng(user.id * 7919 + ctx.db.drawRecords.length)
    const total = draw.prizes.reduce((s, p) => s + p.weight, 0)
    let roll = rng.next() * total
    const prize =
      draw.prizes.find((p) => (roll -= p.weight) < 0) ?? draw.prizes[draw.prizes.length - 1]
    if (!prize) throw warn(msg.drawNotFound)
    ctx.db.drawRecords.push({
      id: nextId(ctx.db, "drawRecords"),
      userId: user.id,
      drawId: draw.id,
      prizeId: prize.id,
      createdAt: ctx.now,
    })
    user.drawJoined = 1
    return ok({ id: draw.id, is_join: 1, result: { name: prize.name, remarks: prize.remarks } })
  }),
  route("GET", "/api/draw/new_record", true, (ctx) =>
    ok(drawRecordsFor(ctx.db, findDraw(ctx, optInt(ctx, "id", 0, "抽奖活动")).id, null)),
  ),
  route("GET", "/api/draw/record", true, (ctx) => {
    const user = requireUser(ctx)
    return ok(ctx.db.draws.flatMap((d) => drawRecordsFor(ctx.db, d.id, user.id)))
  }),
  route("GET", "/api/draw/{id}/activity", true, (ctx) => {
    const draw = findDraw(ctx, Number(ctx.params.id))
    return ok({
      id: draw.id,
      title: draw.name,
      start_time: seconds(draw.startAt),
      end_time: seconds(draw.endAt),
      rule: "每个账号活动期间可抽奖一次，奖品将在 7 个工作日内发放。",
      prizes: draw.prizes.map((p) => ({
        id: p.id,
        name: p.name,
        image: `/static/prize/prize-${p.id}.svg`,
        remarks: p.remarks,
      })),
    })
  }),
  route("GET", "/api/draw/ads", true, (ctx) => ok(ads(ctx.db, "draw"))),
]
