/** The calls of the goods zones (brand zone, free-shipping, herbal, devices, near-expiry, controlled sales, templates, 好医汇). */
import * as Op from "@mall/core/generated/operations"
import * as Zone from "@mall/core/Zone"
import { call } from "../../lib/api/client.ts"
import { missingGoesTo } from "../../lib/api/missing.ts"

/** GET /api/focus/ppzq: the brand zone's ads. */
export const brandFocus = () => call(Op.getFocusPpzq)
/** GET /api/brand: a page of the brand wall. */
export const brands = (page: number) => call(Op.getBrandList, { params: { query: { page } } })
/** GET /api/focus/brand/{id}: a brand's banner and story (an unknown brand → /404). */
export const brand = (id: number) =>
  call(Op.getFocusBrandById, { params: { path: { id } } }, missingGoesTo("/404"))

export type GoodsQuery = {
  readonly page: number
  readonly brand_id?: number
  readonly zy?: 2
  readonly qx?: 2
  readonly yx?: 1
  readonly jxq?: 1
  readonly order?: "expiry"
}
/** GET /api/goods/list: a page of a zone's goods. */
export const goods = (query: GoodsQuery) => call(Op.getGoodsList, { params: { query } })

/** The zone ads: GET /api/focus/yx, /zyzq (quietly: the goods matter). */
export const yxFocus = () => call(Op.getFocusYx, undefined, { silent: true })
export const zyFocus = () => call(Op.getFocusZyzq, undefined, { silent: true })
/** GET /api/yx/rule. */
export const yxRule = () => call(Op.getYxRule)

/** GET /api/kxzq: may the company buy controlled goods, and the groups. */
export const kxzq = () => call(Op.getKxzq)
/** GET /api/focus/kxzq and /api/focus/new_kxzq. */
export const kxzqFocus = () => call(Op.getFocusKxzq)
export const kxzqNew = () => call(Op.getFocusNewKxzq)
/** GET /api/kxzq/goods/{url} (an unknown group → /noActivity). */
export const kxzqGoods = (url: string, page: number) =>
  call(
    Op.getKxzqGoods,
    { params: { path: { url }, query: { page } } },
    missingGoesTo(Zone.NO_ACTIVITY_PATH),
  )
/** GET /api/focus/kxzq_ad?ids=…. */
export const kxzqAds = (ids: ReadonlyArray<number>) =>
  call(Op.getFocusKxzqAd, { params: { query: { ids: [...ids] } } }, { silent: true })

/** GET /api/focus/demo with the template page's activity id (/zqmb, /hdmb). */
export const template = (id: string) =>
  // the contract's free parameters are form-exploded (?id=12): the client's query encoding
  call(Op.getFocusDemo, { params: { query: { params: id === "" ? {} : { id } } } })

/** GET /api/yyh and /api/yyh/goods. */
export const yyh = () => call(Op.getYyh)
export const yyhGoods = (page: number, sectionId: number | null) =>
  call(
    Op.getYyhGoods,
    { params: { query: sectionId === null ? { page } : { page, section_id: sectionId } } },
    missingGoesTo(Zone.NO_ACTIVITY_PATH),
  )
