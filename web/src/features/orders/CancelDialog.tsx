/** 取消订单: asks first and takes the reason from a short list (the call needs one). */
import * as Messages from "@mall/core/Messages"
import { useState } from "react"
import { Button } from "../../lib/ui/Button.tsx"
import { Dialog } from "../../lib/ui/Dialog.tsx"
import { Choices, Radio } from "../../lib/ui/Field.tsx"
import { cancelling, cancelWith } from "./actions.ts"
import styles from "./Orders.module.css"

export function CancelDialog({ reload }: { reload: () => Promise<void> }) {
  const target = cancelling.value
  const words = Messages.orders
  const [reason, setReason] = useState<string>(words.cancelReasons[0])
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) cancelling.value = null
      }}
      title={words.actions.cancel}
      role="alertdialog"
      footer={
        <>
          <Button onClick={() => (cancelling.value = null)}>
            {Messages.text["confirm.cancel"]}
          </Button>
          <Button variant="primary" onClick={() => void cancelWith(reason, reload)}>
            {Messages.text["confirm.ok"]}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <p>{words.cancelConfirm}</p>
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>{words.cancelReason}</legend>
          <Choices>
            {words.cancelReasons.map((r) => (
              <Radio
                key={r}
                name="cancel-reason"
                value={r}
                label={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
            ))}
          </Choices>
        </fieldset>
      </div>
    </Dialog>
  )
}
