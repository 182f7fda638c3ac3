/**
 * Small display rules of the shell: badge text (capped at 99, hidden at 0), how many menu and
 * nav entries show, the account-manager label, the quality-inspection link, tag colours (data),
 * the copyright year, timestamps (10 digits = seconds, 13 = milliseconds), countdown parts and
 * an activity's phase, the pages a pager shows, coupon/activity links with no target, and
 * `safeUrl`, which every server-supplied URL passes before the app navigates to it. Tag colours
 * keep WCAG AA contrast (4.5:1) on white (`contrastRatio`).
 */
import * as Constants from "./Constants.ts"
import { flag } from "./Field.ts"
import * as Messages from "./Messages.ts"

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
  | { readonly _tag: "Open"; readonly url: string }
  | { readonly _tag: "Alert"; readonly title: string; readonly message: string }

/**
 * What the quality-inspection link does: open the supplied URL (when it is a safe URL), else
 * alert the server's `msg` under `温馨提示`.
 */
export const qualityInspection = (
  qi:
    | { readonly quality_inspection_url?: string | null; readonly msg?: string | null }
    | null
    | undefined,
): InspectionAction => {
  const url = safeUrl(qi?.quality_inspection_url)
  if (url !== null && url !== "") return { _tag: "Open", url }
  return { _tag: "Alert", title: Messages.text["alert.title"], message: qi?.msg ?? "" }
}

export interface TagColour {
  /** Tag text prefix the colour applies to. */
  readonly prefix: string
  readonly name: "red" | "orange" | "blue" | "amber" | "pink" | "gold"
  readonly hex: string
}

/** Tag red (优, 秒, 新 and the default): 5.8:1 on white. */
export const RED = "#c81623"

/**
 * Tag colours as data; the first entry whose prefix starts the tag wins; default red. A tag is
 * drawn as text and border in its colour on white, so every colour keeps a contrast of at least
 * 4.5:1 against #ffffff (WCAG AA for normal text; see `contrastRatio`).
 */
export const tagColours: ReadonlyArray<TagColour> = [
  { prefix: "换购", name: "blue", hex: "#1565c0" },
  { prefix: "优", name: "red", hex: RED },
  { prefix: "秒", name: "red", hex: RED },
  { prefix: "满", name: "orange", hex: "#c2410c" },
  { prefix: "赠", name: "pink", hex: "#be185d" },
  { prefix: "特", name: "gold", hex: "#a16207" },
  { prefix: "新", name: "red", hex: RED },
]

export const defaultTagColour: TagColour = { prefix: "", name: "red", hex: RED }

/** The colour of a goods tag (`优`, `秒杀`, `满减`, `换购`, `赠品`, `特价`, `新品`…). */
export const tagColour = (tag: string): TagColour => {
  const t = tag.trim()
  for (const c of tagColours) if (t.startsWith(c.prefix)) return c
  return defaultTagColour
}

const channel = (hex: string, at: number): number => {
  const v = Number.parseInt(hex.slice(at, at + 2), 16) / 255
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a `#rrggbb` colour (0 black … 1 white); `null` if malformed. */
export const relativeLuminance = (hex: string): number | null => {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return null
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 … 21); `null` if either is malformed. */
export const contrastRatio = (a: string, b: string): number | null => {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** The copyright year: the year of the given date (local time). */
export const copyrightYear = (now: Date): number => now.getFullYear()

/**
 * A server timestamp in milliseconds: 10 digits (or fewer) are seconds, longer ones are already
 * milliseconds. Numeric strings are accepted; anything else gives `null`.
 */
export const toMillis = (timestamp: number | string | null | undefined): number | null => {
  const n = typeof timestamp === "string" && timestamp.trim() !== "" ? Number(timestamp) : timestamp
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0) return null
  const whole = Math.floor(n)
  return String(whole).length <= 10 ? whole * 1000 : whole
}

export interface Countdown {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
  /** Whole milliseconds left (0 once ended). */
  readonly remainingMs: number
  readonly ended: boolean
}

/** Countdown parts from now to end (both in ms); all zero and `ended` once the end is reached. */
export const countdown = (nowMs: number, endMs: number): Countdown => {
  const remainingMs = Math.max(0, Math.floor(endMs - nowMs))
  const totalSeconds = Math.floor(remainingMs / 1000)
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    remainingMs,
    ended: remainingMs === 0,
  }
}

export type PhasedCountdown = {
  /** Before the start, between start and end, or after the end. */
  readonly phase: "upcoming" | "running" | "ended"
  /** The countdown to the start (upcoming) or to the end (running, ended). */
  readonly parts: Countdown
}

/**
 * An activity's phase (a spike sale) at `nowMs` and the countdown a view shows: to the start
 * while upcoming, to the end while running. Start and end are server timestamps (`toMillis`);
 * a missing one counts as 0 (already passed).
 */
export const phasedCountdown = (
  nowMs: number,
  start: number | string | null | undefined,
  end: number | string | null | undefined,
): PhasedCountdown => {
  const s = toMillis(start) ?? 0
  const e = toMillis(end) ?? 0
  const phase = nowMs < s ? "upcoming" : nowMs < e ? "running" : "ended"
  return { phase, parts: countdown(nowMs, phase === "upcoming" ? s : e) }
}

/** Two-digit form of a countdown part ("05"). */
export const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))

/**
 * The pages a pager shows: the first, the last and two either side of the current one, in
 * order, with `null` where pages are skipped (shown as …). Nothing for `last` < 1.
 */
export const pagerItems = (current: number, last: number): ReadonlyArray<number | null> => {
  const pages = new Set<number>([1, last])
  for (let d = -2; d <= 2; d++) pages.add(current + d)
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b)
  const out: Array<number | null> = []
  let prev: number | null = null
  for (const p of sorted) {
    if (prev !== null && p - prev > 1) out.push(null)
    out.push(p)
    prev = p
  }
  return out
}

/**
 * The page to show after removing items from page `page` of a paged list: the previous page when
 * the removal emptied a page after the first, else the same page.
 */
export const pageAfterRemoval = (page: number, itemsLeftOnPage: number): number =>
  itemsLeftOnPage <= 0 && page > 1 ? page - 1 : page

export type LinkAction =
  | { readonly _tag: "Navigate"; readonly url: string }
  | { readonly _tag: "NotStarted"; readonly message: string }

/** A coupon/activity link: navigate to a safe target, else say `活动未开始`. */
export const activityLink = (target: string | null | undefined): LinkAction => {
  const url = safeUrl(target)
  return url !== null && url !== ""
    ? { _tag: "Navigate", url }
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
  user: {
    readonly is_can_chat?: unknown
    readonly username?: string
    readonly token?: string
  } | null,
  configured: string,
): string | null => {
  if (user === null || !flag(user.is_can_chat)) return null
  const base = safeUrl(configured)
  if (base === null || base === "") return null
  const query = new URLSearchParams({ username: user.username ?? "", token: user.token ?? "" })
  return `${base}${base.includes("?") ? "&" : "?"}${query.toString()}`
}

/**
 * An instant-message service link from common configuration (qq1, qq2): a QQ number becomes the
 * QQ chat link; anything else must be a safe URL; empty or unsafe gives `null`.
 */
export const imLink = (value: string | undefined | null): string | null => {
  const v = (value ?? "").trim()
  if (/^\d{5,12}$/.test(v)) return `https://wpa.qq.com/msgrd?v=3&uin=${v}&site=qq&menu=yes`
  const url = safeUrl(v)
  return url !== null && url !== "" ? url : null
}
