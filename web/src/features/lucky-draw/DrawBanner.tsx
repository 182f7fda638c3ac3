/**
 * The bottom lucky-draw banner's place in the layout: tells the offer (`offer.ts`) which route was
 * entered and whether a company is signed in and, once the banner is offered, loads and shows it
 * (`OfferedBanner.tsx`).
 */
import { lazy, Suspense, useEffect } from "react"
import { sessionShown, signedIn } from "../../lib/session/session.ts"
import { offered, routeEntered } from "./offer.ts"

const OfferedBanner = lazy(() =>
  import("./OfferedBanner.tsx").then((m) => ({ default: m.OfferedBanner })),
)

export function DrawBanner({ routeName }: { routeName: string | undefined }) {
  const company = sessionShown.value && signedIn.value
  useEffect(() => {
    routeEntered(routeName, company)
  }, [routeName, company])
  const offer = offered.value
  if (offer === undefined) return null
  return (
    <Suspense fallback={null}>
      <OfferedBanner activityId={offer.activityId} />
    </Suspense>
  )
}
