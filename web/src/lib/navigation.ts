/**
 * In-app navigation for code outside React (models, the outcome display). The app registers the
 * router's `navigate` at start-up; before that (or in tests without a router) it falls back to a
 * full page load.
 */
import * as Display from "@mall/core/Display"
import { leaveTo } from "./browser.ts"

type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigator: Navigate | null = null

/** Registers the router's navigate function (the app does it once). */
export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate
}

/** Goes to an app path such as "/dzht". */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator !== null) navigator(to, options)
  else leaveTo(to)
}

/**
 * The app path (`/x?y`) an address-bar parameter such as `redirect` names, or null: another
 * origin (`//host`, `/\host`, `https://…`), another scheme, a relative path or nothing at all
 * is never followed.
 */
export function appPathOf(value: string | null): string | null {
  const url = Display.safeUrl(value)
  return url !== null && url.startsWith("/") && !url.startsWith("//") ? url : null
}
