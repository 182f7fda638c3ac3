/**
 * The header search box, driven by core's SearchBox machine (spec §2 "Header behaviour", §4
 * "Search"): 药品名称 / 生产厂家 mode, suggestions (GET /api/goods/search) 500 ms after the last
 * keystroke, 搜索中... / 暂无数据 states, a sessionStorage cache refreshed after 5 s, ↓/↑/Enter/Esc,
 * and the 热门搜索 words (rnss of the shared focus/common data). Submitting goes to
 * /search?keywords=…&type=… and remembers the keyword in sessionStorage.
 */
import { computed, effect, signal } from "@preact/signals-react"
import * as SearchBox from "@mall/core/SearchBox"
import { request } from "../../lib/api/client.ts"
import { sessionStore } from "../../lib/browser.ts"
import type { SearchSuggestion } from "../../lib/api/schemas.ts"
import { navigateTo } from "../../lib/navigation.ts"
import { loadSiteData, siteData } from "../../lib/session/siteData.ts"

const CACHE_KEY = "search_suggestions"
const KEYWORD_KEY = "keyword"
const MODE_TYPE: Record<SearchBox.Mode, number> = { name: 1, maker: 2 }

function readCache(): Record<string, SearchBox.CacheEntry> {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(CACHE_KEY) ?? "{}")
    return typeof parsed === "object" && parsed !== null
      ? (parsed as Record<string, SearchBox.CacheEntry>)
      : {}
  } catch {
    return {}
  }
}

function initialState(): SearchBox.State {
  return { ...SearchBox.initial(readCache()), input: sessionStore()?.getItem(KEYWORD_KEY) ?? "" }
}

const state = signal<SearchBox.State>(initialState())

export const mode = computed(() => state.value.mode)
export const keyword = computed(() => state.value.input)
/** What the dropdown shows (closed, 搜索中..., 暂无数据 or the suggestions). */
export const dropdown = computed(() => SearchBox.dropdown(state.value))
/** 热门搜索 words. */
export const hot = computed(() => state.value.hot)

const now = (): number => Date.now()
let timer: ReturnType<typeof setTimeout> | null = null

function dispatch(event: SearchBox.Event): void {
  const [next, effects] = SearchBox.step(state.peek(), event)
  state.value = next
  for (const e of effects) run(e)
}

function run(effect: SearchBox.Effect): void {
  switch (effect._tag) {
    case "ScheduleTick":
      if (timer !== null) clearTimeout(timer)
      timer = setTimeout(
        () => {
          timer = null
          dispatch({ _tag: "Tick", now: now() })
        },
        Math.max(0, effect.at - now()),
      )
      return
    case "Fetch": {
      const { requestId } = effect
      void request<SearchSuggestion[]>("GET", "/api/goods/search", {
        query: { keywords: effect.keyword, type: MODE_TYPE[effect.mode] },
      }).then((o) => {
        if (o._tag === "Success" && Array.isArray(o.data)) {
          const items = o.data.map((s) => ({ keyword: s.name, raw: s }))
          dispatch({ _tag: "Results", requestId, items, now: now() })
        } else dispatch({ _tag: "Failed", requestId })
      })
      return
    }
    case "SaveCache":
      try {
        const cache = readCache()
        cache[effect.key] = {
          at: effect.entry.at,
          items: effect.entry.items.map((i) => ({ keyword: i.keyword })),
        }
        sessionStore()?.setItem(CACHE_KEY, JSON.stringify(cache))
      } catch {
        // storage full or unavailable: lookups still work, only uncached
      }
      return
    case "Submit": {
      try {
        sessionStore()?.setItem(KEYWORD_KEY, effect.keyword)
      } catch {
        // remembering the keyword is a convenience only
      }
      const params = new URLSearchParams({
        keywords: effect.keyword,
        type: String(MODE_TYPE[effect.mode]),
      })
      navigateTo(`/search?${params.toString()}`)
      return
    }
  }
}

// the hot words come with the shared focus/common data
effect(() => {
  const rnss = siteData.value?.rnss
  if (rnss !== undefined) dispatch({ _tag: "HotLoaded", items: rnss.filter((w) => w !== "") })
})

/** The box's text changed. */
export function input(value: string): void {
  dispatch({ _tag: "Input", value, now: now() })
}

/** Chooses 药品名称 or 生产厂家. */
export function setMode(next: SearchBox.Mode): void {
  if (next !== state.peek().mode) dispatch({ _tag: "ToggleMode", now: now() })
}

/** ↓, ↑, Enter or Esc in the box. */
export function key(k: "ArrowDown" | "ArrowUp" | "Enter" | "Escape"): void {
  dispatch({ _tag: "Key", key: k })
}

/** A suggestion was clicked. */
export function pick(index: number): void {
  dispatch({ _tag: "Pick", index })
}

/** A hot word (or any text) was chosen: search for it. */
export function searchFor(text: string): void {
  dispatch({ _tag: "Key", key: "Escape" })
  dispatch({ _tag: "Input", value: text, now: now() })
  dispatch({ _tag: "Key", key: "Enter" })
}

/** The box lost focus. */
export function blur(): void {
  dispatch({ _tag: "Blur" })
}

/** Loads the 热门搜索 words (shared focus/common data). */
export function loadHot(): void {
  void loadSiteData()
}

/** Back to the initial state (tests). */
export function resetSearch(): void {
  if (timer !== null) clearTimeout(timer)
  timer = null
  state.value = initialState()
  const rnss = siteData.peek()?.rnss
  if (rnss !== undefined) dispatch({ _tag: "HotLoaded", items: rnss })
}
