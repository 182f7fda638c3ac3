/** The toast outlet, mounted once by the root layout; sonner is loaded with the first message. */
import { lazy, Suspense } from "react"
import { toastsWanted } from "./toast.ts"

const Sonner = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })))

export function Toaster() {
  if (!toastsWanted.value) return null
  return (
    <Suspense fallback={null}>
      <Sonner position="top-center" richColors closeButton={false} duration={3000} />
    </Suspense>
  )
}
