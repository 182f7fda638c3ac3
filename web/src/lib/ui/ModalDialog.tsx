/**
 * Modal dialog on the browser's `<dialog>` and `showModal()`: the dialog sits in the top layer,
 * the page behind is inert (no press, no focus, hidden from assistive technology) and dimmed by
 * its `::backdrop`. Around it: focus goes to its first control when it opens and wraps at its
 * ends (Tab and Shift+Tab stay inside, through a stop at each end), Esc and a press on the
 * backdrop close it, a wheel over the backdrop does not scroll the page, and focus returns to
 * what opened it (lib/ui/focus.ts).
 * `role="alertdialog"` for alerts and confirmations. Loaded on first use through `Dialog.tsx`.
 *
 * Radix Dialog did the same from scripts that restyled the whole page at each opening and closing
 * (pointer-events on the body, a scroll-lock style sheet, forced style reads): on a 200-line cart
 * at a 4x-slowed CPU, three style recalculations of the whole page between 删除 and its dialog.
 * The browser's inert page is one (docs/decisions/0021-modal-dialog-on-the-dialog-element.md).
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react"
import { createPortal } from "react-dom"
import { focusIsIn, rememberFocus, restoreFocus } from "./focus.ts"
import { Button } from "./Button.tsx"
import styles from "./Dialog.module.css"

export type ModalDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
  /** Buttons row under the body. */
  footer?: ReactNode
  role?: "dialog" | "alertdialog"
  /** Width in px (default 400). */
  width?: number
  /**
   * A close button in the head, with this text: the first focus of a dialog whose body is a
   * frame (Esc typed inside a frame never reaches the page).
   */
  closeLabel?: string
}

const CONTROLS =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

/** The dialog's controls in document order (the guards at its ends left out). */
const controlsOf = (dialog: HTMLElement): HTMLElement[] =>
  [...dialog.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (el) => !el.hasAttribute("data-guard") && el.closest("[hidden], [inert]") === null,
  )

/** Focuses the dialog's first or last control (the dialog itself when it has none). */
function focusEnd(dialog: HTMLElement, end: "first" | "last"): void {
  const all = controlsOf(dialog)
  const control = end === "first" ? all[0] : all.at(-1)
  if (control !== undefined) control.focus()
  else dialog.focus()
}

/**
 * A stop at one end of the dialog's tab order that sends focus round to the other end: Tab past
 * the last control (from a frame too, whose keys the page never sees) lands here, and goes on to
 * the first; Shift+Tab before the first, to the last. The rest of the page is inert, so without
 * it focus would leave the page for the browser's own controls.
 */
function Guard({ to }: { to: "first" | "last" }) {
  return (
    <span
      tabIndex={0}
      data-guard=""
      className={styles.guard}
      onFocus={(event) => {
        const dialog = event.currentTarget.closest("dialog")
        if (dialog !== null) focusEnd(dialog, to)
      }}
    />
  )
}

/** The open dialog: opened when drawn, gone (and focus given back) when no longer drawn. */
function OpenDialog({
  onOpenChange,
  title,
  children,
  footer,
  role,
  width,
  closeLabel,
}: Omit<ModalDialogProps, "open"> & { role: "dialog" | "alertdialog"; width: number }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  // What had focus when the dialog appeared (or last had it, when a busy control dropped it):
  // dialogs opened from code have no trigger to return focus to (lib/ui/focus.ts)
  const [opener] = useState(() => (typeof document === "undefined" ? null : rememberFocus()))
  useLayoutEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    // the browser focuses the dialog itself as it opens (not the guard, its first stop), and
    // focus moves on to the first control below
    dialog.setAttribute("autofocus", "")
    // where the platform has no modal dialog (a test's DOM), an open one
    if (typeof dialog.showModal === "function") dialog.showModal()
    else dialog.setAttribute("open", "")
    focusEnd(dialog, "first")
    // Going, with focus inside (a control, or a frame's page): closed first, so the page is no
    // longer inert, and focus given back before the dialog leaves the page. Given back later, a
    // focus that fell to the page would meet the page's focus keeper first, and a frame taken
    // away with focus inside takes the page's focus with it.
    return () => {
      const inside = focusIsIn(dialog)
      if (typeof dialog.close === "function") dialog.close()
      else dialog.removeAttribute("open")
      if (inside) restoreFocus(opener)
    }
  }, [opener])
  const close = (event: SyntheticEvent): void => {
    event.preventDefault()
    onOpenChange(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === "Escape" && !event.nativeEvent.isComposing) close(event)
  }
  // the dialog's own box is covered by its head, body and footer: a press on it is on the backdrop
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>): void => {
    if (event.target === event.currentTarget) close(event)
  }
  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    const onWheel = (event: WheelEvent): void => {
      if (event.target === dialog) event.preventDefault()
    }
    dialog.addEventListener("wheel", onWheel, { passive: false })
    return () => dialog.removeEventListener("wheel", onWheel)
  }, [])
  return createPortal(
    <dialog
      ref={ref}
      className={styles.content}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      style={{ width }}
      onKeyDown={onKeyDown}
      onCancel={close}
      onPointerDown={onPointerDown}
    >
      <Guard to="last" />
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closeLabel !== undefined && (
          <Button size="sm" onClick={() => onOpenChange(false)}>
            {closeLabel}
          </Button>
        )}
      </div>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      <Guard to="first" />
    </dialog>,
    document.body,
  )
}

export function ModalDialog({ open, role = "dialog", width = 400, ...rest }: ModalDialogProps) {
  return open ? <OpenDialog role={role} width={width} {...rest} /> : null
}
