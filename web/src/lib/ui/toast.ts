/** Toast messages (sonner). `<Toaster />` must be mounted (the root layout does it). */
import { toast } from "sonner"

/** A neutral message, e.g. the server message of a cart add. */
export function notify(message: string): void {
  toast(message)
}

/** A success message with a check icon. */
export function notifySuccess(message: string): void {
  toast.success(message)
}

/** An error message with an error icon (form errors, system busy). */
export function notifyError(message: string): void {
  toast.error(message)
}
