/**
 * The header search box as a pure state machine (time comes in with the events).
 *
 * - The mode toggles between drug name (`name`) and manufacturer (`maker`).
 * - Typing schedules a suggestion lookup 500 ms after the last keystroke; empty input closes
 *   the dropdown and clears the suggestions.
 * - A lookup first looks at the session cache (a snapshot held in the state; `SaveCache`
 *   effects let the app persist it in session storage): an entry younger than 5000 ms answers
 *   at once, otherwise the app fetches (`Fetch`) and the dropdown shows `搜索中...`. Only the
 *   answer to the latest request counts. Suggestions are distinct words (a repeated or blank one
 *   is dropped). No suggestions: `暂无数据`.
 * - Down/Up move through the suggestions (wrapping), Enter submits the highlighted suggestion
 *   or the trimmed input (an empty keyword submits nothing), Esc closes.
 * - The hot-search list is data held beside the box.
 */
import * as Constants from "./Constants.ts"
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"
import * as Validation from "./Validation.ts"

export type Mode = "name" | "maker"

export interface Suggestion {
  readonly keyword: string
  /** The suggestion as the API sent it (`Contract.SearchSuggestion`), for the view. */
  readonly raw?: Partial<Contract.SearchSuggestion>
}

export interface CacheEntry {
  readonly at: number
  readonly items: ReadonlyArray<Suggestion>
}

export type Status = "idle" | "waiting" | "searching" | "results" | "empty"

export interface State {
  readonly mode: Mode
  readonly input: string
  readonly open: boolean
  readonly status: Status
  readonly suggestions: ReadonlyArray<Suggestion>
  readonly highlighted: number
  /** When the pending lookup runs (`null`: none pending). */
  readonly lookupAt: number | null
  /** Id of the latest fetch; older answers are ignored. */
  readonly requestId: number
  readonly cache: Readonly<Record<string, CacheEntry>>
  readonly hot: ReadonlyArray<string>
}

export type Event =
  | { readonly _tag: "ToggleMode"; readonly now: number }
  | { readonly _tag: "Input"; readonly value: string; readonly now: number }
  | { readonly _tag: "Tick"; readonly now: number }
  | {
      readonly _tag: "Results"
      readonly requestId: number
      readonly items: ReadonlyArray<Suggestion>
      readonly now: number
    }
  | { readonly _tag: "Failed"; readonly requestId: number }
  | { readonly _tag: "Key"; readonly key: "ArrowDown" | "ArrowUp" | "Enter" | "Escape" }
  | { readonly _tag: "Pick"; readonly index: number }
  | { readonly _tag: "Blur" }
  | { readonly _tag: "HotLoaded"; readonly items: ReadonlyArray<string> }

export type Effect =
  | { readonly _tag: "ScheduleTick"; readonly at: number }
  | {
      readonly _tag: "Fetch"
      readonly requestId: number
      readonly keyword: string
      readonly mode: Mode
    }
  | { readonly _tag: "SaveCache"; readonly key: string; readonly entry: CacheEntry }
  | { readonly _tag: "Submit"; readonly keyword: string; readonly mode: Mode }

export const initial = (cache: Readonly<Record<string, CacheEntry>> = {}): State => ({
  mode: "name",
  input: "",
  open: false,
  status: "idle",
  suggestions: [],
  highlighted: -1,
  lookupAt: null,
  requestId: 0,
  cache,
  hot: [],
})

/** Cache key of a keyword in a mode. */
export const cacheKey = (mode: Mode, keyword: string): string => `${mode}:${keyword}`

/** Whether a cache entry is young enough to use (younger than 5000 ms). */
export const isFresh = (entry: CacheEntry | undefined, now: number): entry is CacheEntry =>
  entry !== undefined && now - entry.at < Constants.SUGGESTION_CACHE_MS

/** The placeholder and the label of the current mode. */
export const modeLabel = (mode: Mode): string =>
  mode === "name" ? Messages.text["search.mode.name"] : Messages.text["search.mode.maker"]

export type Dropdown =
  | { readonly _tag: "Closed" }
  | { readonly _tag: "Searching"; readonly text: string }
  | { readonly _tag: "Empty"; readonly text: string }
  | {
      readonly _tag: "Suggestions"
      readonly items: ReadonlyArray<Suggestion>
      readonly highlighted: number
    }

/** What the dropdown shows. */
export const dropdown = (state: State): Dropdown => {
  if (!state.open) return { _tag: "Closed" }
  switch (state.status) {
    case "searching":
    case "waiting":
      return { _tag: "Searching", text: Messages.text["search.loading"] }
    case "empty":
      return { _tag: "Empty", text: Messages.text["search.empty"] }
    case "results":
      return { _tag: "Suggestions", items: state.suggestions, highlighted: state.highlighted }
    case "idle":
      return { _tag: "Closed" }
  }
}

type Step = [State, ReadonlyArray<Effect>]

const closed = (state: State): State => ({
  ...state,
  open: false,
  status: "idle",
  suggestions: [],
  highlighted: -1,
  lookupAt: null,
})

const schedule = (state: State, now: number): Step => {
  if (Validation.keyword(state.input) === null) return [closed(state), []]
  const at = now + Constants.SEARCH_DEBOUNCE_MS
  return [
    { ...state, lookupAt: at, status: state.open ? state.status : "waiting" },
    [{ _tag: "ScheduleTick", at }],
  ]
}

const lookup = (state: State, now: number): Step => {
  const keyword = Validation.keyword(state.input)
  if (keyword === null) return [closed(state), []]
  const cached = state.cache[cacheKey(state.mode, keyword)]
  if (isFresh(cached, now)) {
    return [
      {
        ...state,
        lookupAt: null,
        open: true,
        status: cached.items.length > 0 ? "results" : "empty",
        suggestions: cached.items,
        highlighted: -1,
      },
      [],
    ]
  }
  const requestId = state.requestId + 1
  return [
    { ...state, lookupAt: null, open: true, status: "searching", requestId, highlighted: -1 },
    [{ _tag: "Fetch", requestId, keyword, mode: state.mode }],
  ]
}

const submit = (state: State, keyword: string | null): Step =>
  keyword === null
    ? [closed(state), []]
    : [{ ...closed(state), input: keyword }, [{ _tag: "Submit", keyword, mode: state.mode }]]

const key = (state: State, k: "ArrowDown" | "ArrowUp" | "Enter" | "Escape"): Step => {
  const n = state.suggestions.length
  switch (k) {
    case "ArrowDown":
      return state.open && n > 0
        ? [{ ...state, highlighted: (state.highlighted + 1) % n }, []]
        : [state, []]
    case "ArrowUp":
      return state.open && n > 0
        ? [{ ...state, highlighted: state.highlighted <= 0 ? n - 1 : state.highlighted - 1 }, []]
        : [state, []]
    case "Enter": {
      const picked = state.open ? state.suggestions[state.highlighted] : undefined
      return submit(state, Validation.keyword(picked?.keyword ?? state.input))
    }
    case "Escape":
      return [{ ...state, open: false, highlighted: -1, lookupAt: null }, []]
  }
}

/**
 * The suggestions as distinct words: several goods share a name (one per maker), and a word the
 * list repeats, or a blank one, would only be noise. The first of each word is kept, trimmed.
 */
const distinct = (items: ReadonlyArray<Suggestion>): ReadonlyArray<Suggestion> => {
  const seen = new Set<string>()
  const out: Array<Suggestion> = []
  for (const item of items) {
    const word = item.keyword.trim()
    if (word === "" || seen.has(word)) continue
    seen.add(word)
    out.push(word === item.keyword ? item : { ...item, keyword: word })
  }
  return out
}

export const step = (state: State, event: Event): Step => {
  switch (event._tag) {
    case "ToggleMode":
      return schedule({ ...state, mode: state.mode === "name" ? "maker" : "name" }, event.now)
    case "Input":
      return schedule({ ...state, input: event.value }, event.now)
    case "Tick":
      return state.lookupAt !== null && event.now >= state.lookupAt
        ? lookup(state, event.now)
        : [state, []]
    case "Results": {
      if (event.requestId !== state.requestId || state.status !== "searching") return [state, []]
      const keyword = Validation.keyword(state.input) ?? ""
      const items = distinct(event.items)
      const entry: CacheEntry = { at: event.now, items }
      const key = cacheKey(state.mode, keyword)
      return [
        {
          ...state,
          status: items.length > 0 ? "results" : "empty",
          suggestions: items,
          highlighted: -1,
          cache: { ...state.cache, [key]: entry },
        },
        [{ _tag: "SaveCache", key, entry }],
      ]
    }
    case "Failed":
      return event.requestId === state.requestId && state.status === "searching"
        ? [{ ...state, status: "empty", suggestions: [] }, []]
        : [state, []]
    case "Key":
      return key(state, event.key)
    case "Pick":
      return submit(state, Validation.keyword(state.suggestions[event.index]?.keyword))
    case "Blur":
      return [{ ...state, open: false, highlighted: -1 }, []]
    case "HotLoaded":
      return [{ ...state, hot: event.items }, []]
  }
}
