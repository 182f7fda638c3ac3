/**
 * Header data and actions: category menu (first 7 entries) and top nav (at most 9) from the
 * shared focus/common data, the top banner ad (GET /api/ad/top), the manager label and the
 * quality-inspection link from the session, the nav item of the page shown (core Routes), and the
 * sticky state (core StickyHeader: after
 * 205 px of scrolling). Every header call is silent on failure.
 */
import { computed, signal } from "@preact/signals-react"
import * as Display from "@mall/core/Display"
import * as Routes from "@mall/core/Routes"
import * as StickyHeader from "@mall/core/StickyHeader"
import * as UrlPolicy from "@mall/core/UrlPolicy"
import type { Ad, MenuEntry } from "../../lib/api/schemas.ts"
import { config } from "../../lib/config.ts"
import { commonConfig, user } from "../../lib/session/session.ts"
import { loadSiteData, siteData } from "../../lib/session/siteData.ts"
import { alert } from "../../lib/ui/dialogs.ts"
import { follow, policy } from "../../lib/urlPolicy.ts"
import * as Api from "./api.ts"

export const topAd = signal<Ad | null>(null)

/**
 * Whether the top banner's 80 px are kept while its call is on the way: yes, unless the last
 * answer in this browser had no banner (kept in localStorage), so the page below it does not jump
 * when the banner arrives.
 */
const AD_SEEN_KEY = "mall.topAd"
const lastHadNoAd = (): boolean => {
  try {
    return window.localStorage.getItem(AD_SEEN_KEY) === "0"
  } catch {
    return false
  }
}
export const topAdPending = signal<boolean>(!lastHadNoAd())

/** The category entries the menu shows (core: first 7). */
export const visibleMenu = computed(() => Display.menuEntries(siteData.value?.category ?? []))
/** The top nav items (core: at most 9). */
export const visibleNav = computed(() => Display.topNavItems(siteData.value?.nav ?? []))

/** The app path each top nav item leads to (`null`: it leaves the app or is refused). */
const navPaths = computed(() =>
  visibleNav.value.map((item) => {
    const link = UrlPolicy.link(policy, item.url)
    return link._tag === "App" && Routes.knows(link.path) ? link.path : null
  }),
)

/** The index of the top nav item the page at `location` (path and query) belongs to, or -1. */
export const currentNavItem = (location: string): number =>
  Routes.currentNavEntry(navPaths.value, location)

/** 专属客服 / 客户经理 and the manager, or null when none is assigned. */
export const manager = computed(() => {
  const admin = user.value?.admin
  if (admin === null || admin === undefined || (admin.name ?? "") === "") return null
  return { label: Display.managerLabel(admin), name: admin.name, phone: admin.phone }
})

/** The complaint hotline from common configuration ("" when none). */
export const hotline = computed(() => commonConfig.value?.hot_line ?? "")

/** The list page of a category entry. */
export const categoryHref = (entry: Pick<MenuEntry, "id">): string => `/list?select=${entry.id}`

let adLoaded = false

/** Loads menu, nav (shared focus/common) and the top ad once per page load. */
export function loadHeader(): void {
  void loadSiteData()
  if (adLoaded) return
  adLoaded = true
  void Api.topAds().then((data) => {
    topAd.value = data?.[0] ?? null
    topAdPending.value = false
    try {
      window.localStorage.setItem(AD_SEEN_KEY, topAd.value === null ? "0" : "1")
    } catch {
      // only the space kept on the next visit depends on it
    }
  })
}

/** The 质检报告 link: opens the report URL, or alerts the server's message. */
export function openInspection(): void {
  const action = Display.qualityInspection(policy, user.value?.quality_inspection)
  if (action._tag === "Alert") void alert(action.message, { title: action.title })
  else follow(action.link)
}

const stickyState = signal<StickyHeader.State>(StickyHeader.initial)

/** True once the page has scrolled past 205 px: the header shrinks to the sticky search bar. */
export const sticky = computed(() => stickyState.value.sticky)

/** Scroll handler of the sticky header. */
export function onScroll(scrollY: number): void {
  const [next, effects] = StickyHeader.step(stickyState.value, { _tag: "Scroll", y: scrollY })
  if (effects.length > 0) stickyState.value = next
}

/** The mobile-app QR code image. */
export const appQrImage = config.appQrUrl

/** 添加到桌面: an Internet-shortcut file pointing at the site's home page. */
export function desktopShortcutHref(): string {
  const body = `[InternetShortcut]\r\nURL=${window.location.origin}/\r\n`
  return `data:application/octet-stream;charset=utf-8,${encodeURIComponent(body)}`
}

/** Forgets loaded data (tests). */
export function resetHeader(): void {
  adLoaded = false
  topAd.value = null
  topAdPending.value = false
  stickyState.value = StickyHeader.initial
}
