/**
 * The goods zones: 品牌专区 (/ppzq/{page?}, /ppzq/info/{id}/{page?}), 包邮专区 (/yx, /yx/table,
 * /yx/rule; shown to companies whose flag opens it, core Zone.yxAccess), 中药专区 (/zyyp), 器械专区
 * (/qxzq), 近效期专场 (/jxqzc, soonest expiry first), 控销专区 (/kxzq, /kxzq/new,
 * /kxzq/goods/{url}/{ads?}: controlled goods only for companies allowed to buy them, the others
 * see the server's reason), the templates without titles (/zqmb, /hdmb, fed by the focus and ad
 * calls) and 好医汇 (/yyh, /yyh/list). Each list is a resource (lib/kit) loaded for the page's URL
 * state; the goods show with the shared goods views (lib/goods).
 */
import * as ListQuery from "@mall/core/ListQuery"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

/** The URL query of a paged zone list (`?page=`). */
export const pageSpec = { page: ListQuery.page }
/** 好医汇's list: `?section=&page=`. */
export const yyhSpec = { page: ListQuery.page, section: ListQuery.text(6) }
/** The templates: `?id=`. */
export const templateSpec = { id: ListQuery.text(20) }

export const brandFocus = resource((_: null) => Api.brandFocus())
export const brands = resource((page: number) => Api.brands(page))
export const brand = resource((id: number) => Api.brand(id))
export const goods = resource((q: Api.GoodsQuery) => Api.goods(q))
export const zoneAds = resource((zone: "yx" | "zy") =>
  zone === "yx" ? Api.yxFocus() : Api.zyFocus(),
)
export const yxRule = resource((_: null) => Api.yxRule())
export const kxzq = resource((_: null) => Api.kxzq())
export const kxzqFocus = resource((fresh: boolean) => (fresh ? Api.kxzqNew() : Api.kxzqFocus()))
export const kxzqGoods = resource((q: { url: string; page: number }) =>
  Api.kxzqGoods(q.url, q.page),
)
export const kxzqAds = resource((ids: ReadonlyArray<number>) => Api.kxzqAds(ids))
export const template = resource((id: string) => Api.template(id))
export const yyh = resource((_: null) => Api.yyh())
export const yyhGoods = resource((q: { page: number; section: number | null }) =>
  Api.yyhGoods(q.page, q.section),
)

/** A page number from a path segment (`/ppzq/{page?}`): a whole number ≥ 1, else 1. */
export const pageOf = (segment: string | undefined): number =>
  ListQuery.page.parse(segment ?? "") ?? 1
