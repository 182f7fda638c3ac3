/**
 * Modal dialog (Radix): focus trap, Esc and outside click close it, focus returns to the opener.
 * `role="alertdialog"` for alerts and confirmations. Loaded on first use through `Dialog.tsx`.
 */
import * as RadixDialog from "@radix-ui/react-dialog"
import type { ReactNode } from "react"
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
}

export function ModalDialog({
  open,
  onOpenChange,
  title,
  children,
  footer,
  role = "dialog",
  width = 400,
}: ModalDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} role={role} style={{ width }}>
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
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
