/**
 * The header search box (spec §2 "Header behaviour", §4 "Search"): 药品名称 / 生产厂家 mode,
 * suggestions (GET /api/goods/search) 500 ms after the last keystroke, 搜索中... / 暂无数据
 * states, a sessionStorage cache refreshed after 5 s, ↓/↑/Enter/Esc, and the 热门搜索 words (rnss
 * of the shared focus/common data). Submitting goes to /search?keywords=…&type=… and remembers
 * the keyword in sessionStorage.
 *
 * The behaviour is core's SearchBox machine, run by `machine.ts`, which loads on the box's first
 * use (`prepare`: focus or pointer over the box, or any input). Until it has loaded the box shows
 * what the buyer typed and chose, and their actions wait in order; the machine then replays them
 * with their original times, so nothing typed is lost and the 500 ms debounce still counts from
 * the keystroke.
 */
import { computed, effect, signal } from "@preact/signals-react"
import type * as SearchBox from "@mall/core/SearchBox"
import { keepText, storedText } from "../../lib/browser.ts"
import { loadSiteData, siteData } from "../../lib/session/siteData.ts"
import type { Machine } from "./machine.ts"

/** sessionStorage key of the last keyword searched (shown in the box on the next page). */
const KEYWORD_KEY = "keyword"

/** What the box shows before the machine has loaded. */
type Draft = Pick<SearchBox.State, "input" | "mode" | "hot">

const storedKeyword = (): string => storedText(KEYWORD_KEY) ?? ""
const initialDraft = (): Draft => ({ input: storedKeyword(), mode: "name", hot: [] })

/** Remembering the keyword is a convenience only: storage that refuses it changes nothing. */
function rememberKeyword(keyword: string): void {
  keepText(KEYWORD_KEY, keyword)
}

/** The machine's state once loaded. */
const state = signal<SearchBox.State | null>(null)
const machine = signal<Machine | null>(null)
const draft = signal<Draft>(initialDraft())
let queued: Array<SearchBox.Event> = []
let loading: Promise<void> | null = null

const CLOSED: SearchBox.Dropdown = { _tag: "Closed" }
const shown = computed<Draft>(() => state.value ?? draft.value)

export const mode = computed(() => shown.value.mode)
export const keyword = computed(() => shown.value.input)
/** What the dropdown shows (closed, 搜索中..., 暂无数据 or the suggestions). */
export const dropdown = computed(() => {
  const m = machine.value
  const s = state.value
  return m !== null && s !== null ? m.dropdown(s) : CLOSED
})
/** 热门搜索 words. */
export const hot = computed(() => shown.value.hot)

/** The draft after an event the machine has not seen yet: the box echoes the buyer's input. */
function echo(d: Draft, event: SearchBox.Event): Draft {
  switch (event._tag) {
    case "Input":
      return { ...d, input: event.value }
    case "ToggleMode":
      return { ...d, mode: d.mode === "name" ? "maker" : "name" }
    case "HotLoaded":
      return { ...d, hot: event.items }
    default:
      return d
  }
}

/** Loads the machine (once) and replays the actions that waited for it. */
export function prepare(): Promise<void> {
  loading ??= import("./machine.ts").then(
    (m) => {
      const started = m.start(state, storedKeyword(), rememberKeyword)
      machine.value = started
      const waiting = queued
      queued = []
      for (const event of waiting) started.dispatch(event)
    },
    () => {
      // the next action tries again; until then the box keeps what was typed
      loading = null
    },
  )
  return loading
}

function dispatch(event: SearchBox.Event, load = true): void {
  const m = machine.peek()
  if (m !== null) return m.dispatch(event)
  draft.value = echo(draft.peek(), event)
  queued.push(event)
  if (load) void prepare()
}

const now = (): number => Date.now()

/** The 热门搜索 words of the shared focus/common data, if loaded (shown without the machine). */
function showHotWords(rnss: ReadonlyArray<string> | undefined): void {
  if (rnss !== undefined)
    dispatch({ _tag: "HotLoaded", items: rnss.filter((w) => w !== "") }, false)
}

effect(() => showHotWords(siteData.value?.rnss))

/** The box's text changed. */
export function input(value: string): void {
  dispatch({ _tag: "Input", value, now: now() })
}

/** Chooses 药品名称 or 生产厂家. */
export function setMode(next: SearchBox.Mode): void {
  if (next !== shown.peek().mode) dispatch({ _tag: "ToggleMode", now: now() })
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
  dispatch({ _tag: "Blur" }, false)
}

/** Loads the 热门搜索 words (shared focus/common data). */
export function loadHot(): void {
  void loadSiteData()
}

/** Back to the initial state, machine not loaded (tests). */
export function resetSearch(): void {
  machine.peek()?.stop()
  machine.value = null
  state.value = null
  queued = []
  loading = null
  draft.value = initialDraft()
  showHotWords(siteData.peek()?.rnss)
}
