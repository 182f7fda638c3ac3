/**
 * The few browser navigations that leave the single-page app (full reloads, other origins).
 * Kept in one module so tests can replace them.
 */

/** Reloads the current page. */
export function reloadPage(): void {
  window.location.reload()
}

/** Leaves the app for `url` (another origin or a full page load). */
export function leaveTo(url: string): void {
  window.location.assign(url)
}

/** Opens `url` (another host) in a new tab that gets neither this page as opener nor a referrer. */
export function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer")
}

/** Scrolls the window back to the top. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: "smooth" })
}

/** sessionStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
