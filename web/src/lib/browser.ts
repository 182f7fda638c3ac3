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
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The text kept in sessionStorage under `key`, or null (none kept, or storage refused). */
export function storedText(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/**
 * Keeps `text` in sessionStorage under `key` (null forgets it). Storage that is full or refused is
 * ignored: what it would have kept then lasts only until a reload.
 */
export function keepText(key: string, text: string | null): void {
  try {
    const store = sessionStore()
    if (text === null) store?.removeItem(key)
    else store?.setItem(key, text)
  } catch {
    // full or refused: nothing kept
  }
}

/** The object kept under `key` as JSON; `{}` when none is, it is not an object, or is unreadable. */
export function storedObject(key: string): Readonly<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(storedText(key) ?? "{}")
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** Keeps `value` under `key` as JSON; an empty object forgets the key (see `keepText`). */
export function keepObject(key: string, value: object): void {
  keepText(key, Object.keys(value).length === 0 ? null : JSON.stringify(value))
}
