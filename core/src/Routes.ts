/**
 * Every route of the product (spec §2) as data: name, path pattern, page title (from the wording
 * table), chrome flags and redirects, plus `match(pathname)` and the document-title rule.
 *
 * Patterns use `:param` and `:param?` (optional, only at the end). Decisions:
 * - chrome: `header` is `"main"`, `"login"` (the login-style header: /login, /register…,
 *   /forget…) or `"none"`. /yx/rule has no header, footer or right panel (a rules page opened on
 *   its own); /loading and /loading/activity hide all chrome (they are transient screens).
 * - search is hidden on cart steps 2 and 3 (/cart/step2, /cart/step3/:id and /cart/hm).
 * - redirects (the query and hash kept): /register → /register_index → /register/step1;
 *   /activity/… → /loading/activity;
 *   /order/wl/:id → /order/info/:id; section roots /zhzx, /wdqb, /zzfw → their first child;
 *   any unknown path → /404. The route named eleven_index (path /eleven_index, not given by the
 *   spec) leaves the app for the main site (`External`).
 * - the activity routes named by the spec (activity_lq, activity_gq, activity_yhhg, eleven_gq,
 *   eleven_big, eleven_big_app, live) have no known paths; they are listed by name only, for the
 *   lucky-draw rule (`isActivityRoute`).
 * - a trailing slash is ignored; query and hash are ignored; matching is case-sensitive.
 */
import * as Messages from "./Messages.ts"

export type HeaderVariant = "main" | "login" | "none"

export interface Route {
  readonly name: string
  readonly path: string
  /** Page title (before the site title); `undefined` for routes without one. */
  readonly title: string | undefined
  readonly header: HeaderVariant
  readonly footer: boolean
  readonly rightPanel: boolean
  /** Whether the header shows the search box. */
  readonly search: boolean
  /** Redirect target pattern (params of the source are substituted). */
  readonly redirect?: string
  /** Leaves the app for another site. */
  readonly external?: "mainSite"
}

type Flags = Partial<Omit<Route, "name" | "path">>

const T = Messages.pageTitles
const LOGIN: Flags = { header: "login" }
const BARE: Flags = { header: "none", footer: false, rightPanel: false, search: false }
const NO_SEARCH: Flags = { search: false }

const titles: Readonly<Record<string, string>> = T

/** A route; its title is the page title under its name unless `flags` gives one. */
const r = (name: string, path: string, flags: Flags = {}): Route => ({
  name,
  path,
  title: Object.hasOwn(titles, name) ? titles[name] : undefined,
  header: "main",
  footer: true,
  rightPanel: true,
  search: true,
  ...flags,
})
const redirect = (name: string, path: string, to: string): Route =>
  r(name, path, { title: undefined, redirect: to })

/** The route table. */
export const routes: ReadonlyArray<Route> = [
  // general
  r("index", "/"),
  r("login", "/login", LOGIN),
  r("loading", "/loading", BARE),
  r("loading_activity", "/loading/activity", BARE),
  r("notFound", "/404"),
  r("noActivity", "/noActivity"),
  r("jfsc", "/jfsc"),
  r("list_other", "/list/other/:id/:name?"),
  r("yxt", "/yxt"),
  r("yxt_details", "/yxt-details"),
  r("yxt_list", "/yxt-list"),
  redirect("activity", "/activity/:url?/:url1?/:url2?", "/loading/activity"),
  r("eleven_index", "/eleven_index", { external: "mainSite" }),
  r("dzht", "/dzht"),
  // product list and search
  r("list_index", "/list"),
  r("list_table", "/list/table"),
  r("list_no_image", "/list/no_image"),
  r("list_info", "/list/info/:id"),
  r("search", "/search"),
  r("search_table", "/search/table"),
  // cart
  r("cart", "/cart"),
  r("cart_step2", "/cart/step2", NO_SEARCH),
  r("cart_step3", "/cart/step3/:id", NO_SEARCH),
  r("cart_step4", "/cart/step4"),
  r("cart_hm", "/cart/hm", NO_SEARCH),
  // member area
  r("user", "/user"),
  redirect("zhzx", "/zhzx", "/zhzx/basic"),
  r("zhzx_basic", "/zhzx/basic"),
  r("zhzx_zzzj", "/zhzx/zzzj"),
  r("zhzx_ddgl", "/zhzx/ddgl"),
  r("zhzx_bdwx", "/zhzx/bdwx"),
  r("zhzx_addr", "/zhzx/addr"),
  r("zhzx_wdxx", "/zhzx/wdxx"),
  r("zhzx_jybg", "/zhzx/jybg"),
  redirect("wdqb", "/wdqb", "/wdqb/yegl"),
  r("wdqb_yegl", "/wdqb/yegl"),
  r("wdqb_jfgl", "/wdqb/jfgl"),
  r("wdqb_yhq", "/wdqb/yhq"),
  r("wdqb_xjq", "/wdqb/xjq"),
  r("order", "/order"),
  r("order_info", "/order/info/:id"),
  r("order_returnInfo", "/order/returnInfo/:id"),
  r("order_afterSalesInfo", "/order/afterSalesInfo/:id"),
  redirect("order_wl", "/order/wl/:id", "/order/info/:id"),
  r("jfdd", "/jfdd"),
  r("hmdd", "/hmdd"),
  redirect("zzfw", "/zzfw", "/zzfw/kjcg"),
  r("zzfw_kjcg", "/zzfw/kjcg"),
  r("zzfw_pzqg", "/zzfw/pzqg"),
  r("zzfw_pzqg_add", "/zzfw/pzqg/add"),
  r("zzfw_pzqg_info", "/zzfw/pzqg/info"),
  r("zzfw_dzfp", "/zzfw/dzfp"),
  r("zzfw_star", "/zzfw/star"),
  r("zzfw_yjfk", "/zzfw/yjfk"),
  // zones and campaigns
  r("ppzq_info", "/ppzq/info/:id/:page?", { title: T.ppzq }),
  r("ppzq", "/ppzq/:page?"),
  r("yx", "/yx"),
  r("yx_table", "/yx/table", { title: T.yx }),
  r("yx_rule", "/yx/rule", BARE),
  r("yjh", "/yjh/:id?"),
  r("hdzx", "/Hdzx/:ids/:id?"),
  r("zyyp", "/zyyp"),
  r("qxzq", "/qxzq"),
  r("jxqzc", "/jxqzc"),
  r("kxzq", "/kxzq"),
  r("kxzq_new", "/kxzq/new", { title: T.kxzq }),
  r("kxzq_goods", "/kxzq/goods/:url/:ads?", { title: T.kxzq }),
  r("hb", "/hb"),
  r("mrtj", "/mrtj"),
  r("welfare", "/welfare"),
  r("lqzx", "/lqzx"),
  r("zqmb", "/zqmb"),
  r("yyh", "/yyh"),
  r("yyh_list", "/yyh/list", { title: T.yyh }),
  r("hdmb", "/hdmb"),
  r("zhzq", "/zhzq"),
  // registration and password
  redirect("register", "/register", "/register_index"),
  redirect("register_index", "/register_index", "/register/step1"),
  r("register_step1", "/register/step1", { ...LOGIN, title: T.register }),
  r("register_step2", "/register/step2", { ...LOGIN, title: T.register }),
  r("register_step3", "/register/step3", { ...LOGIN, title: T.register }),
  r("register_dd_step1", "/register/dd/step1", { ...LOGIN, title: T.register_dd }),
  r("register_dd_step2", "/register/dd/step2", { ...LOGIN, title: T.register_dd }),
  r("register_dd_step3", "/register/dd/step3", { ...LOGIN, title: T.register_dd }),
  r("register_wechat", "/register/wechat", LOGIN),
  r("forget_step1", "/forget/step1", LOGIN),
  r("forget_step2", "/forget/step2", LOGIN),
  r("forget_step3", "/forget/step3", LOGIN),
  // help and news
  r("help_hyzc", "/help/xrzn/hyzc"),
  r("help_gwzn", "/help/xrzn/gwzn"),
  r("help_aqgy", "/help/xrzn/aqgy"),
  r("help_wzzz", "/help/fwbz/wzzz"),
  r("help_yhxy", "/help/fwbz/yhxy"),
  r("help_zskf", "/help/fwbz/zskf"),
  r("help_tsjy", "/help/us/tsjy"),
  r("help_link", "/help/us/link"),
  r("help_pay", "/help/pay"),
  r("help_ddzf", "/help/zfps/ddzf"),
  r("help_hwps", "/help/zfps/hwps"),
  r("help_ypth", "/help/zfps/ypth"),
  r("news_hy", "/news/hy"),
  r("news_company", "/news/company"),
  r("news_info", "/news/info/:id/:type"),
]

/** Path every unknown path redirects to. */
export const NOT_FOUND_PATH = "/404"

/** Route names of the activity pages (no lucky draw there). */
export const ACTIVITY_ROUTE_NAMES: ReadonlyArray<string> = [
  "activity_lq",
  "activity_gq",
  "activity_yhhg",
  "eleven_gq",
  "eleven_big",
  "eleven_big_app",
  "live",
]

/** True for the activity routes, where the lucky draw is not requested. */
export const isActivityRoute = (name: string | undefined): boolean =>
  name !== undefined && ACTIVITY_ROUTE_NAMES.includes(name)

export type Params = Readonly<Record<string, string>>

export type Match =
  | { readonly _tag: "Page"; readonly route: Route; readonly params: Params }
  | { readonly _tag: "Redirect"; readonly from: Route | undefined; readonly to: string }
  | { readonly _tag: "External"; readonly route: Route; readonly target: "mainSite" }

interface Compiled {
  readonly route: Route
  readonly segments: ReadonlyArray<{
    readonly name: string
    readonly param: boolean
    readonly optional: boolean
  }>
}

const compile = (route: Route): Compiled => ({
  route,
  segments: route.path
    .split("/")
    .filter((s) => s !== "")
    .map((s) =>
      s.startsWith(":")
        ? { name: s.replace(/^:|\?$/g, ""), param: true, optional: s.endsWith("?") }
        : { name: s, param: false, optional: false },
    ),
})

const compiled: ReadonlyArray<Compiled> = routes.map(compile)

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const matchCompiled = (
  c: Compiled,
  parts: ReadonlyArray<string>,
): Record<string, string> | null => {
  if (parts.length > c.segments.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < c.segments.length; i++) {
    const seg = c.segments[i]!
    const part = parts[i]
    if (part === undefined) {
      if (seg.optional) continue
      return null
    }
    if (seg.param) params[seg.name] = decode(part)
    else if (seg.name !== part) return null
  }
  return params
}

/** The path part of a location: query and hash dropped, trailing slash removed. */
export const pathOf = (location: string): string => {
  const p = location.split(/[?#]/)[0] ?? ""
  const trimmed = p.length > 1 ? p.replace(/\/+$/, "") : p
  return trimmed === "" ? "/" : trimmed
}

/** Fills a pattern's params (`/order/info/:id` + {id: "7"} → `/order/info/7`). */
export const build = (pattern: string, params: Params = {}): string => {
  const out = pattern
    .split("/")
    .map((s) => {
      if (!s.startsWith(":")) return s
      const v = params[s.replace(/^:|\?$/g, "")]
      return v === undefined ? (s.endsWith("?") ? null : "") : encodeURIComponent(v)
    })
    .filter((s): s is string => s !== null)
    .join("/")
  return out === "" ? "/" : out
}

/** The route for a pathname: a page with its params, a redirect, or leaving for the main site. */
export const match = (pathname: string): Match => {
  const parts = pathOf(pathname)
    .split("/")
    .filter((s) => s !== "")
  for (const c of compiled) {
    const params = matchCompiled(c, parts)
    if (params === null) continue
    const route = c.route
    if (route.redirect !== undefined) {
      return { _tag: "Redirect", from: route, to: build(route.redirect, params) }
    }
    if (route.external !== undefined) return { _tag: "External", route, target: route.external }
    return { _tag: "Page", route, params }
  }
  return { _tag: "Redirect", from: undefined, to: NOT_FOUND_PATH }
}

/**
 * True when the route table knows `path`'s pathname (a page, a redirect or the main site); a
 * path it does not know (a file under /static, say) is for the browser to load.
 */
export const knows = (path: string): boolean => {
  const m = match(pathOf(path))
  return m._tag !== "Redirect" || m.from !== undefined
}

/** Redirects followed from `m`, at most 10 hops: the last hop's target path and its match. */
const follow = (m: Match): { readonly path: string | undefined; readonly final: Match } => {
  let path: string | undefined
  for (let hops = 0; m._tag === "Redirect" && hops < 10; hops++) {
    path = m.to
    m = match(m.to)
  }
  return { path, final: m }
}

/** `match`, following redirects to the final page (or external target). */
export const resolve = (pathname: string): Exclude<Match, { _tag: "Redirect" }> => {
  const { final } = follow(match(pathname))
  return final._tag === "Redirect"
    ? (match(NOT_FOUND_PATH) as Exclude<Match, { _tag: "Redirect" }>)
    : final
}

/**
 * Where an in-app link lands once redirects are followed: the final page's path when `to`'s path
 * is one of the table's redirects, with `to`'s query and hash (a redirect keeps them:
 * /activity/…?redirect=/yjh/1 → /loading/activity?redirect=/yjh/1), else `to` unchanged. Links go
 * there directly, so no page is drawn on the way.
 */
export const landing = (to: string): string => {
  const known = landings.get(to)
  if (known !== undefined) return known
  const landed = landingOf(to)
  if (landings.size >= LANDINGS_KEPT) landings.clear()
  landings.set(to, landed)
  return landed
}

const landingOf = (to: string): string => {
  const m = match(pathOf(to))
  // a path the table does not know (a file under /static, say) is left to the browser
  if (m._tag !== "Redirect" || m.from === undefined) return to
  const { path, final } = follow(m)
  if (final._tag === "Redirect" || path === undefined) return NOT_FOUND_PATH
  const at = to.search(/[?#]/)
  return at === -1 ? path : path + to.slice(at)
}

/**
 * `landing` of the links drawn lately: every link asks on each render, and the answer depends on
 * the fixed table alone. At most `LANDINGS_KEPT` are kept; the set starts over when full.
 */
const landings = new Map<string, string>()
const LANDINGS_KEPT = 2000

/** The route with this name. */
export const byName = (name: string): Route | undefined => routes.find((x) => x.name === name)

/** The document title: `{page} - {site}`, or `{site}` alone for a route with no title. */
export const documentTitle = (
  route: Route | undefined,
  site: string = Messages.text["site.title"],
): string => Messages.titleJoin(route?.title, site)

/** The query of a location as pairs (hash dropped). */
const queryOf = (location: string): URLSearchParams => {
  const at = location.indexOf("?")
  if (at === -1) return new URLSearchParams()
  return new URLSearchParams(location.slice(at + 1).split("#")[0] ?? "")
}

/** Whether `path` is `at` or a page under it (`/ppzq` holds `/ppzq/info/5`; `/` only itself). */
const holds = (path: string, at: string): boolean =>
  at === path || (path !== "/" && at.startsWith(`${path}/`))

/**
 * How closely a navigation link holds the page at `location` (higher is closer), or -1 when it
 * does not: its path (or where that path lands) is the page's or one above it, and each value of
 * its query is in the page's query.
 */
const navScore = (link: string, location: string): number => {
  const at = pathOf(location)
  const paths = [pathOf(link), pathOf(landing(link))]
  const path = paths.find((p) => holds(p, at))
  if (path === undefined) return -1
  const wanted = [...queryOf(link)]
  const have = queryOf(location)
  if (!wanted.every(([k, v]) => have.getAll(k).includes(v))) return -1
  return path.split("/").length * 100 + wanted.length
}

/**
 * The navigation entry the page at `location` (path, query) belongs to: the entry whose link is
 * this page or a page above it (/ppzq marks /ppzq/info/5; / marks the home page only), an entry
 * with a query only where the page has its values; of several, the one that holds it closest (the
 * deeper path, then the more query values, then the first). `links` are the entries' app paths,
 * `null` for an entry that leads out of the app. Returns the entry's index, or -1.
 */
export const currentNavEntry = (links: ReadonlyArray<string | null>, location: string): number => {
  let best = -1
  let bestScore = -1
  links.forEach((link, i) => {
    if (link === null) return
    const score = navScore(link, location)
    if (score > bestScore) {
      best = i
      bestScore = score
    }
  })
  return best
}
