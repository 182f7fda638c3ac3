/**
 * The member centre's side menu (spec §2 "Member area") as data: 会员中心 and four sections —
 * 账户中心 (/zhzx), 我的钱包 (/wdqb), 订单中心 (/order, /jfdd, /hmdd) and 自助服务 (/zzfw) — each
 * item a route of the route table, labelled with its page title. A detail page belongs to the item
 * of the list it was opened from (`/order/info/7` lights 我的订单), so the menu and the breadcrumb
 * always say where the buyer is.
 */
import * as Messages from "./Messages.ts"
import * as Routes from "./Routes.ts"

export interface Item {
  readonly route: string
  readonly path: string
  readonly label: string
}

export interface Section {
  readonly key: keyof typeof Messages.kit.sections
  readonly label: string
  readonly items: ReadonlyArray<Item>
}

const item = (route: string): Item => {
  const r = Routes.byName(route)
  if (r === undefined || r.title === undefined) throw new Error(`member menu: no route ${route}`)
  return { route, path: r.path, label: r.title }
}

/** 会员中心 itself, above the sections. */
export const home: Item = item("user")

const section = (key: Section["key"], routes: ReadonlyArray<string>): Section => ({
  key,
  label: Messages.kit.sections[key],
  items: routes.map(item),
})

export const sections: ReadonlyArray<Section> = [
  section("order", ["order", "jfdd", "hmdd"]),
  section("wdqb", ["wdqb_yegl", "wdqb_jfgl", "wdqb_yhq", "wdqb_xjq"]),
  section("zhzx", [
    "zhzx_basic",
    "zhzx_zzzj",
    "zhzx_ddgl",
    "zhzx_bdwx",
    "zhzx_addr",
    "zhzx_wdxx",
    "zhzx_jybg",
  ]),
  section("zzfw", ["zzfw_kjcg", "zzfw_pzqg", "zzfw_dzfp", "zzfw_star", "zzfw_yjfk"]),
]

/** Detail and form pages, and the menu item whose list they belong to. */
const parents: Readonly<Record<string, string>> = {
  order_info: "order",
  order_returnInfo: "order",
  order_afterSalesInfo: "order",
  zzfw_pzqg_add: "zzfw_pzqg",
  zzfw_pzqg_info: "zzfw_pzqg",
}

const all: ReadonlyArray<Item> = [home, ...sections.flatMap((s) => s.items)]

/** The menu item a route lights (itself, or the list it belongs to); undefined outside the area. */
export const activeItem = (route: string): Item | undefined => {
  const name = parents[route] ?? route
  return all.find((i) => i.route === name)
}

/** Whether a route is a page of the member area. */
export const isMemberRoute = (route: string): boolean => activeItem(route) !== undefined

export interface Crumb {
  readonly label: string
  /** `undefined` for the current page. */
  readonly path: string | undefined
}

/**
 * The breadcrumb of a member page: 首页 › 会员中心 › [the list it belongs to ›] the page. The
 * last crumb is the current page (no link).
 */
export const breadcrumb = (route: string): ReadonlyArray<Crumb> => {
  const current = Routes.byName(route)
  const crumbs: Array<Crumb> = [{ label: Messages.kit.home, path: "/" }]
  if (route !== home.route) crumbs.push({ label: home.label, path: home.path })
  const parent = parents[route]
  const parentItem = parent === undefined ? undefined : all.find((i) => i.route === parent)
  if (parentItem !== undefined) crumbs.push({ label: parentItem.label, path: parentItem.path })
  crumbs.push({ label: current?.title ?? "", path: undefined })
  return crumbs
}
