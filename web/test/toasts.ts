/**
 * The toasts a model shows, recorded instead of drawn (sonner is not loaded in model tests).
 */
import { vi } from "vitest"
import * as toast from "../src/lib/ui/toast.ts"

/** Records every toast from now on (the vitest config restores the spies after each test). */
export function recordToasts() {
  const plain = vi.spyOn(toast, "notify").mockImplementation(() => {})
  const success = vi.spyOn(toast, "notifySuccess").mockImplementation(() => {})
  const error = vi.spyOn(toast, "notifyError").mockImplementation(() => {})
  const said = (spy: typeof plain) => spy.mock.calls.map((c) => c[0])
  return {
    /** The neutral messages (a cart add's server message). */
    plain: () => said(plain),
    success: () => said(success),
    error: () => said(error),
  }
}
