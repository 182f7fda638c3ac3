/**
 * Imperative dialogs for code outside React (the request outcome handler, models): `alert`,
 * `confirm` and the request-timeout dialog. They queue in a signal that `<DialogHost />` (mounted
 * once by the root layout) renders one at a time as a modal dialog (`ModalDialog.tsx`).
 */
import { signal } from "@preact/signals-react"
import * as Messages from "@mall/core/Messages"
import { reloadPage } from "../browser.ts"

export type DialogAction = { label: string; onSelect: () => void }

export type DialogRequest = {
  id: number
  kind: "alert" | "confirm"
  title: string
  message: string
  okLabel: string
  cancelLabel: string | undefined
  /** A further button (e.g. 查看我的收藏); choosing it closes the dialog. */
  action: DialogAction | undefined
  resolve: (ok: boolean) => void
}

/** Open dialog requests, oldest first; only the first is shown. */
export const dialogQueue = signal<ReadonlyArray<DialogRequest>>([])

let nextId = 1

function enqueue(
  req: Omit<DialogRequest, "id" | "resolve" | "okLabel" | "title" | "cancelLabel" | "action"> & {
    title?: string
    okLabel?: string
    cancelLabel?: string
    action?: DialogAction
  },
): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++
    dialogQueue.value = [
      ...dialogQueue.value,
      {
        id,
        kind: req.kind,
        message: req.message,
        title: req.title ?? Messages.text["alert.title"],
        okLabel: req.okLabel ?? Messages.text["confirm.ok"],
        cancelLabel:
          req.kind === "confirm" ? (req.cancelLabel ?? Messages.text["confirm.cancel"]) : undefined,
        action: req.action,
        resolve,
      },
    ]
  })
}

/** Closes dialog `id`, answering its promise with `ok`. */
export function settleDialog(id: number, ok: boolean): void {
  const req = dialogQueue.value.find((d) => d.id === id)
  if (req === undefined) return
  dialogQueue.value = dialogQueue.value.filter((d) => d.id !== id)
  req.resolve(ok)
}

export type AlertOptions = { title?: string; okLabel?: string; action?: DialogAction }

/** An alert titled 温馨提示 (unless told otherwise) with one 确定 button. */
export function alert(message: string, options: AlertOptions = {}): Promise<void> {
  return enqueue({ kind: "alert", message, ...options }).then(() => undefined)
}

/** A 确定 / 取消 question; resolves true on 确定. */
export function confirm(
  message: string,
  options: { title?: string; okLabel?: string; cancelLabel?: string } = {},
): Promise<boolean> {
  return enqueue({ kind: "confirm", message, ...options })
}

let timeoutShown = false

/**
 * 请求超时，请刷新页面 with a 刷新 button that reloads the page; shown once however many calls
 * time out.
 */
export function timeoutAlert(
  message: string = Messages.text["error.timeout"],
  button: string = Messages.text["error.timeout.button"],
): void {
  if (timeoutShown) return
  timeoutShown = true
  void enqueue({ kind: "alert", message, okLabel: button }).then((ok) => {
    timeoutShown = false
    if (ok) reloadPage()
  })
}

/** Drops every open dialog (tests). */
export function resetDialogs(): void {
  for (const d of dialogQueue.value) d.resolve(false)
  dialogQueue.value = []
  timeoutShown = false
}
