/**
 * Focus management, one piece for every page (WAI-ARIA authoring practices):
 * - after an action, focus stays on its control or moves to what replaced it: `installFocusKeeper`
 *   watches the page and, when the focused element is removed or disabled (a re-rendered
 *   stepper, a deleted line, a finished step), focuses the element that now carries the same focus
 *   key (`data-focus-key`, else the same tag and `aria-label`, else the same id), else the nearest
 *   `data-focus-fallback` recorded around it, else the page's `h1`;
 * - after navigation, focus moves to the new page's `h1` (`focusPageHeading`).
 * - a dialog opened from code, with no trigger of its own to return to, gives focus back to what had
 *   it (`rememberFocus`, `restoreFocus`): the modal dialogs (the browser's `<dialog>`) and the cart
 *   drawer call them.
 * Beside it, each in a module of its own (loaded with the parts that use them): the arrow keys of
 * menus and tabs (`roving.ts`) and the room a fixed bottom bar keeps (`bottomReserve.ts`).
 */

const KEY_ATTR = "data-focus-key"
const FALLBACK_ATTR = "data-focus-fallback"

/** A value quoted for an attribute selector (`[attr="…"]`). */
const quoted = (value: string): string => `"${value.replace(/["\\]/g, "\\$&")}"`

/** The focus key of an element: what identifies "the same control" across a re-render. */
export function focusKey(el: Element): string | null {
  const own = el.getAttribute(KEY_ATTR)
  if (own !== null) return `key:${own}`
  const label = el.getAttribute("aria-label")
  if (label !== null && label !== "") return `label:${el.tagName}:${label}`
  if (el.id !== "") return `id:${el.id}`
  return null
}

function byKey(key: string): HTMLElement | null {
  const [kind, ...rest] = key.split(":")
  const value = rest.join(":")
  if (kind === "key") return document.querySelector<HTMLElement>(`[${KEY_ATTR}=${quoted(value)}]`)
  if (kind === "id") return document.getElementById(value)
  const sep = value.indexOf(":")
  const tag = value.slice(0, sep)
  const label = value.slice(sep + 1)
  return document.querySelector<HTMLElement>(`${tag}[aria-label=${quoted(label)}]`)
}

function usable(el: HTMLElement | null): el is HTMLElement {
  if (el === null || !el.isConnected) return false
  if ((el as HTMLButtonElement).disabled === true) return false
  if (el.closest("[hidden], [inert]") !== null) return false
  // shown (not display: none inside a closed menu); where the platform cannot tell, assume so
  return typeof el.checkVisibility === "function" ? el.checkVisibility() : true
}

/** Focuses `el`; an element that is not focusable by itself (a heading) gets `tabindex="-1"`. */
export function focusElement(el: HTMLElement | null, options: FocusOptions = {}): boolean {
  if (el === null || !el.isConnected) return false
  if (el.tabIndex < 0 && !el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1")
  el.focus(options)
  return document.activeElement === el
}

/** The page's heading: the `h1` of the main region. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main h1")
}

/**
 * Moves focus to the page's `h1` once the page shows it (a lazy page or one that renders its
 * heading after its data arrives), unless the user focuses something else first. The scroll
 * position is left alone (it is restored per route). Returns a cancel function.
 */
export function focusPageHeading(timeoutMs = 5000): () => void {
  let done = false
  const finish = () => {
    done = true
    observer.disconnect()
    clearTimeout(timer)
    document.removeEventListener("focusin", onUserFocus)
  }
  const attempt = () => {
    if (done) return
    const h1 = pageHeading()
    if (h1 === null || h1.textContent === "") return
    finish()
    focusElement(h1, { preventScroll: true })
  }
  const onUserFocus = (e: FocusEvent) => {
    if (e.target instanceof Element && e.target.closest("main h1") === null) finish()
  }
  const observer = new MutationObserver(attempt)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  const timer = setTimeout(finish, timeoutMs)
  document.addEventListener("focusin", onUserFocus)
  attempt()
  return finish
}

/** What a buyer does by hand (a key, a press, a wheel or a touch), unlike a script's focus or scroll. */
const USER_INPUT = ["keydown", "pointerdown", "wheel", "touchmove"] as const

/**
 * Calls `onInput` at each of the buyer's own inputs anywhere in the page from now on, so a move
 * the page planned (a scroll, a focus) can give way to what the buyer started. Returns the stop.
 */
export function onUserInput(onInput: () => void): () => void {
  for (const type of USER_INPUT)
    window.addEventListener(type, onInput, { capture: true, passive: true })
  return () => {
    for (const type of USER_INPUT) window.removeEventListener(type, onInput, { capture: true })
  }
}

type Focused = { el: HTMLElement; key: string | null; fallbacks: string[] }

function describe(el: HTMLElement): Focused {
  const fallbacks: string[] = []
  for (let node = el.parentElement; node !== null; node = node.parentElement) {
    const f = node.getAttribute(FALLBACK_ATTR)
    if (f !== null) fallbacks.push(f)
  }
  return { el, key: focusKey(el), fallbacks }
}

/** The element that replaced a focused one that is gone: same key, else a fallback, else the h1. */
export function replacementOf(focused: Focused): HTMLElement | null {
  if (focused.key !== null) {
    const same = byKey(focused.key)
    if (usable(same)) return same
  }
  for (const f of focused.fallbacks) {
    const el = document.querySelector<HTMLElement>(`[${KEY_ATTR}=${quoted(f)}]`)
    if (usable(el)) return el
  }
  return pageHeading()
}

let lastFocused: Focused | null = null

/**
 * Focus is inside `el`, or has fallen to the page (nothing focused): `el` leaving the page must
 * give it back.
 */
export function focusIsIn(el: Element | null): boolean {
  const active = document.activeElement
  return active === null || active === document.body || el?.contains(active) === true
}

/** What had focus last (for dialogs opened from code, to give focus back to its replacement). */
export function rememberFocus(): Focused | null {
  const el = document.activeElement
  return el instanceof HTMLElement && el !== document.body ? describe(el) : lastFocused
}

/** Gives focus back to what `rememberFocus` saw, or to what replaced it. */
export function restoreFocus(focused: Focused | null): boolean {
  if (focused === null) return false
  if (usable(focused.el)) return focusElement(focused.el)
  return focusElement(replacementOf(focused))
}

/**
 * Keeps focus from falling to `<body>` when the focused control is re-rendered, removed or
 * disabled: it moves to the replacement (see `replacementOf`). Installed once by the root layout.
 */
export function installFocusKeeper(): () => void {
  let scheduled = false
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof HTMLElement) lastFocused = describe(e.target)
  }
  const check = () => {
    scheduled = false
    const active = document.activeElement
    const last = lastFocused
    if (last === null || (active !== null && active !== document.body)) return
    if (usable(last.el)) return
    // a modal dialog being torn down gives focus back itself (ModalDialog.tsx); leave it to it (a
    // panel that is not modal, the cart drawer, is the page's own)
    if (document.querySelector("[role=dialog]:not([aria-modal=false]),[role=alertdialog]") !== null)
      return
    const next = replacementOf(last)
    if (next !== null && next !== last.el) focusElement(next, { preventScroll: true })
  }
  const observer = new MutationObserver(() => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(check)
  })
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled", "hidden"],
  })
  document.addEventListener("focusin", onFocusIn)
  return () => {
    observer.disconnect()
    document.removeEventListener("focusin", onFocusIn)
  }
}
