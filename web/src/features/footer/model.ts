/**
 * Footer data: the help categories (each child links to /help/xrzn/hyzc?id={id}) and the
 * copyright year (core Display). Cached in localStorage like the rest of the help articles, and
 * refreshed silently once per page load.
 */
import { computed, signal } from "@preact/signals-react"
import * as Display from "@mall/core/Display"
import { call } from "../../lib/api/client.ts"

export type HelpCategory = { id?: number; name: string; children?: { id: number; name: string }[] }

/** Path of the help category call (categoryServe). */
export const HELP_CATEGORY_PATH = "/api/help/category"
const CACHE_KEY = "helpArticle"

function readCache(): HelpCategory[] {
  try {
    const raw = window.localStorage.getItem(CACHE_KEY)
    const parsed: unknown = raw === null ? [] : JSON.parse(raw)
    return Array.isArray(parsed) ? (parsed as HelpCategory[]) : []
  } catch {
    return []
  }
}

export const helpCategories = signal<ReadonlyArray<HelpCategory>>(readCache())

/** Link of a help article. */
export const helpHref = (id: number): string => `/help/xrzn/hyzc?id=${id}`

/** The copyright year (this year). */
export const copyrightYear = computed(() => Display.copyrightYear(new Date()))

let loaded = false

export function loadFooter(): void {
  if (loaded) return
  loaded = true
  void call<HelpCategory[]>("GET", HELP_CATEGORY_PATH, { silent: true }).then((data) => {
    if (!Array.isArray(data)) return
    helpCategories.value = data
    try {
      window.localStorage.setItem(CACHE_KEY, JSON.stringify(data))
    } catch {
      // the cache only saves a request
    }
  })
}
