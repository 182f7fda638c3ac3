/**
 * The help categories (the footer's columns and the help centre's tree): one shared copy, asked
 * once per page load and shared by everyone who needs it, so the footer and the help centre never
 * cancel each other's request (a repeat request to the same URL cancels the earlier one, spec §9).
 * Kept in localStorage (`helpArticle`) so the footer shows at once on the next visit.
 */
import { signal } from "@preact/signals-react"
import type { FooterHelpCategory } from "../api/schemas.ts"
import * as Api from "./api.ts"

const CACHE_KEY = "helpArticle"

/** The cached categories, decoded like an answer (anything else in the cache is ignored). */
function readCache(): ReadonlyArray<FooterHelpCategory> {
  try {
    return Api.decodeHelpCategories(window.localStorage.getItem(CACHE_KEY))
  } catch {
    return []
  }
}

/** The categories: the cached copy until the server answered, then the server's. */
export const helpCategories = signal<ReadonlyArray<FooterHelpCategory>>(readCache())

let loading: Promise<ReadonlyArray<FooterHelpCategory> | undefined> | null = null

/** Asks the server once (later callers share the answer); a failed ask may be made again. */
export function loadHelpCategories(): Promise<ReadonlyArray<FooterHelpCategory> | undefined> {
  if (loading !== null) return loading
  loading = Api.helpCategories().then((data) => {
    if (data === undefined) {
      loading = null
      return undefined
    }
    helpCategories.value = data
    try {
      window.localStorage.setItem(CACHE_KEY, JSON.stringify(data))
    } catch {
      // the cache only saves a request
    }
    return data
  })
  return loading
}

/** Forgets the loaded copy (tests). */
export function resetHelpCategories(): void {
  loading = null
  helpCategories.value = readCache()
}
