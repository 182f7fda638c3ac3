/** Renders the first queued imperative dialog (see `dialogs.ts`). Mounted once by the root layout. */
import { dialogQueue, settleDialog } from "./dialogs.ts"
import { Dialog } from "./Dialog.tsx"
import { Button } from "./Button.tsx"

export function DialogHost() {
  const current = dialogQueue.value[0]
  if (current === undefined) return null
  const { id, action } = current
  return (
    <Dialog
      key={id}
      open
      role="alertdialog"
      title={current.title}
      onOpenChange={(open) => {
        if (!open) settleDialog(id, false)
      }}
      footer={
        <>
          {current.cancelLabel !== undefined && (
            <Button onClick={() => settleDialog(id, false)}>{current.cancelLabel}</Button>
          )}
          {action !== undefined && (
            <Button
              onClick={() => {
                settleDialog(id, false)
                action.onSelect()
              }}
            >
              {action.label}
            </Button>
          )}
          <Button variant="primary" onClick={() => settleDialog(id, true)}>
            {current.okLabel}
          </Button>
        </>
      }
    >
      {current.message}
    </Dialog>
  )
}
