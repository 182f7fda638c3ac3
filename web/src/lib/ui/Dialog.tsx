/**
 * Modal dialog: focus trap, Esc and outside click close it, focus returns to the opener;
 * `role="alertdialog"` for alerts and confirmations. The implementation (`ModalDialog.tsx`, on the
 * browser's `<dialog>`) is loaded the first time a dialog opens, so pages that never show one do
 * not download it; once loaded it stays mounted.
 */
import { lazy, Suspense, useState } from "react"
import type { ModalDialogProps } from "./ModalDialog.tsx"

export type DialogProps = ModalDialogProps

const ModalDialog = lazy(() =>
  import("./ModalDialog.tsx").then((m) => ({ default: m.ModalDialog })),
)

export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open)
  if (props.open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  )
}
