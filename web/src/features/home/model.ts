/**
 * The home page: banner carousel (GET /api/focus), the ads beside it (GET /api/focus/right),
 * the spike block (GET /api/index/spike) with a countdown ticking every second, new-buyer
 * specials (GET /api/focus/xrtj), the zone floors (GET /api/focus/yx, /zyzq, /kxzq), the brand
 * block (GET /api/focus/ppzq, and the brands of /api/focus/common), news (GET /api/focus/postList)
 * and the recommendations (GET /api/index_wntj/1). Every call is independent and silent: a block
 * whose call fails is not shown; the floors below the banner appear from the top down, each once
 * it and every floor above it have answered (`floorsShown`). Ad and activity links open through
 * lib/ui/activityLink.ts.
 *
 * The clock: lib/clock.ts's `now`, ticking every second while the page is shown, corrected by
 * the server time of /api/focus/common (`timestamp`, 10 digits = seconds) so the countdown
 * follows the server. The spike's phase and countdown parts come from core's
 * `Countdown.phased`.
 */
import { computed, effect, signal } from "@preact/signals-react"
import * as Countdown from "@mall/core/Countdown"
import * as Display from "@mall/core/Display"
import type { Of } from "../../lib/api/schemas.ts"
import * as Clock from "../../lib/clock.ts"
import { loadSiteData, siteData } from "../../lib/session/siteData.ts"
import * as Api from "./api.ts"

export type Ad = Of<"Ad">
export type Goods = Of<"Goods">
export type Spike = Of<"Spike">
export type FocusZone = Of<"FocusZone">
export type BrandFocus = Of<"BrandFocus">
export type Article = Of<"Article">

export const banners = signal<ReadonlyArray<Ad>>([])
export const rightAds = signal<ReadonlyArray<Ad>>([])
export const spike = signal<Spike | null>(null)
export const newBuyer = signal<ReadonlyArray<Goods>>([])
export const recommended = signal<ReadonlyArray<Goods>>([])
export const brandFocus = signal<BrandFocus | null>(null)
export const news = signal<ReadonlyArray<Article>>([])

export type ZoneKey = "yx" | "zyzq" | "kxzq"
export const ZONES: ReadonlyArray<{ key: ZoneKey; more: string }> = [
  { key: "yx", more: "/yx" },
  { key: "zyzq", more: "/zyyp" },
  { key: "kxzq", more: "/kxzq" },
]
export const zones = signal<Readonly<Partial<Record<ZoneKey, FocusZone>>>>({})

/** The menus of the category sidebar (the first 7 entries, core). */
export const sidebar = computed(() => {
  const d = siteData.value
  if (d === null) return []
  return [
    ...Display.menuEntries(d.category).map((entry) => ({ entry, query: "" })),
    ...Display.menuEntries(d.category_zy).map((entry) => ({ entry, query: "&zy=2" })),
    ...Display.menuEntries(d.category_qx).map((entry) => ({ entry, query: "&qx=2" })),
  ]
})
export const brands = computed(() => {
  const fromFocus = brandFocus.value?.brands ?? []
  return fromFocus.length > 0 ? fromFocus : (siteData.value?.brand ?? [])
})

// ---------------------------------------------------------------------------------------------
// Clock and countdown

/** When each focus/common payload arrived (local ms), to turn its server time into an offset. */
const arrivals = new WeakMap<object, number>()
effect(() => {
  const d = siteData.value
  if (d !== null && !arrivals.has(d)) arrivals.set(d, Date.now())
})

/** Server time minus local time, in ms (0 until the server told its time). */
const offset = computed(() => {
  const d = siteData.value
  const server = Countdown.toMillis(d?.timestamp)
  const arrived = d === null ? undefined : arrivals.get(d)
  return server === null || arrived === undefined ? 0 : server - arrived
})
export type SpikePhase = Countdown.Phased["phase"]

/** The spike's phase and the countdown to its start (upcoming) or its end (core). */
export const spikeClock = computed(() => {
  const s = spike.value
  return s === null
    ? null
    : Countdown.phased(Clock.now.value + offset.value, s.start_time, s.end_time)
})

// ---------------------------------------------------------------------------------------------
// Loading

/**
 * The floors below the banner, from the top of the page down. Brands and news share a row and
 * count as one.
 */
export const FLOORS = [
  "spike",
  "newBuyer",
  "yx",
  "zyzq",
  "kxzq",
  "brandsNews",
  "recommended",
] as const
export type FloorKey = (typeof FLOORS)[number]

/** Whether each floor's call(s) answered (or failed). */
const settled = signal<Readonly<Partial<Record<FloorKey, true>>>>({})

/** How many floors from the top have answered, each with every floor above it. */
export const floorsSettled = computed(() => {
  const done = settled.value
  const i = FLOORS.findIndex((k) => done[k] !== true)
  return i === -1 ? FLOORS.length : i
})

/**
 * How many floors from the top are on the page. A floor appears only below floors already shown,
 * so one answering late never pushes another that is in view; and one floor is added per paint
 * (`showNextFloor`, after each commit), so the top floor's pictures are drawn before the floors
 * below them are built.
 */
export const floorsShown = signal(0)

/** Adds the next floor once it has answered; the page calls it after every commit. */
export function showNextFloor(): void {
  if (floorsShown.value < floorsSettled.value) floorsShown.value += 1
}

/** The floor of goods nearest the top of the page: the pictures of its first tiles are in the first screen. */
export const firstGoodsFloor = computed((): FloorKey | null => {
  if ((spike.value?.goods.length ?? 0) > 0) return "spike"
  if (newBuyer.value.length > 0) return "newBuyer"
  for (const { key } of ZONES) if ((zones.value[key]?.goods.length ?? 0) > 0) return key
  return null
})

/** Loads every block of the page (each call on its own, silently). */
export function loadHome(): void {
  void loadSiteData()
  void Api.banners().then((d) => (banners.value = d ?? []))
  void Api.rightAds().then((d) => (rightAds.value = d ?? []))
  const floor = (key: FloorKey, calls: ReadonlyArray<Promise<unknown>>): void => {
    void Promise.allSettled(calls).then(() => (settled.value = { ...settled.value, [key]: true }))
  }
  floor("spike", [Api.spike().then((d) => (spike.value = d ?? null))])
  floor("newBuyer", [Api.newBuyer().then((d) => (newBuyer.value = d ?? []))])
  for (const { key } of ZONES)
    floor(key, [
      Api.zone(key).then((d) => {
        if (d !== undefined) zones.value = { ...zones.value, [key]: d }
      }),
    ])
  floor("brandsNews", [
    Api.brandFocus().then((d) => (brandFocus.value = d ?? null)),
    Api.news().then((d) => (news.value = d ?? [])),
  ])
  floor("recommended", [Api.recommended().then((d) => (recommended.value = d ?? []))])
}

/** Forgets everything (tests). */
export function resetHome(): void {
  Clock.resetClock()
  banners.value = []
  rightAds.value = []
  spike.value = null
  newBuyer.value = []
  recommended.value = []
  brandFocus.value = null
  news.value = []
  zones.value = {}
  settled.value = {}
  floorsShown.value = 0
}
