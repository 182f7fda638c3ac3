/**
 * The dialogs a model opens (confirm, alert), answered as a buyer would, for model tests that
 * render no `<DialogHost />`.
 */
import { expect, vi } from "vitest"
import {
  dialogQueue,
  resetDialogs,
  settleDialog,
  type DialogRequest,
} from "../src/lib/ui/dialogs.ts"

export { dialogQueue, resetDialogs }

/** Waits for the dialog on screen and presses 确定 (`true`) or 取消 (`false`); returns what it said. */
export async function answerDialog(ok: boolean): Promise<DialogRequest> {
  await vi.waitFor(() => expect(dialogQueue.value.length).toBeGreaterThan(0))
  const shown = dialogQueue.value[0]!
  settleDialog(shown.id, ok)
  return shown
}

/** What the dialogs on screen say, oldest first: title and message. */
export const dialogsShown = (): ReadonlyArray<{ title: string; message: string }> =>
  dialogQueue.value.map((d) => ({ title: d.title, message: d.message }))
