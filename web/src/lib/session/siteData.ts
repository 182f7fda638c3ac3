/**
 * Site-wide data of GET /api/focus/common (spec §3 "App state"): hot searches (rnss), top nav,
 * the four category menus and brands. Loaded once per page load, silently; the header, search box
 * and home page read the same signals.
 */
import { signal } from "@preact/signals-react"
import type { FocusCommon } from "../api/schemas.ts"
import * as Api from "./api.ts"

/** The focus/common payload, `null` until loaded (or when the call failed). */
export const siteData = signal<FocusCommon | null>(null)

let loading: Promise<void> | null = null

/** Loads GET /api/focus/common once; later calls share the first request. */
export function loadSiteData(): Promise<void> {
  if (loading !== null) return loading
  loading = Api.focusCommon().then((data) => {
    if (data !== undefined) siteData.value = data
  })
  return loading
}

/** Forgets the loaded data (tests). */
export function resetSiteData(): void {
  siteData.value = null
  loading = null
}
