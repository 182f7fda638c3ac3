/**
 * Modal dialog (Radix): focus trap, Esc and outside click close it, focus returns to the opener.
 * `role="alertdialog"` for alerts and confirmations. Loaded on first use through `Dialog.tsx`.
 */
import * as RadixDialog from "@radix-ui/react-dialog"
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react"
import { rememberFocus, restoreFocus } from "./focus.ts"
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

export function ModalDialog({
  open,
  onOpenChange,
  title,
  children,
  footer,
  role = "dialog",
  width = 400,
  closeLabel,
}: ModalDialogProps) {
  // Dialogs opened from code (alerts, confirmations) have no Radix trigger to return focus to:
  // remember what had focus when this one appeared (or last had it, when a busy control dropped
  // it) and give it back on close, or to what replaced it (lib/ui/focus.ts). A dialog that stays
  // mounted (a page's own, opened for one order and then another) remembers it at each opening.
  const opener = useRef(typeof document === "undefined" ? null : rememberFocus())
  const wasOpen = useRef(open)
  useLayoutEffect(() => {
    if (open && !wasOpen.current) opener.current = rememberFocus()
    wasOpen.current = open
  }, [open])
  const giveFocusBack = (): boolean => restoreFocus(opener.current)
  const returnFocus = (event: Event) => {
    if (giveFocusBack()) event.preventDefault()
  }
  // The queue of imperative dialogs unmounts a settled dialog instead of closing it, so Radix's
  // close focus never runs: give focus back on unmount too, unless it already went elsewhere.
  useEffect(
    () => () => {
      const active = document.activeElement
      if (active === null || active === document.body) giveFocusBack()
    },
    [],
  )
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          role={role}
          style={{ width }}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {closeLabel !== undefined && (
              <RadixDialog.Close asChild>
                <Button size="sm">{closeLabel}</Button>
              </RadixDialog.Close>
            )}
          </div>
          <RadixDialog.Description asChild>
            <div className={styles.body}>{children}</div>
          </RadixDialog.Description>
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
