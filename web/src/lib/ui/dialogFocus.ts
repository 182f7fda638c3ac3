/**
 * The dialog pattern for a panel that is not a modal dialog component (the cart drawer): focus in
 * when opened (its `[data-autofocus]` element, else its first control), Esc closes, focus returns
 * to the opener (or to what replaced it).
 */
import { useEffect, type RefObject } from "react"
import { FOCUSABLE, focusElement, rememberFocus, restoreFocus } from "./focus.ts"

/**
 * The dialog pattern for a panel that is not a modal dialog component (the cart drawer): when it
 * opens, focus moves into it (its first control, else the panel); Esc closes it; when it closes,
 * focus returns to the opener (or to what replaced it).
 */
export function useDialogFocus(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  useEffect(() => {
    if (!open) return
    const opener = rememberFocus()
    const el = panel.current
    if (el !== null) {
      const first =
        el.querySelector<HTMLElement>("[data-autofocus]") ??
        el.querySelector<HTMLElement>(FOCUSABLE)
      focusElement(first ?? el, { preventScroll: true })
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return
      e.preventDefault()
      onClose()
    }
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("keydown", onKey)
      const active = document.activeElement
      const inside = active === null || active === document.body || el?.contains(active) === true
      if (inside) restoreFocus(opener)
    }
  }, [open, panel, onClose])
}
