/**
 * Small display rules of the shell: badge text (capped at 99, hidden at 0), how many menu and
 * nav entries show, the account-manager label, the quality-inspection link, the copyright year,
 * coupon/activity links with no target, the customer-service links, and `safeUrl`, the check of
 * a URL of the app's own configuration or of the address bar. A URL of server data goes through
 * `UrlPolicy` (its host as well as its form); `orDash`, what an empty value shows. Tag colours,
 * countdowns and pagers have their own modules (TagColour, Countdown, Pager).
 */
import * as Constants from "./Constants.ts"
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"
import * as UrlPolicy from "./UrlPolicy.ts"

/**
 * Badge text for a count: `null` (hidden) for 0, negatives and non-numbers; the count up to
 * 99; `99+` above.
 */
export const badge = (count: number | null | undefined): string | null => {
  if (typeof count !== "number" || !Number.isFinite(count)) return null
  const n = Math.floor(count)
  if (n <= 0) return null
  return n > Constants.BADGE_MAX ? Messages.text["badge.max"] : String(n)
}

/** The entries a category menu shows (the first 7). */
export const menuEntries = <A>(entries: ReadonlyArray<A>): ReadonlyArray<A> =>
  entries.slice(0, Constants.MENU_ENTRIES)

/** The items the top navigation shows (at most 9). */
export const topNavItems = <A>(items: ReadonlyArray<A>): ReadonlyArray<A> =>
  items.slice(0, Constants.TOP_NAV_MAX)

export interface Admin {
  readonly name?: string | null
  readonly phone?: string | null
  readonly is_default?: number | string | boolean | null
}

/**
 * The account-manager label: `专属客服` when `admin.is_default` is 0 (number or "0"), otherwise
 * `客户经理`.
 */
export const managerLabel = (admin: Admin | null | undefined): string => {
  const d = admin?.is_default
  return d === 0 || d === "0"
    ? Messages.text["manager.dedicated"]
    : Messages.text["manager.default"]
}

export type InspectionAction =
  | { readonly _tag: "Open"; readonly link: UrlPolicy.Followable }
  | { readonly _tag: "Alert"; readonly title: string; readonly message: string }

/**
 * What the quality-inspection link does: follow the supplied URL (when the policy does not refuse
 * it), else alert the server's `msg` under `温馨提示`.
 */
export const qualityInspection = (
  policy: UrlPolicy.Policy,
  qi:
    | { readonly quality_inspection_url?: string | null; readonly msg?: string | null }
    | null
    | undefined,
): InspectionAction => {
  const link = UrlPolicy.link(policy, qi?.quality_inspection_url)
  if (link._tag !== "Refused") return { _tag: "Open", link }
  return { _tag: "Alert", title: Messages.text["alert.title"], message: qi?.msg ?? "" }
}

/** The copyright year: the year of the given date (local time). */
export const copyrightYear = (now: Date): number => now.getFullYear()

export type LinkAction =
  | { readonly _tag: "Open"; readonly link: UrlPolicy.Followable }
  | { readonly _tag: "NotStarted"; readonly message: string }

/**
 * A coupon/activity link: follow a target the policy does not refuse, else (none, or refused)
 * say `活动未开始`.
 */
export const activityLink = (
  policy: UrlPolicy.Policy,
  target: string | null | undefined,
): LinkAction => {
  const link = UrlPolicy.link(policy, target)
  return link._tag !== "Refused"
    ? { _tag: "Open", link }
    : { _tag: "NotStarted", message: Messages.text["activity.notStarted"] }
}

// Browsers drop ASCII tab/newline anywhere in a URL and C0 controls/space at its ends.
const INNER_STRIPPED = /[\t\n\r]/g
// eslint-disable-next-line no-control-regex
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/

/**
 * A URL the app may navigate to, or `null`. Accepts `http:`/`https:` URLs, relative references
 * (`/path`, `path`, `./x`, `?q`, `#h`) and protocol-relative `//host/...` only when `siteHost`
 * is given and matches. Rejects every other scheme (`javascript:`, `data:`, `vbscript:`,
 * `file:`…), including ones hidden by case, control characters or whitespace, and backslash
 * tricks (`/\evil.com`). Returns the cleaned URL.
 */
export const safeUrl = (url: unknown, siteHost?: string): string | null => {
  if (typeof url !== "string") return null
  const cleaned = url.replace(INNER_STRIPPED, "").replace(EDGES, "")
  if (cleaned === "") return null
  const slashed = cleaned.replace(/\\/g, "/")
  const scheme = SCHEME.exec(slashed)
  if (scheme !== null) {
    const s = (scheme[1] ?? "").toLowerCase()
    return s === "http" || s === "https" ? cleaned : null
  }
  if (slashed.startsWith("//")) {
    if (siteHost === undefined) return null
    const host = (slashed.slice(2).split(/[/?#]/)[0] ?? "").toLowerCase()
    return host === siteHost.toLowerCase() ? cleaned : null
  }
  // a colon (or an HTML entity that decodes to one) before the first slash could be read as a
  // scheme
  const firstSlash = slashed.search(/[/?#]/)
  const head = firstSlash === -1 ? slashed : slashed.slice(0, firstSlash)
  if (head.includes(":") || head.includes("&")) return null
  return cleaned
}

/**
 * Customer service (spec §2, §7): a company that may chat (`is_can_chat`) gets the configured chat
 * page with `username` and `token` in its query; `null` when it may not, or when no safe chat URL
 * is configured (the view then offers the instant-message links).
 */
export const chatUrl = (
  user: Partial<Pick<Contract.UserState, "is_can_chat" | "username" | "token">> | null,
  configured: string,
): string | null => {
  if (user === null || user.is_can_chat !== 1) return null
  const base = safeUrl(configured)
  if (base === null || base === "") return null
  const query = new URLSearchParams({ username: user.username ?? "", token: user.token ?? "" })
  return `${base}${base.includes("?") ? "&" : "?"}${query.toString()}`
}

/**
 * An instant-message service link from common configuration (qq1, qq2): a QQ number becomes the
 * QQ chat link; anything else is a link of server data, which the policy may refuse (`null`, as
 * for an empty value).
 */
export const imLink = (
  policy: UrlPolicy.Policy,
  value: string | undefined | null,
): UrlPolicy.Followable | null => {
  const v = (value ?? "").trim()
  const link = UrlPolicy.link(
    policy,
    /^\d{5,12}$/.test(v) ? `https://wpa.qq.com/msgrd?v=3&uin=${v}&site=qq&menu=yes` : v,
  )
  return link._tag === "Refused" ? null : link
}

/** The mark an empty value shows in place of a blank: `-`. */
export const EMPTY = "-"

/**
 * A value as a page shows it: its text, or `-` when there is nothing to show (absent, `null`, or
 * only blanks), so an empty 支付方式 or 订单备注 never reads as a missing line.
 */
export const orDash = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return EMPTY
  const text = String(value).trim()
  return text === "" ? EMPTY : text
}
