/**
 * In-app navigation for code outside React (models, the outcome display). The app registers the
 * router's `navigate` at start-up; before that (or in tests without a router) it falls back to a
 * full page load.
 */
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

/** True when `url` is a path of this app ("/x?y"), not another origin. */
export function isAppPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//")
}
