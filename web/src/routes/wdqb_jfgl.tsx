import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { PointsPage } from "../features/wallet/PointsPage.tsx"

export default function WdqbJfglRoute() {
  return (
    <MemberLayout route="wdqb_jfgl">
      <PointsPage />
    </MemberLayout>
  )
}
