/**
 * News (/news/hy 行业资讯, /news/company 公司新闻, /news/info/{id}/{type}): a page of one type (the
 * URL's `page` query, core ListQuery) and one item with the previous and next of its type.
 */
import * as ListQuery from "@mall/core/ListQuery"
import type { NewsType } from "@mall/core/NewsType"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

/** The list's URL state. */
export const query = { page: ListQuery.page }
export type Query = ListQuery.Values<typeof query>

export const newsList = resource((q: Query & { type: NewsType }) => Api.list(q.type, q.page))
export const newsItem = resource((q: { id: number; type: NewsType }) => Api.item(q.id, q.type))
