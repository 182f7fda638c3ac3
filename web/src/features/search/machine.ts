/**
 * The search box's behaviour (core's SearchBox machine) and its effects: the suggestion lookup
 * (GET /api/goods/search), the sessionStorage cache, the debounce timer and submitting to
 * /search. Loaded on the box's first use (`model.ts`), so the home page does not load it until a
 * buyer reaches for the search box.
 */
import type { Signal } from "@preact/signals-react"
import * as SearchBox from "@mall/core/SearchBox"
import { keepObject, storedObject } from "../../lib/browser.ts"
import { navigateTo } from "../../lib/navigation.ts"
import * as Api from "./api.ts"

const CACHE_KEY = "search_suggestions"
const MODE_TYPE: Record<SearchBox.Mode, 1 | 2> = { name: 1, maker: 2 }

export interface Machine {
  readonly dispatch: (event: SearchBox.Event) => void
  readonly dropdown: (state: SearchBox.State) => SearchBox.Dropdown
  /** Cancels the pending lookup timer. */
  readonly stop: () => void
}

function readCache(): Readonly<Record<string, SearchBox.CacheEntry>> {
  return storedObject(CACHE_KEY) as Readonly<Record<string, SearchBox.CacheEntry>>
}

const now = (): number => Date.now()

/**
 * Starts the machine in `state` with the box showing `input`; `remember` keeps a submitted
 * keyword for the next page.
 */
export function start(
  state: Signal<SearchBox.State | null>,
  input: string,
  remember: (keyword: string) => void,
): Machine {
  state.value = { ...SearchBox.initial(readCache()), input }
  let timer: ReturnType<typeof setTimeout> | null = null

  function dispatch(event: SearchBox.Event): void {
    const current = state.peek()
    if (current === null) return
    const [next, effects] = SearchBox.step(current, event)
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
        void Api.suggestions(effect.keyword, MODE_TYPE[effect.mode]).then((o) => {
          if (o._tag === "Success") {
            const items = o.data.map((s) => ({ keyword: s.name, raw: s }))
            dispatch({ _tag: "Results", requestId, items, now: now() })
          } else dispatch({ _tag: "Failed", requestId })
        })
        return
      }
      case "SaveCache":
        // storage full or unavailable: lookups still work, only uncached
        keepObject(CACHE_KEY, {
          ...readCache(),
          [effect.key]: {
            at: effect.entry.at,
            items: effect.entry.items.map((i) => ({ keyword: i.keyword })),
          },
        })
        return
      case "Submit": {
        remember(effect.keyword)
        const params = new URLSearchParams({
          keywords: effect.keyword,
          type: String(MODE_TYPE[effect.mode]),
        })
        navigateTo(`/search?${params.toString()}`)
        return
      }
    }
  }

  return {
    dispatch,
    dropdown: SearchBox.dropdown,
    stop: () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
    },
  }
}
