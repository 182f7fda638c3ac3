/**
 * Zones and campaigns: activities (/yjh, /Hdzx), cashback (/hb), the storewide 94%
 * activity (/welfare), controlled sales (/kxzq…), the free-shipping rules (/yx/rule), the 好医汇
 * hub (/yyh) and the training hub (/yxt). Data from `data/campaigns.ts`; unknown ids answer 404.
 */
import { formatDateTime, seconds } from "@mall/core/DateTime"
import { notFound, ok } from "../http/envelope.ts"
import { presentGoods } from "../domain/present.ts"
import {
  campaignsOf,
  KXZQ_GUEST_REASON,
  type Activity,
  type Course,
  type KxzqGroup,
} from "../data/campaigns.ts"
import { money } from "../domain/present.ts"
import type { Db } from "../state/db.ts"
import type { Goods, User } from "../state/types.ts"
import { idList, optInt, pageArgs, paginate, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

export const ACTIVITY_NOT_FOUND = "活动不存在"
export const ZONE_NOT_FOUND = "专区不存在"
export const COURSE_NOT_FOUND = "课程不存在"
export const CATEGORY_NOT_FOUND = "分类不存在"

const goodsOf = (db: Db, ids: readonly number[]): Goods[] =>
  ids.map((id) => db.goodsById.get(id)).filter((g): g is Goods => g !== undefined)

const summary = (a: Activity) => ({
  id: a.id,
  title: a.title,
  image: a.image,
  start_time: seconds(a.startAt),
  end_time: seconds(a.endAt),
})

/** Whether the signed-in company may buy controlled goods, and why not. */
export function kxzqAccess(db: Db, user: User | null): { allowed: 0 | 1; reason: string } {
  if (!user) return { allowed: 0, reason: KXZQ_GUEST_REASON }
  const reason = campaignsOf(db).kxzqRefused.get(user.groupId)
  return reason === undefined ? { allowed: 1, reason: "" } : { allowed: 0, reason }
}

/** The controlled goods the company may see: all of `ids` when allowed, none otherwise. */
export function controlledGoods(ctx: Ctx, ids: readonly number[]): Goods[] {
  return kxzqAccess(ctx.db, ctx.user).allowed === 1 ? goodsOf(ctx.db, ids) : []
}

const presentGroup = (g: KxzqGroup) => ({
  url: g.url,
  name: g.name,
  image: g.image,
  ads: g.adIds,
})

const courseSummary = (db: Db, c: Course) => ({
  id: c.id,
  category_id: c.categoryId,
  category_name: campaignsOf(db).courseCategories.find((x) => x.id === c.categoryId)?.name ?? "",
  title: c.title,
  lecturer: c.lecturer,
  cover: c.cover,
  duration: c.duration,
  views: c.views,
  summary: c.summary,
  created_at: formatDateTime(c.createdAt),
})

const findActivity = (ctx: Ctx): Activity => {
  const a = campaignsOf(ctx.db).activities.find((x) => x.id === Number(ctx.params.id))
  if (!a) throw notFound(ACTIVITY_NOT_FOUND)
  return a
}

export const campaignRoutes: RouteDef[] = [
  route("GET", "/api/campaign", false, (ctx) => {
    const all = campaignsOf(ctx.db).activities
    const ids = idList(ctx, "ids", "活动", false)
    const list =
      ids.length === 0
        ? all.filter((a) => a.endAt > ctx.now)
        : ids.map((id) => all.find((a) => a.id === id)).filter((a) => a !== undefined)
    return ok(list.map(summary))
  }),
  route("GET", "/api/campaign/{id}", false, (ctx) => {
    const a = findActivity(ctx)
    return ok({
      ...summary(a),
      rule: a.rule,
      goods: goodsOf(ctx.db, a.goodsIds).map((g) => presentGoods(ctx.db, g, ctx.user)),
    })
  }),

  route("GET", "/api/cashback", true, (ctx) => {
    const user = requireUser(ctx)
    const c = campaignsOf(ctx.db).cashback
    const orders = ctx.db.orders.filter(
      (o) =>
        o.userId === user.id &&
        o.status >= 1 &&
        o.status <= 3 &&
        o.createdAt >= c.startAt &&
        o.createdAt <= c.endAt,
    )
    return ok({
      id: c.id,
      title: c.title,
      start_time: seconds(c.startAt),
      end_time: seconds(c.endAt),
      rule: c.rule,
      tiers: c.tiers.map((t) => ({ amount: money(t.amount), rebate: money(t.rebate) })),
      spent: money(orders.reduce((s, o) => s + o.payAmount, 0)),
      order_count: orders.length,
    })
  }),

  route("GET", "/api/welfare", false, (ctx) => {
    const w = campaignsOf(ctx.db).welfare
    const list = ctx.db.goods.filter((g) => g.isBuy && g.originalPrice !== null)
    return ok({
      id: w.id,
      title: w.title,
      start_time: seconds(w.startAt),
      end_time: seconds(w.endAt),
      rate: w.rate,
      rule: w.rule,
      goods: paginate(list, pageArgs(ctx, 20), (g) => presentGoods(ctx.db, g, ctx.user)),
    })
  }),

  route("GET", "/api/kxzq", false, (ctx) =>
    ok({
      ...kxzqAccess(ctx.db, ctx.user),
      groups: campaignsOf(ctx.db).kxzqGroups.map(presentGroup),
    }),
  ),
  route("GET", "/api/kxzq/goods/{url}", false, (ctx) => {
    const group = campaignsOf(ctx.db).kxzqGroups.find((g) => g.url === ctx.params.url)
    if (!group) throw notFound(ZONE_NOT_FOUND)
    return ok({
      ...presentGroup(group),
      ...kxzqAccess(ctx.db, ctx.user),
      goods: paginate(controlledGoods(ctx, group.goodsIds), pageArgs(ctx, 20), (g) =>
        presentGoods(ctx.db, g, ctx.user),
      ),
    })
  }),

  route("GET", "/api/yx/rule", false, (ctx) => ok(campaignsOf(ctx.db).yxRule)),

  route("GET", "/api/yyh", false, (ctx) =>
    ok({
      ads: (ctx.db.ads.yyh ?? []).map((a) => ({ image: a.image, url: a.url, name: a.name })),
      sections: campaignsOf(ctx.db).yyhSections.map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        goods: goodsOf(ctx.db, s.goodsIds.slice(0, 8)).map((g) =>
          presentGoods(ctx.db, g, ctx.user),
        ),
      })),
    }),
  ),
  route("GET", "/api/yyh/goods", false, (ctx) => {
    const sections = campaignsOf(ctx.db).yyhSections
    const id = optInt(ctx, "section_id", 0, "专题")
    const section = id === 0 ? null : sections.find((s) => s.id === id)
    if (section === undefined) throw notFound(ZONE_NOT_FOUND)
    const ids = section ? section.goodsIds : sections.flatMap((s) => s.goodsIds)
    return ok(
      paginate(goodsOf(ctx.db, ids), pageArgs(ctx, 20), (g) => presentGoods(ctx.db, g, ctx.user)),
    )
  }),

  route("GET", "/api/yxt/category", false, (ctx) => {
    const c = campaignsOf(ctx.db)
    return ok(
      c.courseCategories.map((x) => ({
        id: x.id,
        name: x.name,
        count: c.courses.filter((k) => k.categoryId === x.id).length,
      })),
    )
  }),
  route("GET", "/api/yxt/course", false, (ctx) => {
    const c = campaignsOf(ctx.db)
    const categoryId = optInt(ctx, "category_id", 0, "分类")
    if (categoryId !== 0 && !c.courseCategories.some((x) => x.id === categoryId))
      throw notFound(CATEGORY_NOT_FOUND)
    const list = c.courses
      .filter((k) => categoryId === 0 || k.categoryId === categoryId)
      .sort((a, b) => b.createdAt - a.createdAt || a.id - b.id)
    return ok(paginate(list, pageArgs(ctx, 10), (k) => courseSummary(ctx.db, k)))
  }),
  route("GET", "/api/yxt/course/{id}", false, (ctx) => {
    const k = campaignsOf(ctx.db).courses.find((x) => x.id === Number(ctx.params.id))
    if (!k) throw notFound(COURSE_NOT_FOUND)
    return ok({ ...courseSummary(ctx.db, k), content: k.content })
  }),
]
