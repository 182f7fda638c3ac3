/**
 * The help centre and the news: the footer's help categories (each article with its page path),
 * help articles, the site's qualifications (/help/fwbz/wzzz), complaints and suggestions from
 * guests and members (/help/us/tsjy: a phone or an e-mail is required, core Forms.complaint), the
 * news lists by type with paging, and a news item with the previous and next of its type.
 */
import { Result } from "effect"
import { formatDateTime } from "@mall/core/DateTime"
import * as Forms from "@mall/core/Forms"
import { invalidMany, notFound, ok } from "../http/envelope.ts"
import { nextId } from "../state/db.ts"
import type { Article, NewsItem } from "../state/db.ts"
import { optInt, optString, pageArgs, paginate } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

const NEWS_TYPES: Record<string, 1 | 2> = { hy: 1, company: 2 }

export function presentArticle(a: Article) {
  return {
    id: a.id,
    title: a.title,
    summary: a.content.replace(/<[^>]+>/g, "").slice(0, 60),
    content: a.content,
    category_id: a.categoryId,
    created_at: formatDateTime(a.createdAt),
  }
}

/** A news item as a list shows it (no content). */
function presentNewsSummary(n: NewsItem) {
  return {
    id: n.id,
    title: n.title,
    summary: n.summary,
    category_id: n.type,
    created_at: formatDateTime(n.createdAt),
  }
}

export function presentNews(n: NewsItem) {
  return { ...presentNewsSummary(n), content: n.content }
}

/** News of one type, newest first (ties by id). */
function newsOf(list: readonly NewsItem[], type: 1 | 2): NewsItem[] {
  return list
    .filter((n) => n.type === type)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
}

const link = (n: NewsItem | undefined) => (n ? { id: n.id, title: n.title } : null)

export const helpRoutes: RouteDef[] = [
  route("GET", "/api/help/category", false, (ctx) =>
    ok(ctx.db.helpCategories.map((c) => ({ name: c.name, children: c.children }))),
  ),
  route("GET", "/api/help/article", false, (ctx) => {
    const id = optInt(ctx, "category_id", 0, "帮助分类")
    return ok(ctx.db.articles.filter((a) => a.categoryId === id).map(presentArticle))
  }),
  route("GET", "/api/help/article/{id}", false, (ctx) => {
    const a = ctx.db.articles.find((x) => x.id === Number(ctx.params.id))
    if (!a) throw notFound("文章不存在")
    return ok(presentArticle(a))
  }),
  route("GET", "/api/help/qualifications", false, (ctx) =>
    ok(
      ctx.db.siteQualifications.map((q) => ({
        id: q.id,
        name: q.name,
        number: q.number,
        issuer: q.issuer,
        valid_until: q.validUntil,
        image: q.image,
      })),
    ),
  ),
  route("POST", "/api/help/complaint", false, (ctx) => {
    const input = {
      type: optString(ctx, "type"),
      content: optString(ctx, "content"),
      name: optString(ctx, "name"),
      phone: optString(ctx, "phone"),
      email: optString(ctx, "email"),
    }
    const checked = Forms.validate(Forms.complaint, input)
    if (Result.isFailure(checked)) {
      const errors: Record<string, string[]> = {}
      for (const [k, v] of Object.entries(checked.failure)) if (v) errors[k] = [v]
      throw invalidMany(errors)
    }
    const v = checked.success
    const id = nextId(ctx.db, "complaints")
    ctx.db.complaints.push({
      id,
      type: Number(v.type),
      content: v.content,
      name: v.name,
      phone: v.phone,
      email: v.email,
      userId: ctx.user?.id ?? null,
      createdAt: ctx.now,
    })
    return ok({ id }, "提交成功，我们会尽快处理")
  }),
  route("GET", "/api/news", false, (ctx) => {
    const type = NEWS_TYPES[optString(ctx, "type")] ?? 1
    return ok(paginate(newsOf(ctx.db.news, type), pageArgs(ctx, 10), presentNewsSummary))
  }),
  route("GET", "/api/news/{id}", false, (ctx) => {
    const n = ctx.db.news.find((x) => x.id === Number(ctx.params.id))
    const asked = optString(ctx, "type")
    if (!n || (asked !== "" && NEWS_TYPES[asked] !== n.type)) throw notFound("资讯不存在")
    const list = newsOf(ctx.db.news, n.type)
    const at = list.findIndex((x) => x.id === n.id)
    return ok({ ...presentNews(n), prev: link(list[at - 1]), next: link(list[at + 1]) })
  }),
]
