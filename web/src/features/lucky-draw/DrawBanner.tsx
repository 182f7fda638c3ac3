/**
 * The bottom lucky-draw banner's place in the layout: tells the offer (`offer.ts`) which route was
 * entered and, once the banner is offered, loads and shows it (`OfferedBanner.tsx`).
 */
import { lazy, Suspense, useEffect } from "react"
import { offered, routeEntered } from "./offer.ts"

const OfferedBanner = lazy(() =>
  import("./OfferedBanner.tsx").then((m) => ({ default: m.OfferedBanner })),
)

export function DrawBanner({ routeName }: { routeName: string | undefined }) {
  useEffect(() => {
    routeEntered(routeName)
  }, [routeName])
  const offer = offered.value
  if (offer === undefined) return null
  return (
    <Suspense fallback={null}>
      <OfferedBanner activityId={offer.activityId} />
    </Suspense>
  )
}
