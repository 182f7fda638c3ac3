/** The toast outlet, mounted once by the root layout. */
import { Toaster as Sonner } from "sonner"

export function Toaster() {
  return <Sonner position="top-center" richColors closeButton={false} duration={3000} />
}
