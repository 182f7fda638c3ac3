/**
 * Toast messages (sonner). sonner is loaded with the first message: `<Toaster />` (mounted once by
 * the root layout) renders nothing until then, and sonner shows the messages it was given before
 * its outlet mounted. If sonner cannot be fetched, the browser's own alert shows the message.
 */
import { signal } from "@preact/signals-react"
import type * as Sonner from "sonner"

/** True once a message has been asked for (the root layout's `<Toaster />` then loads sonner). */
export const toastsWanted = signal(false)

type Kind = "plain" | "success" | "error"

let sonner: Promise<typeof Sonner> | undefined

function show(kind: Kind, message: string): void {
  toastsWanted.value = true
  sonner ??= import("sonner")
  void sonner.then(
    ({ toast }) => {
      if (kind === "success") toast.success(message)
      else if (kind === "error") toast.error(message)
      else toast(message)
    },
    () => {
      // sonner could not be fetched (the network is gone): the message still reaches the buyer
      sonner = undefined
      window.alert(message)
    },
  )
}

/** A neutral message, e.g. the server message of a cart add. */
export function notify(message: string): void {
  show("plain", message)
}

/** A success message with a check icon. */
export function notifySuccess(message: string): void {
  show("success", message)
}

/** An error message with an error icon (form errors, system busy). */
export function notifyError(message: string): void {
  show("error", message)
}
